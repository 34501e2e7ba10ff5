import type { Tag } from '@casting/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { EditorLoading } from '../../../ui/editor-loading';
import { FieldError } from '../../../ui/form/field-error';
import { CloseIcon } from '../../../ui/icons';

// The tag box, with the tag rule (zod) and the tag requests, when first opened.
const TagSearchPanel = lazy(() =>
  import('./tag-search-panel').then((module) => ({ default: module.TagSearchPanel })),
);

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
  const panelId = useId();
  const [open, setOpen] = useState(false);

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
            setOpen(!open);
          }}
        >
          {open ? t('postJob.tags.cancel') : t('postJob.tags.add')}
        </Button>
      </div>
      {error === undefined ? null : <FieldError className="mt-2" message={error} />}
      {open ? (
        <Suspense fallback={<EditorLoading />}>
          <TagSearchPanel panelId={panelId} selected={selected} onToggle={onToggle} onAdd={onAdd} />
        </Suspense>
      ) : null}
    </div>
  );
}
