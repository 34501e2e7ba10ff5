import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/class-names';
import { Container } from '../ui/container';
import { BrandMark } from '../ui/icons';

/** The top bar's frame, shared by the header and the shell painted before the app runs. */
export function HeaderBar({
  children,
  below,
  dialogs,
}: {
  readonly children: ReactNode;
  /** A row under the bar (the signed-in links on screens too narrow to hold them beside it). */
  readonly below?: ReactNode;
  readonly dialogs?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-950/10 bg-sand-100/85 backdrop-blur-md">
      <Container className="flex h-18 items-center gap-3 sm:gap-4 lg:gap-8">{children}</Container>
      {below}
      {dialogs}
    </header>
  );
}

/**
 * The brand's mark and name, as the top bar shows them. `compact`: the signed-in bar, whose menus
 * leave a phone room for the mark only.
 */
export function BrandName({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <BrandMark />
      <span
        className={cx(
          'font-display text-2xl font-medium tracking-tight text-ink-950',
          compact && 'hidden sm:inline',
        )}
      >
        {t('brand.name')}
      </span>
    </>
  );
}
