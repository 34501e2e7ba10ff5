import { describe, expect, it } from 'vitest';
import { parseDrafts, withDraft, type PostJobDraft } from './post-job-draft';

const draft: PostJobDraft = {
  savedAt: '2026-11-28T04:12:00.000Z',
  values: { title: 'Models for Riyadh Fashion Week', headcount: 3 },
  tags: [{ id: '0b6f7c7e-8f1a-4a51-9a43-4f8a3c1f2d10', title: 'runway' }],
};

describe('post job drafts', () => {
  it('keeps one draft per account and reads it back', () => {
    const text = withDraft({}, 'user-a', draft);
    expect(text).not.toBeNull();
    const drafts = parseDrafts(text);
    expect(drafts['user-a']).toEqual(draft);
    expect(drafts['user-b']).toBeUndefined();
  });

  it("removes one account's draft without touching another's, and nothing is left once all are gone", () => {
    const both = parseDrafts(withDraft(parseDrafts(withDraft({}, 'user-a', draft)), 'user-b', draft));
    const onlyB = parseDrafts(withDraft(both, 'user-a', undefined));
    expect(onlyB['user-a']).toBeUndefined();
    expect(onlyB['user-b']).toEqual(draft);
    expect(withDraft(onlyB, 'user-b', undefined)).toBeNull();
  });

  it('drops what it cannot read instead of restoring half a draft', () => {
    expect(parseDrafts('not json')).toEqual({});
    expect(parseDrafts(JSON.stringify({ 'user-a': { savedAt: 'yesterday', values: {}, tags: [] } }))).toEqual(
      {
        'user-a': undefined,
      },
    );
    expect(parseDrafts(null)).toEqual({});
  });
});
