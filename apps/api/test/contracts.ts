import type { TestApp } from './build-test-app';
import { payAtSimulator, returnToApp } from './simulator-checkout';
import { call, jobWithApplicants } from './hiring';

type Headers = Record<string, string>;

/** An organization and a talent whose application it accepted: a contract milestones belong to. */
export async function acceptedContract(t: TestApp) {
  const { organization, job, talents } = await jobWithApplicants(t, 1);
  const talent = talents[0];
  if (talent === undefined) throw new Error('no applicant');
  const accepted = await call(t, 'PATCH', `/jobs/${job.id}/accept`, organization.headers, {
    requestId: talent.requestId,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { organization, talent, job, requestId: talent.requestId, chatId: talent.chatId };
}

export interface MilestoneData {
  id: string;
  status: string;
  amount: number;
  fee: number;
  vat: number;
  net: number;
  payment: {
    status: string;
    method: string | null;
    cardScheme: string | null;
    lastFour: string | null;
    failureReason: string | null;
  } | null;
  [key: string]: unknown;
}

/** A milestone the organization proposed on the contract, and (with `accept`) the talent accepted. */
export async function proposedMilestone(
  t: TestApp,
  contract: Awaited<ReturnType<typeof acceptedContract>>,
  amount = 243_750,
  options: { accept?: boolean } = {},
): Promise<MilestoneData> {
  const created = await call(
    t,
    'POST',
    `/job-requests/${contract.requestId}/milestones`,
    contract.organization.headers,
    {
      title: 'Lookbook shoot',
      amount,
    },
  );
  if (created.statusCode !== 201) throw new Error(`propose failed: ${created.body}`);
  const milestone = created.json<{ data: MilestoneData }>().data;
  if (options.accept !== true) return milestone;
  const accepted = await call(t, 'PATCH', `/milestones/${milestone.id}/accept`, contract.talent.headers);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return accepted.json<{ data: MilestoneData }>().data;
}

export async function milestoneNow(t: TestApp, headers: Headers, requestId: string, id: string) {
  const listed = await call(t, 'GET', `/job-requests/${requestId}/milestones`, headers);
  const found = listed.json<{ data: { items: MilestoneData[] } }>().data.items.find((item) => item.id === id);
  if (found === undefined) throw new Error(`milestone ${id} not listed: ${listed.body}`);
  return found;
}

/** A contract whose milestone of `amount` was paid on the simulator, delivered and released. */
export async function releasedMilestone(t: TestApp, amount = 243_750) {
  const contract = await acceptedContract(t);
  const milestone = await proposedMilestone(t, contract, amount, { accept: true });
  const funding = await call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers);
  const { redirectUrl } = funding.json<{ data: { redirectUrl: string } }>().data;
  await returnToApp(t, await payAtSimulator(t, redirectUrl));
  for (const [action, headers] of [
    ['deliver', contract.talent.headers],
    ['release', contract.organization.headers],
  ] as const) {
    const moved = await call(t, 'PATCH', `/milestones/${milestone.id}/${action}`, headers);
    if (moved.statusCode !== 200) throw new Error(`${action} failed: ${moved.body}`);
  }
  return { ...contract, milestone };
}
