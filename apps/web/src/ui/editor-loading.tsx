import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Stands where a form will be while its code loads (forms load when first opened, not with the page). */
export function EditorLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-3 py-2 text-ink-600">
      <Spinner className="size-4" />
      {t('form.loadingEditor')}
    </p>
  );
}
