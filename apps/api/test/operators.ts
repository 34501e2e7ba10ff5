import { createOperator } from '../src/modules/operators/create-operator';
import { totpCodeAt } from '../src/modules/operators/totp';
import { API, PASSWORD, uniqueEmail } from './accounts';
import type { TestApp } from './build-test-app';

/** An operator made as `npm run operator:create` makes one, with its TOTP secret. */
export async function operatorAccount(t: TestApp) {
  const email = uniqueEmail('operator');
  const created = await createOperator(t.db.db, { email, password: PASSWORD });
  if (!created.ok) throw new Error(created.problem);
  return { email, id: created.id, secret: created.totpSecret };
}

export function signInOperator(
  t: TestApp,
  operator: { email: string; secret: string },
  overrides: { password?: string; totp?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/operator/sessions`,
    payload: {
      email: operator.email,
      password: overrides.password ?? PASSWORD,
      totp: overrides.totp ?? totpCodeAt(operator.secret, t.clock.now()),
    },
  });
}

/** A signed-in operator: its bearer headers, for `/operator` calls. */
export async function operatorSession(t: TestApp) {
  const operator = await operatorAccount(t);
  const response = await signInOperator(t, operator);
  if (response.statusCode !== 201) throw new Error(`operator sign-in failed: ${response.body}`);
  const { token } = response.json<{ data: { token: string } }>().data;
  return { ...operator, token, headers: { authorization: `Bearer ${token}` } };
}
