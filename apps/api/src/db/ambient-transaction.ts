import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database';

interface Scope {
  readonly tx: Db;
  open: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();
const ambients = new WeakSet<Db>();

function openScope(): Scope | undefined {
  const scope = scopes.getStore();
  return scope?.open === true ? scope : undefined;
}

/**
 * The database as every module holds it. Inside `inOneTransaction`'s work it is that
 * transaction, so the modules' own writes (and their transactions, which become savepoints)
 * commit or roll back with whatever the caller writes next to them. Work the scope started that
 * outlives it (a timer, a promise nobody awaits) falls back to the database.
 */
export function ambient(db: Db): Db {
  const proxy = new Proxy(db, {
    get(target, property) {
      const source = openScope()?.tx ?? target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
  ambients.add(proxy);
  return proxy;
}

/**
 * What `db` means at this point: the transaction it stands for when it is an ambient database
 * inside `inOneTransaction`, else `db` itself. For what is kept per database (prepared statements).
 */
export function resolveAmbient(db: Db): Db {
  return ambients.has(db) ? (openScope()?.tx ?? db) : db;
}

/** Runs `work` in one transaction that every use of an `ambient` database inside it joins. */
export function inOneTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const scope: Scope = { tx, open: true };
    try {
      return await scopes.run(scope, work);
    } finally {
      scope.open = false;
    }
  });
}
