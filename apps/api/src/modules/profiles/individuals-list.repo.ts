import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { users } from '../../db/schema/users';
import { escapeLike } from '../../lib/like';

export interface IndividualFilter {
  readonly role?: string | undefined;
  readonly searchKey?: string | undefined;
  readonly gender?: string | undefined;
  readonly hairColor?: string | undefined;
  readonly skinTone?: string | undefined;
  readonly eyeColor?: string | undefined;
  readonly shoeSize?: number | undefined;
  readonly dressSize?: number | undefined;
}

function whereOf(filter: IndividualFilter): SQL | undefined {
  const equal = (column: Parameters<typeof eq>[0], value: string | number | undefined) =>
    value === undefined ? undefined : eq(column, value);
  return and(
    eq(individuals.isVisible, true),
    equal(individuals.role, filter.role),
    equal(individuals.gender, filter.gender),
    equal(individuals.hairColor, filter.hairColor),
    equal(individuals.skinTone, filter.skinTone),
    equal(individuals.eyeColor, filter.eyeColor),
    equal(individuals.shoeSize, filter.shoeSize),
    equal(individuals.dressSize, filter.dressSize),
    filter.searchKey === undefined || filter.searchKey === ''
      ? undefined
      : like(individuals.searchName, `%${escapeLike(filter.searchKey.toLowerCase())}%`),
  );
}

export async function listIndividualCards(db: Db, filter: IndividualFilter, limit: number, offset: number) {
  return db
    .select({
      id: individuals.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: individuals.role,
      nationality: sql<string | null>`${individuals.specialtyInfo} ->> 'nationality'`,
      profilePicture: sql<string | null>`${individuals.specialtyInfo} ->> 'profilePicture'`,
      gender: individuals.gender,
      hairColor: individuals.hairColor,
      skinTone: individuals.skinTone,
      eyeColor: individuals.eyeColor,
      shoeSize: individuals.shoeSize,
      dressSize: individuals.dressSize,
    })
    .from(individuals)
    .innerJoin(users, eq(users.id, individuals.userId))
    .where(whereOf(filter))
    .orderBy(desc(individuals.createdAt), desc(individuals.id))
    .limit(limit)
    .offset(offset);
}

export type IndividualCardRow = Awaited<ReturnType<typeof listIndividualCards>>[number];

export async function countIndividuals(db: Db, filter: IndividualFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(individuals).where(whereOf(filter));
  return row?.value ?? 0;
}
