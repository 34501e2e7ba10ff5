import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { cx } from '../ui/class-names';
import { ArrowForwardIcon, BrandMark, CloseIcon } from '../ui/icons';
import { LanguageSwitch } from './language-switch';
import { SocialLinks } from './social-links';

/** Spec §2 side-menu links, in the spec's order. */
const SIDE_MENU_LINKS = [
  { to: paths.about, label: 'links.about' },
  { to: paths.services, label: 'links.services' },
  { to: paths.contact, label: 'links.contact' },
  { to: paths.privacy, label: 'links.privacy' },
] as const;

export interface SideMenuProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** A drawer from the start edge: a modal dialog, so focus is trapped and Escape closes it. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-950/50 backdrop-blur-sm transition-opacity duration-300 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex">
        <DialogPanel
          transition
          className="focus-on-dark relative flex h-full w-full max-w-sm flex-col bg-ink-950 px-8 py-7 text-sand-100 shadow-lift transition duration-300 ease-out data-closed:-translate-x-full rtl:data-closed:translate-x-full"
        >
          <div className="flex items-center justify-between gap-4">
            <DialogTitle className="flex items-center gap-3 text-eyebrow font-semibold text-accent-300 uppercase">
              <BrandMark className="size-7" />
              {t('sideMenu.title')}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('sideMenu.close')}
              className="grid size-10 cursor-pointer place-items-center rounded-full text-sand-200 hover:bg-white/10 hover:text-white"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={t('sideMenu.navLabel')} className="mt-14">
            <ul className="space-y-2">
              {SIDE_MENU_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={onClose}
                    className={({ isActive }) =>
                      cx(
                        'group flex items-center justify-between rounded-xl py-3 font-display text-3xl transition-colors',
                        isActive ? 'text-gold-400' : 'text-sand-50 hover:text-accent-300',
                      )
                    }
                  >
                    {t(link.label)}
                    <ArrowForwardIcon className="size-5 opacity-0 transition-opacity group-hover:opacity-100" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto space-y-6 border-t border-white/10 pt-8">
            <LanguageSwitch tone="dark" />
            <p className="text-sm text-ink-300">{t('sideMenu.note')}</p>
            <SocialLinks />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
