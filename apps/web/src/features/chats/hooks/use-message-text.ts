import type { ChatNotice } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';

/**
 * What a message says to this reader: a notice the server wrote in the reader's language (the
 * job's title isolated inside the sentence), anything else as it was written.
 */
export function useMessageText(message: {
  readonly content: string;
  readonly notice: ChatNotice | null;
}): string {
  const { t } = useTranslation('notices');
  const { notice } = message;
  return notice === null ? message.content : t(notice.kind, { jobTitle: isolate(notice.jobTitle) });
}
