import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizationVerifications } from '../../db/schema/organization-verifications';
import { organizations } from '../../db/schema/organizations';

export type VerificationRow = typeof organizationVerifications.$inferSelect;

export async function findOrganizationOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: organizations.id, verified: organizations.verified })
    .from(organizations)
    .where(eq(organizations.userId, userId));
  return row ?? null;
}

export async function latestRequestOf(db: Db, organizationId: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(organizationVerifications)
    .where(eq(organizationVerifications.organizationId, organizationId))
    .orderBy(desc(organizationVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertRequest(db: Db, values: typeof organizationVerifications.$inferInsert) {
  const [row] = await db.insert(organizationVerifications).values(values).returning();
  if (row === undefined) throw new Error('insert into organization_verifications returned no row');
  return row;
}

const withOrganization = {
  request: organizationVerifications,
  organizationName: organizations.name,
  organizationUserId: organizations.userId,
  verified: organizations.verified,
};

/** Pending requests oldest first (the queue), decided ones newest first; `limit + 1` rows. */
export function selectRequests(db: Db, status: string, offset: number, limit: number) {
  const order =
    status === 'PENDING'
      ? [asc(organizationVerifications.createdAt), asc(organizationVerifications.id)]
      : [desc(organizationVerifications.createdAt), desc(organizationVerifications.id)];
  return db
    .select(withOrganization)
    .from(organizationVerifications)
    .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
    .where(eq(organizationVerifications.status, status))
    .orderBy(...order)
    .limit(limit + 1)
    .offset(offset);
}

export type RequestListRow = Awaited<ReturnType<typeof selectRequests>>[number];

export async function findRequest(db: Db, requestId: string): Promise<RequestListRow | null> {
  const [row] = await db
    .select(withOrganization)
    .from(organizationVerifications)
    .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
    .where(eq(organizationVerifications.id, requestId));
  return row ?? null;
}

/** Decides the organization's pending request (a compare-and-set); null when none is pending. */
export async function decidePendingRequest(
  db: Db,
  organizationId: string,
  decision: { status: 'VERIFIED' | 'REJECTED'; reason: string; operatorId: string; at: Date },
): Promise<VerificationRow | null> {
  const [row] = await db
    .update(organizationVerifications)
    .set({
      status: decision.status,
      reason: decision.reason,
      decidedByOperatorId: decision.operatorId,
      decidedAt: decision.at,
    })
    .where(
      and(
        eq(organizationVerifications.organizationId, organizationId),
        eq(organizationVerifications.status, 'PENDING'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setOrganizationVerified(db: Db, organizationId: string, verified: boolean) {
  await db.update(organizations).set({ verified }).where(eq(organizations.id, organizationId));
}
