import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/class-names';
import { BriefcaseIcon, UserPlusIcon } from '../../../ui/icons';
import type { ExploreView } from '../explore-params';

export interface ViewSwitchProps {
  readonly value: ExploreView;
  readonly onChange: (view: ExploreView) => void;
}

const VIEWS = [
  { view: 'jobs', icon: BriefcaseIcon },
  { view: 'profiles', icon: UserPlusIcon },
] as const;

/** The Jobs/Profiles switch of spec §2: two toggle buttons, one pressed. */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  const { t } = useTranslation('explore');
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className="inline-flex shrink-0 rounded-full border border-ink-950/15 bg-white p-1"
    >
      {VIEWS.map(({ view, icon: ViewIcon }) => {
        const pressed = view === value;
        return (
          <button
            key={view}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(view);
            }}
            className={cx(
              'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors',
              pressed ? 'bg-accent-600 text-white shadow-sm' : 'text-ink-700 hover:text-ink-950',
            )}
          >
            <ViewIcon className="size-4" />
            {t(`view.${view}`)}
          </button>
        );
      })}
    </div>
  );
}
