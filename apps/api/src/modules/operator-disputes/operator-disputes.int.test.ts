import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, proposedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { operatorSession } from '../../../test/operators';
import { payAtSimulator, returnToApp } from '../../../test/simulator-checkout';

let t: TestApp;
let operator: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  t = await buildTestApp({ simulatorTuning: { maxDelayMs: 3_600_000, duplicateRate: 0 } });
  operator = await operatorSession(t);
});

afterAll(async () => {
  await t.close();
});

async function disputed() {
  const contract = await acceptedContract(t);
  const milestone = await proposedMilestone(t, contract, 243_750, { accept: true });
  const funding = await call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers);
  await returnToApp(
    t,
    await payAtSimulator(t, funding.json<{ data: { redirectUrl: string } }>().data.redirectUrl),
  );
  await call(t, 'POST', `/milestones/${milestone.id}/dispute`, contract.talent.headers, {
    reason: 'Unpaid overtime',
  });
  return { contract, milestone };
}

function decide(milestoneId: string, payload: object) {
  return call(t, 'POST', `/operator/disputes/${milestoneId}/decision`, operator.headers, payload);
}

describe('disputes in the console', () => {
  it('lists a disputed milestone with both sides, the reason and the chat', async () => {
    const { contract, milestone } = await disputed();
    const response = await call(t, 'GET', '/operator/disputes?paginate[limit]=50', operator.headers);
    expect(response.statusCode).toBe(200);
    const item = response
      .json<{ data: { items: { milestone: { id: string } }[] } }>()
      .data.items.find((candidate) => candidate.milestone.id === milestone.id);
    expect(item).toMatchObject({
      milestone: { status: 'DISPUTED', amount: 243_750 },
      chatId: contract.chatId,
      organization: { userId: contract.organization.userId },
      talent: { userId: contract.talent.userId },
      disputedBy: 'INDIVIDUAL',
      disputeReason: 'Unpaid overtime',
    });
  });

  it('decides a split, tells both sides, audits it, and refuses a second decision', async () => {
    const { contract, milestone } = await disputed();
    expect((await decide(milestone.id, { outcome: 'SPLIT', note: 'Half each' })).statusCode).toBe(400);
    expect(
      (await decide(milestone.id, { outcome: 'SPLIT', talentHalalas: 243_750, note: 'All' })).statusCode,
    ).toBe(400);
    const decided = await decide(milestone.id, {
      outcome: 'SPLIT',
      talentHalalas: 100_000,
      note: 'The overtime was agreed in the chat.',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ data: { id: milestone.id, status: 'RELEASED' } });
    for (const headers of [contract.organization.headers, contract.talent.headers]) {
      const notes = await call(t, 'GET', '/notifications', headers);
      expect(
        notes.json<{ data: { items: { kind: string }[] } }>().data.items.map((item) => item.kind),
      ).toContain('DISPUTE_DECIDED');
    }
    const log = await call(t, 'GET', '/operator/audit-log', operator.headers);
    expect(log.json<{ data: { items: object[] } }>().data.items).toContainEqual(
      expect.objectContaining({
        action: 'DISPUTE_DECIDED',
        targetId: milestone.id,
        reason: 'The overtime was agreed in the chat.',
        after: expect.objectContaining({ outcome: 'SPLIT', talentHalalas: 100_000 }) as unknown,
      }),
    );
    const again = await decide(milestone.id, { outcome: 'RELEASE', note: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This milestone is not disputed.' });
  });

  it('answers 404 for a milestone that does not exist', async () => {
    expect(
      (await decide('00000000-0000-4000-8000-000000000000', { outcome: 'REFUND', note: 'x' })).statusCode,
    ).toBe(404);
  });
});
