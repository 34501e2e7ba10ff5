import { LICENCE_RULES } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { BadgeCheckIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useLicences } from '../api/licences';
import { LicenceForm } from '../components/licence-form';
import { LicenceItem } from '../components/licence-item';

/** /settings/licences: a talent adds licences for an operator to verify, and follows each one (issue 36). */
export function LicencesPage() {
  const { t } = useTranslation('licences');
  const licences = useLicences();
  const items = licences.data?.licences ?? [];
  return (
    <Container className="max-w-3xl py-10 lg:py-12">
      <DocumentTitle title={t('title')} />
      <Eyebrow>{t('eyebrow')}</Eyebrow>
      <Heading level={1} size="headline" className="mt-2 text-ink-950">
        {t('title')}
      </Heading>
      <p className="mt-3 text-ink-600">{t('description')}</p>
      {licences.data === undefined ? (
        licences.isError ? (
          <div role="alert" className="mt-8">
            <p className="text-ink-700">{errorMessage(licences.error, t('loadError'))}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void licences.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-8 flex items-center gap-3 text-sm text-ink-600">
            <Spinner className="size-4" />
            {t('loading')}
          </p>
        )
      ) : (
        <>
          {items.length === 0 ? (
            <div className="mt-8 flex flex-col items-center gap-3 rounded-card border border-dashed border-ink-950/15 px-6 py-12 text-center">
              <BadgeCheckIcon className="size-8 text-ink-400" />
              <Heading level={2} size="subtitle" className="text-ink-950">
                {t('emptyTitle')}
              </Heading>
              <p className="max-w-md text-ink-600">{t('emptyBody')}</p>
            </div>
          ) : (
            <section aria-labelledby="licences-list" className="mt-8">
              <Heading level={2} size="subtitle" id="licences-list" className="text-ink-950">
                {t('listLabel')}
              </Heading>
              <ul className="mt-4 space-y-4">
                {items.map((licence) => (
                  <LicenceItem key={licence.id} licence={licence} />
                ))}
              </ul>
            </section>
          )}
          {items.length >= LICENCE_RULES.maxPerTalent ? (
            <p role="status" className="mt-6 rounded-card bg-sand-100 p-6 text-ink-800">
              {t('limit', { max: LICENCE_RULES.maxPerTalent })}
            </p>
          ) : (
            <LicenceForm />
          )}
        </>
      )}
    </Container>
  );
}
