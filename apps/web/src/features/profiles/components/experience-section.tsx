import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { EditorLoading } from '../../../ui/editor-loading';
import { IsolatedText } from '../../../ui/isolated-text';
import { useReturnFocus } from '../hooks/use-return-focus';
import { EMPTY_DRAFT, formatWorkDate, toDraft, type SavedWorkExperience } from '../lib/work-experience';
import { IconButton } from './icon-button';
import { PencilIcon, PlusIcon } from './profile-icons';
import { ProfileSection } from './profile-section';

const ExperienceEditor = lazy(() =>
  import('./experience-editor').then((module) => ({ default: module.ExperienceEditor })),
);

export function ExperienceList({ entries }: { readonly entries: readonly SavedWorkExperience[] }) {
  const { t } = useTranslation('profiles');
  if (entries.length === 0) return <p className="text-ink-600">{t('experience.empty')}</p>;
  return (
    <ol className="divide-y divide-ink-950/10">
      {entries.map((entry, index) => (
        <li
          // Two entries may read the same; their order is what the person gave.
          key={index}
          className="flex gap-4 py-4 first:pt-0 last:pb-0"
        >
          <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-accent-500" />
          <p className="text-ink-800">
            <IsolatedText
              text={t('experience.line', {
                start: formatWorkDate(entry.startDate),
                end: entry.endDate === null ? t('experience.untilNow') : formatWorkDate(entry.endDate),
                title: isolate(entry.title),
                company: isolate(entry.company),
              })}
            />
          </p>
        </li>
      ))}
    </ol>
  );
}

export interface ExperienceSectionProps {
  readonly entries: readonly SavedWorkExperience[];
  readonly editable?: boolean;
}

/** Spec §2 'Experience & Awards': a list to read, and for the owner an inline editor. */
export function ExperienceSection({ entries, editable = false }: ExperienceSectionProps) {
  const { t } = useTranslation('profiles');
  const [mode, setMode] = useState<'view' | 'edit' | 'add'>('view');
  const editButton = useReturnFocus<HTMLButtonElement>(mode !== 'view');

  if (mode !== 'view') {
    const drafts = entries.map(toDraft);
    const adding = mode === 'add' || drafts.length === 0;
    return (
      <Suspense
        fallback={
          <ProfileSection title={t('experience.title')}>
            <EditorLoading />
          </ProfileSection>
        }
      >
        <ExperienceEditor
          initial={adding ? [...drafts, { ...EMPTY_DRAFT }] : drafts}
          focusIndex={adding ? drafts.length : 0}
          onDone={() => {
            setMode('view');
          }}
        />
      </Suspense>
    );
  }

  return (
    <ProfileSection
      title={t('experience.title')}
      actions={
        editable ? (
          <>
            <IconButton
              label={t('experience.add')}
              onClick={() => {
                setMode('add');
              }}
            >
              <PlusIcon className="size-[1.125rem]" />
            </IconButton>
            <IconButton
              ref={editButton}
              label={t('experience.edit')}
              onClick={() => {
                setMode('edit');
              }}
            >
              <PencilIcon className="size-[1.125rem]" />
            </IconButton>
          </>
        ) : undefined
      }
    >
      <ExperienceList entries={entries} />
    </ProfileSection>
  );
}
