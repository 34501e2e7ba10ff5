import type { NotificationSetting } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { Spinner } from '../../../ui/spinner';
import { SwitchField } from '../../../ui/switch-field';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSetting } from '../api/update-notification-settings';

function SettingSwitch({ setting }: { readonly setting: NotificationSetting }) {
  const { t } = useTranslation('notifications');
  const update = useUpdateNotificationSetting();
  const checked = update.isPending ? update.variables.enabled : setting.enabled;
  return (
    <SwitchField
      label={t(`settings.kinds.${setting.kind}`)}
      description={checked ? t('settings.on') : t('settings.off')}
      checked={checked}
      disabled={update.isPending}
      onChange={(enabled) => {
        update.mutate(
          { kind: setting.kind, enabled },
          {
            onError: (error) => {
              toast.error(errorMessage(error, t('settings.saveError')));
            },
          },
        );
      }}
    />
  );
}

/** /settings/notifications: one switch per kind of notification, saved as it is switched. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  return (
    <Container className="max-w-2xl py-10 lg:py-12">
      <DocumentTitle title={t('settings.title')} />
      <Eyebrow>{t('settings.eyebrow')}</Eyebrow>
      <Heading level={1} size="headline" className="mt-2 text-ink-950">
        {t('settings.title')}
      </Heading>
      <p className="mt-3 text-ink-600">{t('settings.description')}</p>
      {settings.data === undefined ? (
        settings.isError ? (
          <p role="alert" className="mt-8 text-ink-700">
            {errorMessage(settings.error, t('settings.loadError'))}
          </p>
        ) : (
          <Spinner className="mt-8" />
        )
      ) : (
        <ul className="mt-8 space-y-3">
          {settings.data.settings.map((setting) => (
            <li key={setting.kind}>
              <SettingSwitch setting={setting} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
