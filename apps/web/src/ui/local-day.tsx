import { useHydrated } from '../lib/use-hydrated';
import { cx } from './class-names';

/** What a day is formatted with: the visitor's own time zone, or UTC until the app has hydrated. */
export interface DayZone {
  readonly timeZone?: 'UTC';
}

/**
 * A day in the visitor's time zone, which the server rendering a page does not know. Until the
 * app has hydrated the page, it is the day in UTC, hidden: the same text on the server and in the
 * hydrating render (no mismatch), taking the room the visitor's day then takes, so that nothing
 * moves when it shows (issue 31: a blank cell filled after hydration shifted the rows below it).
 */
export function LocalDay({
  value,
  text,
  className,
}: {
  /** The instant, as the API sends it (ISO 8601). */
  readonly value: string;
  /** The words shown, given the zone to format the day in (`formatDate(value, { ...zone })`). */
  readonly text: (zone: DayZone) => string;
  readonly className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <time dateTime={value} className={cx(className, !hydrated && 'invisible') || undefined}>
      {text(hydrated ? {} : { timeZone: 'UTC' })}
    </time>
  );
}
