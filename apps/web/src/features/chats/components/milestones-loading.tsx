import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';

/** While a contract's milestones, or their code, are on their way. */
export function MilestonesLoading() {
  const { t } = useTranslation('chats');
  return (
    <p
      className="flex items-center gap-2 border-t border-ink-950/8 px-5 py-4 text-sm text-ink-600"
      role="status"
    >
      <Spinner className="size-4" />
      {t('milestones.loading')}
    </p>
  );
}
