import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The same server and credentials, another database. */
export function adminUrl(url: string, database?: string): string {
  const parsed = new URL(url);
  if (database !== undefined) parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function testRunPrefix(): string {
  return `casting_t${randomBytes(4).toString('hex')}_`;
}

export async function dropDatabasesWithPrefix(url: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
  } finally {
    await admin.end();
  }
}
