import type { PostJobFormInput, Tag } from '@casting/contract';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LOCAL_KEYS, readLocal } from '../../../lib/local-data';
import { useSession } from '../../../lib/session-store';
import type { PostJobFormApi } from '../components/post-job-form-type';
import type { PostJobDraft } from '../post-job-draft';

type DraftStore = typeof import('../post-job-draft');

let loading: Promise<DraftStore> | undefined;
/**
 * The stored drafts, whose check of what it reads brings zod: loaded once the form has rendered.
 * One promise for every call, so that saves run in the order they were made.
 */
function draftStore(): Promise<DraftStore> {
  loading ??= import('../post-job-draft').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Until this device's draft has been read, nothing is saved over it. */
const READING = 'reading';

export interface PostJobDraftControls {
  /** A draft left from an earlier visit, until the person restores or discards it. */
  readonly offer: PostJobDraft | undefined;
  readonly restore: () => void;
  readonly discard: () => void;
  /** The job was posted: its draft goes. */
  readonly clear: () => void;
}

/**
 * Keeps Post Job's unsent form on this device for the signed-in account, as it is typed, and
 * offers it back on the next visit. While an earlier draft is offered nothing is saved, so a
 * keystroke cannot overwrite it before the person has chosen.
 */
export function usePostJobDraft(
  form: PostJobFormApi,
  selectedTags: readonly Tag[],
  setSelectedTags: (tags: readonly Tag[]) => void,
): PostJobDraftControls {
  const userId = useSession().user?.id;
  const [offer, setOffer] = useState<PostJobDraft | undefined | typeof READING>(READING);
  const values = useWatch({ control: form.control });
  const { isDirty } = form.formState;

  useEffect(() => {
    if (userId === undefined) return;
    // No draft on this device, as on most visits: nothing to check, so the store's code (with zod,
    // about 30 KB) waits for the first change to save (issue 31).
    if (readLocal(LOCAL_KEYS.postJobDrafts) === null) {
      setOffer(undefined);
      return;
    }
    let current = true;
    // Without its code (offline) the form works as before, only without a draft.
    draftStore().then(
      ({ readPostJobDraft }) => {
        if (current) setOffer(readPostJobDraft(userId));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userId]);

  useEffect(() => {
    if (userId === undefined || offer !== undefined) return;
    // The terms are agreed to anew for each post.
    const { terms: _terms, ...kept } = values;
    const draft = isDirty
      ? { savedAt: new Date().toISOString(), values: kept, tags: selectedTags }
      : undefined;
    if (draft === undefined && readLocal(LOCAL_KEYS.postJobDrafts) === null) return;
    void draftStore().then((store) => {
      if (draft === undefined) store.clearPostJobDraft(userId);
      else store.savePostJobDraft(userId, draft);
    });
  }, [userId, offer, isDirty, values, selectedTags]);

  const clear = () => {
    if (userId === undefined) return;
    void draftStore().then((store) => {
      store.clearPostJobDraft(userId);
    });
  };

  return {
    offer: offer === READING ? undefined : offer,
    restore: () => {
      if (offer === undefined || offer === READING) return;
      const restored = { ...form.formState.defaultValues, ...offer.values } as PostJobFormInput;
      form.reset(restored, { keepDefaultValues: true });
      setSelectedTags(offer.tags);
      setOffer(undefined);
    },
    discard: () => {
      clear();
      setOffer(undefined);
    },
    clear,
  };
}
