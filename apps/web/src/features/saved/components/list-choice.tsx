import type { TalentList } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../ui/spinner';
import { useListMembership } from '../api/list-membership';

export interface ListChoiceProps {
  readonly list: TalentList;
  readonly individualId: string;
}

/** One of the organization's lists as a checkbox: ticking saves the talent in it, unticking takes them out. */
export function ListChoice({ list, individualId }: ListChoiceProps) {
  const { t } = useTranslation('saved');
  const membership = useListMembership();
  const member = list.members.some((talent) => talent.id === individualId);
  // While the change and the refetch after it run, the box shows where it is going.
  const checked = membership.isPending ? membership.variables.saved : member;

  const toggle = (saved: boolean) => {
    membership.mutate(
      { membership: { listId: list.id, individualId }, saved },
      {
        onSuccess: () => {
          toast.success(t(saved ? 'save.saved' : 'save.removed', { list: isolate(list.name) }));
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('save.failed')));
        },
      },
    );
  };

  return (
    <li>
      <label className="flex cursor-pointer items-center gap-4 rounded-2xl border border-ink-950/10 bg-white px-4 py-3 transition-colors hover:border-ink-950/30 has-focus-visible:ring-2 has-focus-visible:ring-accent-600">
        <input
          type="checkbox"
          checked={checked}
          disabled={membership.isPending}
          onChange={(event) => {
            toggle(event.target.checked);
          }}
          className="size-5 shrink-0 cursor-pointer accent-accent-600"
        />
        <span dir="auto" className="min-w-0 truncate font-semibold text-ink-950">
          {list.name}
        </span>
        {membership.isPending ? <Spinner className="size-4 text-ink-600" /> : null}
        <span className="ms-auto shrink-0 text-sm text-ink-600">
          {t('save.members', { count: list.members.length })}
        </span>
      </label>
    </li>
  );
}
