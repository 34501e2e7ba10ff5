import { Description, Field, Label, Switch } from '@headlessui/react';
import type { NotificationSetting } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { Spinner } from '../../../ui/spinner';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSetting } from '../api/update-notification-settings';

function SettingSwitch({ setting }: { readonly setting: NotificationSetting }) {
  const { t } = useTranslation('notifications');
  const update = useUpdateNotificationSetting();
  const checked = update.isPending ? update.variables.enabled : setting.enabled;
  return (
    <Field className="flex items-center gap-4 rounded-2xl border border-ink-950/10 bg-white px-5 py-4">
      <div className="min-w-0">
        <Label className="block text-sm font-semibold text-ink-950">
          {t(`settings.kinds.${setting.kind}`)}
        </Label>
        <Description className="text-sm text-ink-600">
          {checked ? t('settings.on') : t('settings.off')}
        </Description>
      </div>
      <Switch
        checked={checked}
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
        disabled={update.isPending}
        className="group relative ms-auto inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-300 transition-colors data-checked:bg-accent-600 data-disabled:cursor-wait"
      >
        <span
          aria-hidden="true"
          className="ms-1 size-5 rounded-full bg-white shadow transition-[margin] group-data-checked:ms-6"
        />
      </Switch>
    </Field>
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
