import { cx } from '../../../ui/class-names';
import { initials } from '../../../lib/initials';
import { thumbnailOf } from '../../../lib/media-renditions';

export interface AvatarProps {
  readonly name: string;
  readonly picture: string | null;
  readonly size?: 'md' | 'lg';
}

/** Decorative: the name is always written beside it. */
export function Avatar({ name, picture, size = 'md' }: AvatarProps) {
  const box = size === 'lg' ? 'size-12 text-base' : 'size-11 text-sm';
  if (picture === null) {
    return (
      <span
        aria-hidden="true"
        className={cx(
          'grid shrink-0 place-items-center rounded-full bg-ink-950 font-semibold text-gold-400',
          box,
        )}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      src={thumbnailOf(picture)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className={cx('shrink-0 rounded-full bg-sand-200 object-cover ring-1 ring-ink-950/10', box)}
    />
  );
}
