import type { Money, OrganizationBalance } from '@casting/contract';
import type { Db } from '../../db/database';
import { payOfRow } from '../../lib/job-pay';
import { organizationMoney } from '../milestones/money-balances.repo';
import { listContracts, spendingPerJob, spendingPerTalent } from './organization-balance.repo';

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

const inSar = (halalas: number): Money => ({ amount: halalas, currency: 'SAR' });

/** A row's sums as money: halalas, US dollar pay counted at the peg. */
function inMoney<T extends { committed: number; paid: number }>(row: T) {
  return { ...row, committed: inSar(row.committed), paid: inSar(row.paid) };
}

/** What an organization committed to and paid, per job, per talent and per contract. */
export async function organizationBalance(
  db: Db,
  organization: { id: string; userId: string },
  page: number,
  limit: number,
): Promise<OrganizationBalance> {
  const organizationId = organization.id;
  const [perJob, perTalent, rows, money] = await Promise.all([
    spendingPerJob(db, organizationId),
    spendingPerTalent(db, organizationId),
    listContracts(db, organizationId, limit, (page - 1) * limit),
    organizationMoney(db, organization.userId),
  ]);
  const total = (key: 'committed' | 'paid' | 'contracts' | 'paidContracts') =>
    perJob.reduce((sum, job) => sum + job[key], 0);
  return {
    role: 'ORGANIZATION',
    committed: inSar(total('committed')),
    paid: inSar(total('paid')),
    held: inSar(money.held),
    released: inSar(money.released),
    refunded: inSar(money.refunded),
    completedProjects: total('paidContracts'),
    jobs: perJob.map(inMoney),
    talents: perTalent.map(({ firstName, lastName, ...spending }) => ({
      ...inMoney(spending),
      fullName: fullName({ firstName, lastName }),
    })),
    history: {
      items: rows.map(
        ({ firstName, lastName, completedAt, date, payAmount, payCurrency, payBasis, ...row }) => ({
          ...row,
          pay: payOfRow({ payAmount, payCurrency, payBasis }).pay,
          talentName: fullName({ firstName, lastName }),
          state: completedAt === null ? 'COMMITTED' : 'PAID',
          date: date.toISOString(),
        }),
      ),
      meta: { page, limit, total: total('contracts') },
    },
  };
}
