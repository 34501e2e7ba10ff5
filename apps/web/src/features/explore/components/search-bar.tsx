import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

export interface SearchBarProps {
  readonly initialValue: string;
  readonly onSearch: (searchKey: string) => void;
}

/** Searching waits for the Search button (or Enter), so each keystroke does not reload the results. */
export function SearchBar({ initialValue, onSearch }: SearchBarProps) {
  const { t } = useTranslation('explore');
  const id = useId();
  const [value, setValue] = useState(initialValue);
  return (
    <form
      role="search"
      className="flex min-w-0 flex-1 items-center gap-2 rounded-full border border-ink-950/15 bg-white p-1 ps-5 focus-within:border-accent-500 focus-within:ring-2 focus-within:ring-accent-500/40"
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
        placeholder={t('search.placeholder')}
        className="h-10 min-w-0 flex-1 bg-transparent text-ink-950 placeholder:text-ink-500 focus:outline-none"
      />
      <Button type="submit" size="md" variant="dark">
        {t('search.submit')}
      </Button>
    </form>
  );
}
