import { TagSchema, type Tag } from '@casting/contract';
import { z } from 'zod';
import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from '../../lib/local-data';

/** What Post Job keeps of an unsent form: its values as typed, and the chosen tags with their titles. */
export interface PostJobDraft {
  readonly savedAt: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly tags: readonly Tag[];
}

const DraftSchema = z.object({
  savedAt: z.iso.datetime(),
  values: z.record(z.string(), z.unknown()),
  tags: z.array(TagSchema),
});

// A draft written by an older form, or by hand, is dropped rather than half restored.
const DraftsSchema = z.record(z.string(), DraftSchema.optional().catch(undefined));

type Drafts = Record<string, PostJobDraft | undefined>;

export function parseDrafts(stored: string | null): Drafts {
  if (stored === null) return {};
  try {
    return DraftsSchema.catch({}).parse(JSON.parse(stored));
  } catch {
    return {};
  }
}

/** The stored text once `userId`'s draft is `draft` (or gone), null when no draft is left. */
export function withDraft(drafts: Drafts, userId: string, draft: PostJobDraft | undefined): string | null {
  const next = { ...drafts, [userId]: draft };
  const kept = Object.entries(next).filter(([, value]) => value !== undefined);
  return kept.length === 0 ? null : JSON.stringify(Object.fromEntries(kept));
}

function store(userId: string, draft: PostJobDraft | undefined): void {
  const text = withDraft(parseDrafts(readLocal(LOCAL_KEYS.postJobDrafts)), userId, draft);
  if (text === null) removeLocal(LOCAL_KEYS.postJobDrafts);
  else writeLocal(LOCAL_KEYS.postJobDrafts, text);
}

export function readPostJobDraft(userId: string): PostJobDraft | undefined {
  return parseDrafts(readLocal(LOCAL_KEYS.postJobDrafts))[userId];
}

export function savePostJobDraft(userId: string, draft: PostJobDraft): void {
  store(userId, draft);
}

export function clearPostJobDraft(userId: string): void {
  store(userId, undefined);
}
