import { MEDIA_REQUEST_RULES, type AccountRole, type JobRequestStatus } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { useJobRequestMediaRequests } from '../../../lib/media-requests/media-request-queries';
import { AskMediaButton } from '../../../ui/media-requests/ask-media-button';
import { MediaRequestItem } from './media-request-item';

export interface ContractMediaRequestsProps {
  readonly requestId: string;
  readonly requestStatus: JobRequestStatus;
  readonly role: AccountRole;
  /** The other party's name: the talent asked, for the organization. */
  readonly partyName: string;
}

/** The media requests (self-tapes) of a contract: the organization asks for more, the talent answers or declines. */
export function ContractMediaRequests({
  requestId,
  requestStatus,
  role,
  partyName,
}: ContractMediaRequestsProps) {
  const { t } = useTranslation('media-requests');
  const requests = useJobRequestMediaRequests(requestId);
  const canAsk =
    role === 'ORGANIZATION' &&
    (MEDIA_REQUEST_RULES.openRequestStates as readonly string[]).includes(requestStatus);
  const items = requests.data ?? [];
  if (items.length === 0 && !canAsk) return null;
  return (
    <section aria-labelledby={`media-requests-${requestId}`} className="border-t border-ink-950/8 px-5 py-4">
      <div className="flex items-center justify-between gap-3">
        <h4
          id={`media-requests-${requestId}`}
          className="text-xs font-semibold tracking-wide text-ink-600 uppercase"
        >
          {t('chat.title')}
        </h4>
        {canAsk ? <AskMediaButton requestId={requestId} talentName={partyName} className="-me-3" /> : null}
      </div>
      {items.length === 0 ? null : (
        <ul className="mt-3 flex flex-col gap-3">
          {items.map((request) => (
            <MediaRequestItem key={request.id} request={request} role={role} partyName={partyName} />
          ))}
        </ul>
      )}
    </section>
  );
}
