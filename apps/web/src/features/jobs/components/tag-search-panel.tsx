import { TagTitleSchema, type Tag } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { cx } from '../../../ui/class-names';
import { TextField } from '../../../ui/form/text-field';
import { Spinner } from '../../../ui/spinner';
import { useCreateTag } from '../api/create-tag';
import { useTagSearch } from '../api/search-tags';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const SEARCH_DELAY_MS = 250;

export interface TagSearchPanelProps {
  readonly panelId: string;
  readonly selected: readonly Tag[];
  readonly onToggle: (tag: Tag) => void;
  readonly onAdd: (tag: Tag) => void;
}

/**
 * The tag box 'Add Tag +' opens: typing lists existing tags, Enter adds the typed tag (creating
 * it when new). It loads when first opened, with the tag rule and requests, and starts empty
 * each time it opens.
 */
export function TagSearchPanel({ panelId, selected, onToggle, onAdd }: TagSearchPanelProps) {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | undefined>(undefined);
  const searchKey = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useTagSearch(searchKey);
  const createTag = useCreateTag();
  const selectedIds = new Set(selected.map((tag) => tag.id));
  const suggestions = searchKey === '' ? [] : (search.data ?? []);

  function addTyped() {
    const parsed = TagTitleSchema.safeParse(text);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message);
      return;
    }
    createTag.mutate(parsed.data, {
      onSuccess: (tag) => {
        onAdd(tag);
        setText('');
      },
      onError: (failure) => {
        toast.error(errorMessage(failure, tc('errors.unexpected')));
      },
    });
  }

  return (
    <div id={panelId} className="mt-4 rounded-2xl border border-ink-950/10 bg-white p-5">
      <TextField
        label={t('postJob.tags.field')}
        placeholder={t('postJob.tags.placeholder')}
        value={text}
        autoFocus
        autoComplete="off"
        error={inputError}
        disabled={createTag.isPending}
        onChange={(event) => {
          setText(event.target.value);
          setInputError(undefined);
        }}
        onKeyDown={(event) => {
          // Enter adds the tag; it must never submit the job form around it.
          if (event.key === 'Enter') {
            event.preventDefault();
            addTyped();
          } else if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            setText('');
          }
        }}
      />
      <div className="mt-3 min-h-6" aria-live="polite">
        {createTag.isPending ? (
          <p className="flex items-center gap-2 text-sm text-ink-600">
            <Spinner className="size-4" />
            {t('postJob.tags.adding')}
          </p>
        ) : searchKey !== '' && search.isFetching && suggestions.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-ink-600">
            <Spinner className="size-4" />
            {t('postJob.tags.searching')}
          </p>
        ) : searchKey !== '' && inputError === undefined && search.isSuccess && suggestions.length === 0 ? (
          <p className="text-sm text-ink-600">{t('postJob.tags.noMatch')}</p>
        ) : null}
      </div>
      {suggestions.length === 0 ? null : (
        <ul aria-label={t('postJob.tags.suggestions')} className="mt-1 flex flex-wrap gap-2">
          {suggestions.map((tag) => {
            const isSelected = selectedIds.has(tag.id);
            return (
              <li key={tag.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => {
                    onToggle(tag);
                  }}
                  className={cx(
                    'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                    isSelected
                      ? 'border-accent-600 bg-accent-100 text-accent-700'
                      : 'border-ink-950/15 text-ink-800 hover:border-ink-950/40',
                  )}
                >
                  {tag.title}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
