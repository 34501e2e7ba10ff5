import {
  Menu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react';
import type { UserStatus } from '@casting/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { changeFlowState } from '../lib/navigation-state';
import { useSignOut } from '../lib/use-sign-out';
import {
  BadgeCheckIcon,
  DownloadIcon,
  EyeIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  ShieldIcon,
  StarIcon,
} from '../ui/icons';
import { BlockIcon } from '../ui/safety-icons';
import { AccountButtonFace, accountButtonClass, displayName } from './account-button-face';

const itemClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm text-ink-900 data-focus:bg-sand-200';

function ItemIcon({ icon: ItemGlyph }: { readonly icon: ComponentType<{ className?: string }> }) {
  return <ItemGlyph className="size-[1.125rem] text-ink-600" />;
}

/** The avatar dropdown of spec §2: Logout, Change Email Address, Change Password. */
export function AccountMenu({ user }: { readonly user: UserStatus }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const name = displayName(user);

  return (
    <Menu as="div" className="relative">
      <MenuButton aria-label={t('accountMenu.open')} className={accountButtonClass}>
        <AccountButtonFace user={user} />
      </MenuButton>
      {/* Placed by CSS under the button, not by Floating UI: its first frame is already in place,
          so a click never lands on a panel that is still moving. */}
      <MenuItems
        transition
        className="absolute end-0 top-full z-50 mt-2 w-64 rounded-2xl bg-sand-50 p-2 shadow-lift ring-1 ring-ink-950/10 transition duration-150 focus:outline-none data-closed:scale-95 data-closed:opacity-0 ltr:origin-top-right rtl:origin-top-left"
      >
        <MenuSection>
          <MenuHeading className="px-3 pt-2 pb-3 text-xs text-ink-600">
            {t('accountMenu.signedInAs')}{' '}
            <span className="block truncate text-sm font-semibold text-ink-950">{name}</span>
          </MenuHeading>
          {user.role === 'ORGANIZATION' ? (
            <MenuItem>
              <Link to={paths.saved} className={itemClass}>
                <ItemIcon icon={StarIcon} />
                {t('accountMenu.savedTalent')}
              </Link>
            </MenuItem>
          ) : null}
          {user.role === 'ORGANIZATION' ? (
            <MenuItem>
              <Link to={paths.verification} className={itemClass}>
                <ItemIcon icon={BadgeCheckIcon} />
                {t('accountMenu.verification')}
              </Link>
            </MenuItem>
          ) : null}
          {user.role === 'INDIVIDUAL' ? (
            <MenuItem>
              <Link to={paths.contactSettings} className={itemClass}>
                <ItemIcon icon={ShieldIcon} />
                {t('accountMenu.contactSettings')}
              </Link>
            </MenuItem>
          ) : null}
          {user.role === 'INDIVIDUAL' ? (
            <MenuItem>
              <Link to={paths.mediaVisibility} className={itemClass}>
                <ItemIcon icon={EyeIcon} />
                {t('accountMenu.mediaVisibility')}
              </Link>
            </MenuItem>
          ) : null}
          {user.role === 'INDIVIDUAL' ? (
            <MenuItem>
              <Link to={paths.licences} className={itemClass}>
                <ItemIcon icon={BadgeCheckIcon} />
                {t('accountMenu.licences')}
              </Link>
            </MenuItem>
          ) : null}
          <MenuItem>
            <Link to={paths.blockedAccounts} className={itemClass}>
              <ItemIcon icon={BlockIcon} />
              {t('accountMenu.blocked')}
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to={paths.dataRights} className={itemClass}>
              <ItemIcon icon={DownloadIcon} />
              {t('accountMenu.dataRights')}
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to={paths.sendChangeOtp} state={changeFlowState('changeEmail')} className={itemClass}>
              <ItemIcon icon={MailIcon} />
              {t('accountMenu.changeEmail')}
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to={paths.sendChangeOtp} state={changeFlowState('changePassword')} className={itemClass}>
              <ItemIcon icon={LockIcon} />
              {t('accountMenu.changePassword')}
            </Link>
          </MenuItem>
        </MenuSection>
        <MenuSeparator className="my-1 h-px bg-ink-950/10" />
        <MenuItem>
          <button type="button" onClick={() => void signOut()} className={itemClass}>
            <ItemIcon icon={LogoutIcon} />
            {t('accountMenu.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
