import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { loadEnv, readProcessEnv } from '../../env';
import { createOperator } from './create-operator';

const USAGE = 'npm run operator:create -- --email <address> --password <password>';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});
if (values.email === undefined || values.password === undefined) {
  console.log(USAGE);
  process.exitCode = 2;
} else {
  const handle = await openDatabase(loadEnv(readProcessEnv()));
  try {
    await runMigrations(handle);
    const created = await createOperator(handle.db, { email: values.email, password: values.password });
    if (created.ok) {
      console.log(
        `Operator ${values.email} created. Add this secret to an authenticator app now: it is not shown again.`,
      );
      console.log(`TOTP secret (Base32): ${created.totpSecret}`);
      console.log(`otpauth URL: ${created.totpUrl}`);
    } else {
      console.error(created.problem);
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}
