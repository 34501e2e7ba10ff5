import { MAX_LENGTHS } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form/text-field';
import { useCreateTalentList } from '../api/create-talent-list';
import { useListMembership } from '../api/list-membership';

/** Names a new list and saves the talent in it at once. */
export function NewListForm({ individualId }: { readonly individualId: string }) {
  const { t } = useTranslation('saved');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const create = useCreateTalentList();
  const membership = useListMembership();
  const pending = create.isPending || membership.isPending;

  const submit = async () => {
    setError(undefined);
    let list;
    try {
      list = await create.mutateAsync(name);
    } catch (failure) {
      setError(errorMessage(failure, t('save.createFailed')));
      return;
    }
    try {
      await membership.mutateAsync({ membership: { listId: list.id, individualId }, saved: true });
      setName('');
      toast.success(t('save.saved', { list: isolate(list.name) }));
    } catch (failure) {
      toast.error(errorMessage(failure, t('save.failed')));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className="flex flex-col gap-3"
    >
      <TextField
        label={t('save.newList')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        placeholder={t('save.newListPlaceholder')}
        maxLength={MAX_LENGTHS.talentListName}
        dir="auto"
        autoComplete="off"
        error={error}
      />
      <Button type="submit" variant="outline" pending={pending} className="self-end">
        {create.isPending ? t('save.creating') : t('save.create')}
      </Button>
    </form>
  );
}
