import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

export interface SearchBarProps {
  readonly initialValue: string;
  /** Worded for the category and for what is searched (talent to hire, jobs, or peers). */
  readonly placeholder: string;
  readonly onSearch: (searchKey: string) => void;
}

/**
 * Searching waits for the Search button (or Enter), so each keystroke does not reload the results.
 * The field asks for 18 rem before it shares a row: on a phone it wraps to a row of its own rather
 * than shrinking to nothing beside the view switch.
 */
export function SearchBar({ initialValue, placeholder, onSearch }: SearchBarProps) {
  const { t } = useTranslation('explore');
  const id = useId();
  const [value, setValue] = useState(initialValue);
  return (
    <form
      role="search"
      className="flex min-w-0 grow basis-72 items-center gap-2 rounded-full border border-ink-950/15 bg-white p-1 ps-5 focus-within:border-accent-500 focus-within:ring-2 focus-within:ring-accent-500/40"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0 text-ink-500">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="M16 16l4 4" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => {
          setValue(event.target.value);
        }}
        placeholder={placeholder}
        className="h-10 min-w-0 flex-1 bg-transparent text-ink-950 placeholder:text-ink-500 focus:outline-none"
      />
      <Button type="submit" size="md" variant="dark" className="shrink-0">
        {t('search.submit')}
      </Button>
    </form>
  );
}
