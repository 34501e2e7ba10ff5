import type { Db } from '../db/database';

interface Preparable<Statement> {
  prepare(name: string): Statement;
}

const statementsByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database: Drizzle renders its SQL once, and values go in through
 * `sql.placeholder`. A named statement is also parsed and planned once per connection; a
 * `replan` one is planned for each call's values (a name pattern's selectivity decides between
 * the trigram index and the ordered scan, so one generic plan cannot serve every pattern).
 */
export function prepared<Statement>(
  db: Db,
  name: string,
  options: { readonly replan: boolean },
  build: () => Preparable<Statement>,
): Statement {
  let statements = statementsByDb.get(db);
  if (statements === undefined) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  const cached = statements.get(name) as Statement | undefined;
  if (cached !== undefined) return cached;
  // node-postgres sends an unnamed statement for an empty name: parsed and planned per call.
  const statement = build().prepare(options.replan ? '' : name);
  statements.set(name, statement);
  return statement;
}
