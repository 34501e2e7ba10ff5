import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useTalentLists } from '../api/get-talent-lists';
import { ListChoice } from './list-choice';
import { NewListForm } from './new-list-form';

export interface SaveTalentDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly individualId: string;
  readonly name: string;
}

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

/** Which of the organization's lists hold a talent; a new list can be named right here. */
export function SaveTalentDialog({ open, onClose, individualId, name }: SaveTalentDialogProps) {
  const { t } = useTranslation('saved');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('save.title', { name })}
      description={t('save.intro', { name })}
    >
      <div className="flex flex-col gap-6">
        <section aria-label={t('save.listsLabel')}>
          <Lists individualId={individualId} />
        </section>
        <div className="border-t border-ink-950/10 pt-6">
          <NewListForm individualId={individualId} />
        </div>
        <Button variant="dark" onClick={onClose} className="self-end">
          {t('save.done')}
        </Button>
      </div>
    </Modal>
  );
}
