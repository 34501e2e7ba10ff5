import { useTranslation } from 'react-i18next';

/** A figure that the eye toggle can hide; hidden, screen readers hear "Hidden" rather than dots. */
export function Amount({ text, hidden }: { readonly text: string; readonly hidden: boolean }) {
  const { t } = useTranslation('payments');
  // Formatted in the page's language, so it reads in the page's direction.
  if (!hidden) return <span>{text}</span>;
  return (
    <>
      <span aria-hidden="true" className="tracking-widest">
        ••••••
      </span>
      <span className="sr-only">{t('summary.hidden')}</span>
    </>
  );
}
