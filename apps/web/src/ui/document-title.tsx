import { useTranslation } from 'react-i18next';

/** React 19 hoists `<title>` into the head, so each page names the browser tab it is shown in. */
export function DocumentTitle({ title }: { readonly title: string }) {
  const { t } = useTranslation();
  return <title>{t('documentTitle', { title })}</title>;
}
