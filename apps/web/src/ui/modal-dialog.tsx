import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { useFocusReturn } from './focus-return';
import { CloseIcon } from './icons';
import { IsolatedText } from './isolated-text';

export interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
  /** Hide the corner close button when the dialog's own buttons must be used to leave it. */
  readonly showCloseButton?: boolean;
  readonly children?: ReactNode;
}

/** Mounted with the panel's content, so it returns focus once the closing transition ends. */
function FocusReturn() {
  useFocusReturn();
  return null;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

/** A translated sentence shows the names and titles it isolated (`lib/isolate.ts`) each in a `<bdi>`. */
function withIsolates(text: ReactNode): ReactNode {
  return typeof text === 'string' ? <IsolatedText text={text} /> : text;
}

/**
 * The modal host (`Modal` loads it): a full-screen overlay above everything. Headless UI traps focus, closes on
 * Escape, hides the rest of the page from assistive technology and locks page scroll while open.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  size = 'md',
  showCloseButton = true,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-950/60 backdrop-blur-sm transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-8">
        <DialogPanel
          transition
          className={cx(
            'relative flex max-h-full w-full flex-col rounded-card bg-sand-50 shadow-lift transition duration-200 data-closed:translate-y-2 data-closed:opacity-0',
            SIZES[size],
          )}
        >
          <FocusReturn />
          <div className="shrink-0 px-6 pt-7 sm:px-8 sm:pt-8">
            <DialogTitle className="pe-10 font-display text-title font-medium text-ink-950">
              {withIsolates(title)}
            </DialogTitle>
            {description === undefined ? null : (
              <Description className="mt-3 text-ink-700">{withIsolates(description)}</Description>
            )}
          </div>
          {showCloseButton ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('modal.close')}
              className="absolute end-4 top-4 grid size-10 cursor-pointer place-items-center rounded-full text-ink-700 hover:bg-ink-950/5 hover:text-ink-950"
            >
              <CloseIcon />
            </button>
          ) : null}
          {/* The body scrolls inside the panel, so a tall form never pushes its buttons off the screen. */}
          <div
            data-modal-body
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pb-8 sm:px-8"
          >
            {children === undefined ? null : <div className="mt-6">{children}</div>}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
