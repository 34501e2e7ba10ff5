import { TagTitleSchema, type Tag } from '@casting/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { TextField } from '../../../ui/form/text-field';
import { CloseIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useCreateTag } from '../api/create-tag';
import { useTagSearch } from '../api/search-tags';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { FieldError } from '../../../ui/form/field-error';

const SEARCH_DELAY_MS = 250;

export interface TagPickerProps {
  readonly selected: readonly Tag[];
  /** Spec §4: choosing a tag that is already selected takes it off again. */
  readonly onToggle: (tag: Tag) => void;
  readonly onAdd: (tag: Tag) => void;
  readonly onRemove: (tag: Tag) => void;
  readonly error?: string | undefined;
}

/**
 * Spec §2/§4/§5: 'Add Tag +' opens a tag box and becomes 'Cancel'; typing lists existing tags,
 * Enter adds the typed tag (creating it when new); chips can be removed.
 */
export function TagPicker({ selected, onToggle, onAdd, onRemove, error }: TagPickerProps) {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | undefined>(undefined);
  const searchKey = useDebouncedValue(open ? text.trim() : '', SEARCH_DELAY_MS);
  const search = useTagSearch(searchKey);
  const createTag = useCreateTag();
  const selectedIds = new Set(selected.map((tag) => tag.id));
  const suggestions = searchKey === '' ? [] : (search.data ?? []);

  function close() {
    setOpen(false);
    setText('');
    setInputError(undefined);
  }

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
    <div>
      <div className="flex flex-wrap items-center gap-2">
        {selected.length === 0 ? (
          <p className="text-sm text-ink-600">{t('postJob.tags.none')}</p>
        ) : (
          <ul aria-label={t('postJob.tags.selected')} className="flex flex-wrap gap-2">
            {selected.map((tag) => (
              <li
                key={tag.id}
                className="inline-flex items-center gap-1 rounded-full bg-ink-950 py-1 ps-3 pe-1 text-sm font-medium text-sand-50"
              >
                {tag.title}
                <button
                  type="button"
                  onClick={() => {
                    onRemove(tag);
                  }}
                  aria-label={t('postJob.tags.remove', { tag: tag.title })}
                  className="focus-on-dark grid size-6 cursor-pointer place-items-center rounded-full text-sand-200 hover:bg-white/15 hover:text-white"
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant={open ? 'ghost' : 'outline'}
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            if (open) close();
            else setOpen(true);
          }}
        >
          {open ? t('postJob.tags.cancel') : t('postJob.tags.add')}
        </Button>
      </div>
      {error === undefined ? null : <FieldError className="mt-2" message={error} />}
      {open ? (
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
            ) : searchKey !== '' &&
              inputError === undefined &&
              search.isSuccess &&
              suggestions.length === 0 ? (
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
      ) : null}
    </div>
  );
}
