import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../ui/container';
import { BrandMark } from '../ui/icons';

/** The top bar's frame, shared by the header and the shell painted before the app runs. */
export function HeaderBar({
  children,
  dialogs,
}: {
  readonly children: ReactNode;
  readonly dialogs?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-950/10 bg-sand-100/85 backdrop-blur-md">
      <Container className="flex h-18 items-center gap-4 lg:gap-8">{children}</Container>
      {dialogs}
    </header>
  );
}

/** The brand's mark and name, as the top bar shows them. */
export function BrandName() {
  const { t } = useTranslation();
  return (
    <>
      <BrandMark />
      <span className="font-display text-2xl font-medium tracking-tight text-ink-950">{t('brand.name')}</span>
    </>
  );
}
