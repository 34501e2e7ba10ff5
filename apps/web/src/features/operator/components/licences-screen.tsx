import { LICENCE_STATES, type OperatorLicence } from '@casting/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStandaloneDate } from '../../../lib/format';
import { Heading } from '../../../ui/heading';
import { useLicences } from '../api/operator-queries';
import { riyadhTime } from '../operator-format';
import { AccountLink, Card, Fact } from './console-parts';
import { DocumentPreview } from './document-preview';
import { FilteredQueue } from './filtered-queue';
import { LicenceDecision } from './licence-decision';

/** A licence's last valid day (YYYY-MM-DD), with the Hijri date beside it in Arabic. */
function expiryDay(expiresOn: string): string {
  return formatStandaloneDate(`${expiresOn}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

function LicenceCard({ licence }: { readonly licence: OperatorLicence }) {
  const { t } = useTranslation('operator');
  const id = useId();
  const type = t(`licences.types.${licence.type}`);
  return (
    <Card labelledBy={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <Heading level={2} size="subtitle" id={`${id}-title`} className="text-ink-950">
          <span dir="auto">{licence.talent.name}</span>
          <span className="sr-only">, </span>
          <span className="block text-base font-normal text-ink-700">{type}</span>
        </Heading>
        <p className="text-sm text-ink-600">
          {t('licences.addedAt', { time: riyadhTime(licence.createdAt) })}
        </p>
      </div>
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term={t('console.account')}>
            <AccountLink id={licence.talent.userId} name={licence.talent.name} />
          </Fact>
          <Fact term={t('licences.type')}>{type}</Fact>
          <Fact term={t('licences.number')}>
            <span dir="auto" className="font-semibold tabular-nums">
              {licence.number}
            </span>
          </Fact>
          <Fact term={t('licences.issuer')}>
            <span dir="auto">{licence.issuer}</span>
          </Fact>
          <Fact term={t('licences.expiresOn')}>{expiryDay(licence.expiresOn)}</Fact>
          {licence.status === 'PENDING' ? null : (
            <Fact term={t('console.status')}>
              <span className="flex flex-col gap-0.5">
                <span>
                  {t(`licences.statuses.${licence.status}`)}
                  {licence.decidedAt === null
                    ? null
                    : ` · ${t('licences.decidedAt', { time: riyadhTime(licence.decidedAt) })}`}
                </span>
                {licence.reason === null ? null : (
                  <span dir="auto" className="text-ink-700">
                    {t('licences.decisionReason', { reason: licence.reason })}
                  </span>
                )}
              </span>
            </Fact>
          )}
        </dl>
        <section className="flex flex-col gap-2">
          <Heading level={3} size="subtitle" className="text-base text-ink-950">
            {t('licences.evidence')}
          </Heading>
          <DocumentPreview
            url={licence.evidence}
            picture={licence.evidenceType.startsWith('image/')}
            alt={t('licences.evidenceAlt', { type, name: licence.talent.name })}
            openLabel={t('licences.openEvidence')}
          />
        </section>
      </div>
      {licence.status === 'PENDING' ? <LicenceDecision licence={licence} type={type} /> : null}
    </Card>
  );
}

/** /operator/licences (issue 36): talents' licences to verify, pending ones oldest first. */
export function LicencesScreen() {
  const { t } = useTranslation('operator');
  return (
    <FilteredQueue
      param="status"
      values={LICENCE_STATES}
      fallback="PENDING"
      read={useLicences}
      texts={{
        title: t('licences.title'),
        description: t('licences.description'),
        filter: t('licences.filter'),
        loading: t('licences.loading'),
        listLabel: t('licences.listLabel'),
        emptyBody: t('licences.emptyBody'),
        labelOf: (value) => t(`licences.statuses.${value}`),
        emptyTitleOf: (value) => t(`licences.emptyTitle.${value}`),
      }}
      renderItem={(licence) => <LicenceCard licence={licence} />}
    />
  );
}
