import { resolveAmbient } from '../db/ambient-transaction';
import type { Db } from '../db/database';

interface Preparable<Statement> {
  prepare(name: string): Statement;
}

const statementsByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database: Drizzle renders its SQL once, and values go in through
 * `sql.placeholder`. On PostgreSQL the statement is named, so each connection parses it once and
 * keeps its plan; a statement whose best plan depends on a value must not be one of these
 * (lib/search-path.ts shows how the searches avoid it).
 */
export function prepared<Statement>(db: Db, name: string, build: () => Preparable<Statement>): Statement {
  const owner = resolveAmbient(db);
  let statements = statementsByDb.get(owner);
  if (statements === undefined) {
    statements = new Map();
    statementsByDb.set(owner, statements);
  }
  const cached = statements.get(name) as Statement | undefined;
  if (cached !== undefined) return cached;
  const statement = build().prepare(name);
  statements.set(name, statement);
  return statement;
}
