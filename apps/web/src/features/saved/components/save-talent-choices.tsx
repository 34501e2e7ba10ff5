import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useTalentLists } from '../api/get-talent-lists';
import { ListChoice } from './list-choice';
import { NewListForm } from './new-list-form';

function Lists({ individualId }: { readonly individualId: string }) {
  const { t } = useTranslation('saved');
  const lists = useTalentLists();
  if (lists.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-ink-600">
        <Spinner className="size-4" />
        {t('save.loading')}
      </p>
    );
  }
  if (lists.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-accent-700">
        {errorMessage(lists.error, t('save.loadError'))}
        <Button size="sm" variant="outline" onClick={() => void lists.refetch()}>
          {t('save.retry')}
        </Button>
      </div>
    );
  }
  if (lists.data.length === 0) return <p className="text-ink-600">{t('save.noLists')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {lists.data.map((list) => (
        <ListChoice key={list.id} list={list} individualId={individualId} />
      ))}
    </ul>
  );
}

/** The lists to tick, a new list's name, and Done: the save dialog's body. */
export function SaveTalentChoices({
  individualId,
  onDone,
}: {
  readonly individualId: string;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('saved');
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t('save.listsLabel')}>
        <Lists individualId={individualId} />
      </section>
      <div className="border-t border-ink-950/10 pt-6">
        <NewListForm individualId={individualId} />
      </div>
      <Button variant="dark" onClick={onDone} className="self-end">
        {t('save.done')}
      </Button>
    </div>
  );
}
