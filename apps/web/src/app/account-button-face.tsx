import type { UserStatus } from '@casting/contract';
import { initials } from '../lib/initials';
import { thumbnailOf } from '../lib/media-renditions';
import { ChevronDownIcon } from '../ui/icons';

export const accountButtonClass =
  'flex cursor-pointer items-center gap-2 rounded-full p-1 pe-2 text-ink-700 transition-colors hover:bg-ink-950/5';

export function displayName(user: UserStatus): string {
  const organizationName = user.organization?.name ?? '';
  return organizationName !== '' ? organizationName : `${user.firstName} ${user.lastName}`.trim();
}

function avatarUrl(user: UserStatus): string | null {
  const picture = user.individual?.specialtyInfo.profilePicture;
  if (typeof picture === 'string' && picture !== '') return picture;
  const logo = user.organization?.logo ?? '';
  return logo === '' ? null : logo;
}

/** What the account menu's button shows: the avatar (or initials) and a chevron. */
export function AccountButtonFace({ user }: { readonly user: UserStatus }) {
  const picture = avatarUrl(user);
  return (
    <>
      {picture === null ? (
        <span className="grid size-9 place-items-center rounded-full bg-ink-950 text-sm font-semibold text-gold-400">
          {initials(displayName(user))}
        </span>
      ) : (
        <img
          src={thumbnailOf(picture)}
          alt=""
          width={36}
          height={36}
          className="size-9 rounded-full object-cover"
        />
      )}
      <ChevronDownIcon className="size-4" />
    </>
  );
}
