import type { Specialty } from '@casting/contract';
import type { ReactNode } from 'react';
import { Icon } from './icons';

const GLYPHS: { readonly [S in Specialty]: ReactNode } = {
  MODEL: (
    <path d="M12 7a2 2 0 1 1 2-2M12 7v1.5L3.4 14.8A1.5 1.5 0 0 0 4.3 17.5h15.4a1.5 1.5 0 0 0 .9-2.7L12 8.5" />
  ),
  VIDEOGRAPHER: (
    <>
      <rect x="3" y="7" width="12" height="10" rx="2" />
      <path d="M15 10.5l6-3.5v10l-6-3.5" />
    </>
  ),
  PHOTOGRAPHER: (
    <>
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </>
  ),
  EDITOR: (
    <>
      <circle cx="6" cy="7" r="2.5" />
      <circle cx="6" cy="17" r="2.5" />
      <path d="M8.2 8.4L20 17M8.2 15.6L20 7" />
    </>
  ),
  TOURISM: <path d="M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14" />,
  BEAUTY: <path d="M18 3l3 3-9 9-3-3zM9 12l-3 3c-1 1-1 3-3 4 2 1 5 0 6-1l3-3" />,
  ATHLETE: (
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M10 17h4v3h-4z" />
  ),
  ARTIST: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.2 0 1.6-1 1.2-2-.5-1.1.3-2 1.4-2H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10.5" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </>
  ),
  FASHION: <path d="M6 4h12l3 5-9 11L3 9zM3 9h18M9 4l3 5 3-5M12 9v11" />,
  MUSIC_AND_SOUND_ENGINEER: (
    <>
      <path d="M9 18V6l11-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </>
  ),
};

/** One decorative glyph per specialty; the specialty's name is always written beside it. */
export function SpecialtyIcon({
  specialty,
  className = 'size-6',
}: {
  readonly specialty: Specialty;
  readonly className?: string;
}) {
  return (
    <Icon strokeWidth={1.6} className={className}>
      {GLYPHS[specialty]}
    </Icon>
  );
}
