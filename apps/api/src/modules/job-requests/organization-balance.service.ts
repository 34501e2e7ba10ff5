import type { OrganizationBalance } from '@casting/contract';
import type { Db } from '../../db/database';
import { listContracts, spendingPerJob, spendingPerTalent } from './organization-balance.repo';

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

/** What an organization committed to and paid, per job, per talent and per contract. */
export async function organizationBalance(
  db: Db,
  organizationId: string,
  page: number,
  limit: number,
): Promise<OrganizationBalance> {
  const [perJob, perTalent, rows] = await Promise.all([
    spendingPerJob(db, organizationId),
    spendingPerTalent(db, organizationId),
    listContracts(db, organizationId, limit, (page - 1) * limit),
  ]);
  const total = (key: 'committed' | 'paid' | 'contracts' | 'paidContracts') =>
    perJob.reduce((sum, job) => sum + job[key], 0);
  return {
    role: 'ORGANIZATION',
    committed: total('committed'),
    paid: total('paid'),
    completedProjects: total('paidContracts'),
    jobs: perJob,
    talents: perTalent.map(({ firstName, lastName, ...spending }) => ({
      ...spending,
      fullName: fullName({ firstName, lastName }),
    })),
    history: {
      items: rows.map(({ firstName, lastName, completedAt, date, ...row }) => ({
        ...row,
        talentName: fullName({ firstName, lastName }),
        state: completedAt === null ? 'COMMITTED' : 'PAID',
        date: date.toISOString(),
      })),
      meta: { page, limit, total: total('contracts') },
    },
  };
}
