import { WHO_CAN_CONTACT, type WhoCanContact } from '@casting/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { Spinner } from '../../../ui/spinner';
import { useContactSettings, useSaveContactSettings } from '../api/contact-settings';

function ContactForm({ saved }: { readonly saved: WhoCanContact }) {
  const { t } = useTranslation('safety');
  const name = useId();
  const [choice, setChoice] = useState<WhoCanContact>(saved);
  const save = useSaveContactSettings();
  return (
    <form
      className="mt-8"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { whoCanContact: choice },
          {
            onSuccess: () => {
              toast.success(t('contact.saved'));
            },
            onError: (error) => {
              toast.error(errorMessage(error, t('contact.saveFailed')));
            },
          },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t('contact.legend')}</legend>
        <ul className="mt-3 space-y-3">
          {WHO_CAN_CONTACT.map((value) => (
            <li key={value}>
              <label className="flex cursor-pointer items-start gap-4 rounded-2xl border border-ink-950/10 bg-white px-4 py-4 transition-colors hover:border-ink-950/30 has-checked:border-accent-600 has-checked:bg-accent-100/40 has-focus-visible:ring-2 has-focus-visible:ring-accent-600 sm:px-5">
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={choice === value}
                  onChange={() => {
                    setChoice(value);
                  }}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-600"
                />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold text-ink-950">{t(`contact.choices.${value}`)}</span>
                  <span className="text-sm text-ink-600">{t(`contact.hints.${value}`)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-6 flex justify-end">
        <Button type="submit" variant="dark" pending={save.isPending}>
          {t('contact.save')}
        </Button>
      </div>
    </form>
  );
}

/** /settings/contact: a talent chooses which organizations may start a chat or invite them (issue 35). */
export function ContactSettingsPage() {
  const { t } = useTranslation('safety');
  const settings = useContactSettings();
  return (
    <Container className="max-w-2xl py-10 lg:py-12">
      <DocumentTitle title={t('contact.title')} />
      <Eyebrow>{t('contact.eyebrow')}</Eyebrow>
      <Heading level={1} size="headline" className="mt-2 text-ink-950">
        {t('contact.title')}
      </Heading>
      <p className="mt-3 text-ink-600">{t('contact.description')}</p>
      {settings.data === undefined ? (
        settings.isError ? (
          <div role="alert" className="mt-8">
            <p className="text-ink-700">{errorMessage(settings.error, t('contact.loadError'))}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void settings.refetch()}>
              {t('contact.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-8 flex items-center gap-3 text-sm text-ink-600">
            <Spinner className="size-4" />
            {t('contact.loading')}
          </p>
        )
      ) : (
        <ContactForm saved={settings.data.whoCanContact} />
      )}
    </Container>
  );
}
