import type { PostJobFormInput, Tag } from '@casting/contract';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSession } from '../../../lib/session-store';
import type { PostJobFormApi } from '../components/post-job-form-type';
import { clearPostJobDraft, readPostJobDraft, savePostJobDraft, type PostJobDraft } from '../post-job-draft';

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
  const [offer, setOffer] = useState(() => (userId === undefined ? undefined : readPostJobDraft(userId)));
  const values = useWatch({ control: form.control });
  const { isDirty } = form.formState;

  useEffect(() => {
    if (userId === undefined || offer !== undefined) return;
    if (!isDirty) {
      clearPostJobDraft(userId);
      return;
    }
    // The terms are agreed to anew for each post.
    const { terms: _terms, ...kept } = values;
    savePostJobDraft(userId, { savedAt: new Date().toISOString(), values: kept, tags: selectedTags });
  }, [userId, offer, isDirty, values, selectedTags]);

  return {
    offer,
    restore: () => {
      if (offer === undefined) return;
      const restored = { ...form.formState.defaultValues, ...offer.values } as PostJobFormInput;
      form.reset(restored, { keepDefaultValues: true });
      setSelectedTags(offer.tags);
      setOffer(undefined);
    },
    discard: () => {
      if (userId !== undefined) clearPostJobDraft(userId);
      setOffer(undefined);
    },
    clear: () => {
      if (userId !== undefined) clearPostJobDraft(userId);
    },
  };
}
