import { MEDIA_VISIBILITIES } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceSettings } from '../components/choice-settings';
import { useMediaVisibility, useSaveMediaVisibility } from '../api/media-visibility';

/** /settings/privacy: a talent chooses who sees their photos and measurements (issue 36). */
export function MediaVisibilityPage() {
  const { t } = useTranslation('safety');
  const settings = useMediaVisibility();
  const save = useSaveMediaVisibility();
  return (
    <ChoiceSettings
      section="photos"
      describe={(choice) => ({ label: t(`photos.choices.${choice}`), hint: t(`photos.hints.${choice}`) })}
      choices={MEDIA_VISIBILITIES}
      saved={settings.data?.mediaVisibility}
      loadError={settings.error}
      onRetry={() => void settings.refetch()}
      saving={save.isPending}
      onSave={(mediaVisibility, done) => {
        save.mutate({ mediaVisibility }, done);
      }}
    />
  );
}
