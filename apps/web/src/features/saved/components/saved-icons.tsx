import { Icon, type IconProps } from '../../../ui/icons';

/** Filled once the talent sits in at least one list. */
export function BookmarkIcon({ filled = false, ...props }: IconProps & { readonly filled?: boolean }) {
  return (
    <Icon {...props}>
      <path
        d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.5-6.5 4.5v-16a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  );
}
