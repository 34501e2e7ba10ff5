import type { BlockedUser } from '@casting/contract';
import type { MediaUrls } from '../../lib/media-urls';
import type { BlockedUserRow } from './blocks.repo';

export function toBlockedUser(row: BlockedUserRow, mediaUrls: MediaUrls): BlockedUser {
  const picture = row.organizationName === null ? row.individualPicture : row.organizationLogo;
  return {
    userId: row.userId,
    name: row.organizationName ?? `${row.firstName} ${row.lastName}`,
    profilePicture: picture === null || picture === '' ? null : mediaUrls.urlOf(picture),
    individualId: row.individualId,
    blockedAt: row.blockedAt.toISOString(),
  } satisfies BlockedUser;
}
