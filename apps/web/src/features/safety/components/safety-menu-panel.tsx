import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { BlockIcon, MoreIcon, ReportFlagIcon } from '../../../ui/safety-icons';
import { IsolatedText } from '../../../ui/isolated-text';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';
import { moreButtonClass, type SafetyMenuProps, type SafetyMenuStart } from './safety-menu';

const itemClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm text-ink-900 data-focus:bg-sand-200';

/** The loaded menu (`safety-menu.tsx`) and the dialogs its items open. */
export function SafetyMenuPanel({
  label,
  report,
  blockId,
  name,
  align = 'end',
  size = 'md',
  className,
  start,
}: SafetyMenuProps & { readonly start: SafetyMenuStart }) {
  const { t } = useTranslation('safety');
  const button = useRef<HTMLButtonElement>(null);
  // The stand-in it replaces was pressed or focused while this loaded: neither is lost. After the
  // press's own events, which Headless UI's button (opened by a pointerdown) has not seen.
  const [started] = useState(start);
  // Focus moves in the commit that replaces the stand-in, so the next key reaches this button.
  useLayoutEffect(() => {
    if (started.focus) button.current?.focus();
  }, [started]);
  useEffect(() => {
    if (!started.open) return;
    const timer = setTimeout(() => {
      const element = button.current;
      if (element === null) return;
      element.focus();
      if (started.open && element.getAttribute('aria-expanded') !== 'true')
        element.dispatchEvent(
          new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse', button: 0 }),
        );
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [started]);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  // A new report starts empty each time it is opened.
  const [reportRound, setReportRound] = useState(0);
  const canBlock = blockId !== undefined && blockId !== null;
  const close = () => {
    setDialog(null);
  };

  return (
    <>
      <Menu>
        <MenuButton ref={button} aria-label={label} className={moreButtonClass(size, className)}>
          <MoreIcon className="size-5" />
        </MenuButton>
        <MenuItems
          anchor={{ to: align === 'start' ? 'bottom start' : 'bottom end', gap: 4, padding: 8 }}
          transition
          className="z-50 max-w-80 min-w-52 rounded-2xl bg-sand-50 p-2 shadow-lift ring-1 ring-ink-950/10 transition duration-150 focus:outline-none data-closed:scale-95 data-closed:opacity-0"
        >
          {report === undefined ? null : (
            <MenuItem>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  setReportRound((round) => round + 1);
                  setDialog('report');
                }}
              >
                <ReportFlagIcon className="size-[1.125rem] text-ink-600" />
                <span dir="auto" className="min-w-0 truncate">
                  <IsolatedText
                    text={
                      report.targetType === 'USER'
                        ? t('menu.reportUser', { name: isolate(name) })
                        : t(`menu.report${report.targetType}`)
                    }
                  />
                </span>
              </button>
            </MenuItem>
          )}
          {canBlock ? (
            <MenuItem>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  setDialog('block');
                }}
              >
                <BlockIcon className="size-[1.125rem] text-ink-600" />
                <span dir="auto" className="min-w-0 truncate">
                  <IsolatedText text={t('menu.block', { name: isolate(name) })} />
                </span>
              </button>
            </MenuItem>
          ) : null}
        </MenuItems>
      </Menu>
      {report === undefined ? null : (
        <ReportDialog
          key={reportRound}
          open={dialog === 'report'}
          onClose={close}
          targetType={report.targetType}
          targetId={report.targetId}
          name={name}
          onBlock={
            canBlock
              ? () => {
                  setDialog('block');
                }
              : undefined
          }
        />
      )}
      {canBlock ? (
        <BlockDialog open={dialog === 'block'} onClose={close} userId={blockId} name={name} />
      ) : null}
    </>
  );
}
