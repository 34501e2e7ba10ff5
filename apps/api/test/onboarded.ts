import type { Specialty } from '@casting/contract';
import type { TestApp } from './build-test-app';
import { API, verifiedAccount } from './accounts';
import { experience, organizationProfile, specialtyInfo } from './profiles';

/** A verified, onboarded talent of a specialty. */
export async function onboardedTalent(
  t: TestApp,
  role: Specialty = 'PHOTOGRAPHER',
  options: { firstName?: string; lastName?: string; specialtyInfo?: Record<string, unknown> } = {},
) {
  const account = await verifiedAccount(t, options);
  const response = await t.app.inject({
    method: 'PATCH',
    url: `${API}/users/onboarding`,
    headers: account.headers,
    payload: {
      individualProfile: {
        role,
        ...experience(),
        specialtyInfo: { ...(await specialtyInfo(t, account.headers, role)), ...options.specialtyInfo },
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`onboarding failed: ${response.body}`);
  const individualId = response.json<{ data: { individual: { id: string } } }>().data.individual.id;
  return { ...account, individualId };
}

export async function onboardedOrganization(t: TestApp) {
  const account = await verifiedAccount(t, { role: 'ORGANIZATION' });
  const response = await t.app.inject({
    method: 'PATCH',
    url: `${API}/users/onboarding`,
    headers: account.headers,
    payload: { organizationProfile: await organizationProfile(t, account.headers) },
  });
  if (response.statusCode !== 200) throw new Error(`onboarding failed: ${response.body}`);
  const organizationId = response.json<{ data: { organization: { id: string } } }>().data.organization.id;
  return { ...account, organizationId };
}
