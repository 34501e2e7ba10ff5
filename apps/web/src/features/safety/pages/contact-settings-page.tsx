import { WHO_CAN_CONTACT } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceSettings } from '../components/choice-settings';
import { useContactSettings, useSaveContactSettings } from '../api/contact-settings';

/** /settings/contact: a talent chooses which organizations may start a chat or invite them (issue 35). */
export function ContactSettingsPage() {
  const { t } = useTranslation('safety');
  const settings = useContactSettings();
  const save = useSaveContactSettings();
  return (
    <ChoiceSettings
      section="contact"
      describe={(choice) => ({ label: t(`contact.choices.${choice}`), hint: t(`contact.hints.${choice}`) })}
      choices={WHO_CAN_CONTACT}
      saved={settings.data?.whoCanContact}
      loadError={settings.error}
      onRetry={() => void settings.refetch()}
      saving={save.isPending}
      onSave={(whoCanContact, done) => {
        save.mutate({ whoCanContact }, done);
      }}
    />
  );
}
