import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorLoading } from '../../../ui/editor-loading';
import { useReturnFocus } from '../hooks/use-return-focus';
import { BioText } from './bio-text';
import { IconButton } from './icon-button';
import { PencilIcon } from './profile-icons';
import { ProfileSection } from './profile-section';

const BioEditor = lazy(() => import('./bio-editor').then((module) => ({ default: module.BioEditor })));

export interface AboutSectionProps {
  readonly bio: string;
  /** Edited with the bio: the talent's name in the other script. */
  readonly otherScriptName: string | null;
  /** The owner of a talent profile edits the bio here; organizations edit theirs in Edit Account. */
  readonly editable?: boolean;
}

export function AboutSection({ bio, otherScriptName, editable = false }: AboutSectionProps) {
  const { t } = useTranslation('profiles');
  const [editing, setEditing] = useState(false);
  const editButton = useReturnFocus<HTMLButtonElement>(editing);
  return (
    <ProfileSection
      title={t('about.title')}
      actions={
        editable && !editing ? (
          <IconButton
            ref={editButton}
            label={t('about.edit')}
            onClick={() => {
              setEditing(true);
            }}
          >
            <PencilIcon className="size-[1.125rem]" />
          </IconButton>
        ) : undefined
      }
    >
      {editing ? (
        <Suspense fallback={<EditorLoading />}>
          <BioEditor
            bio={bio}
            otherScriptName={otherScriptName}
            onDone={() => {
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <BioText bio={bio} emptyText={t('about.empty')} />
      )}
    </ProfileSection>
  );
}
