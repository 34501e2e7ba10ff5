import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (row === undefined) throw new Error('insert into users returned no row');
  return row;
}

export async function insertIndividual(db: Db, values: typeof individuals.$inferInsert) {
  const [row] = await db.insert(individuals).values(values).returning();
  if (row === undefined) throw new Error('insert into individuals returned no row');
  return row;
}

export async function insertOrganization(db: Db, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  if (row === undefined) throw new Error('insert into organizations returned no row');
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function findOrganizationIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export async function findIndividualIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: individuals.id })
    .from(individuals)
    .where(eq(individuals.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/** A talent others may see (a hidden profile is not found), with its account. */
export async function findVisibleIndividual(db: Db, individualId: string) {
  const [row] = await db
    .select({ id: individuals.id, userId: individuals.userId })
    .from(individuals)
    .where(and(eq(individuals.id, individualId), eq(individuals.isVisible, true)))
    .limit(1);
  return row ?? null;
}

/** The name others know an account by: its organization's name, or the talent's full name. */
export async function findPublicNameOfUser(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(${organizations.name}, ${individuals.firstName} || ' ' || ${individuals.lastName}, ${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.userId, users.id))
    .leftJoin(individuals, eq(individuals.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? '';
}
