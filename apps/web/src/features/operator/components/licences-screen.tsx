import { LICENCE_STATES, type LicenceState, type OperatorLicence } from '@casting/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatStandaloneDate } from '../../../lib/format';
import { Heading } from '../../../ui/heading';
import { useLicences } from '../api/operator-queries';
import { riyadhTime } from '../operator-format';
import { oneOf, pageParam } from '../operator-search-params';
import {
  AccountLink,
  Card,
  EmptyState,
  Fact,
  LoadState,
  Pager,
  ScreenHeader,
  Segmented,
  useFocusRescue,
} from './console-parts';
import { DocumentPreview } from './document-preview';
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
  const [params, setParams] = useSearchParams();
  const status = oneOf<LicenceState>(params.get('status'), LICENCE_STATES, 'PENDING');
  const page = pageParam(params.get('page'));
  const licences = useLicences(status, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = licences.data?.items;
  useFocusRescue(heading, items);
  const emptyLaterPage = items !== undefined && !licences.isPlaceholderData && items.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) setParams({ status, page: String(page - 1) }, { replace: true });
  }, [emptyLaterPage, setParams, status, page]);

  return (
    <>
      <ScreenHeader title={t('licences.title')} description={t('licences.description')} headingRef={heading}>
        <Segmented
          label={t('licences.filter')}
          values={LICENCE_STATES}
          value={status}
          labelOf={(value) => t(`licences.statuses.${value}`)}
          onChange={(value) => {
            setParams({ status: value });
          }}
        />
      </ScreenHeader>
      {items === undefined ? (
        <LoadState
          loading={t('licences.loading')}
          failed={licences.isError}
          error={licences.error}
          onRetry={() => void licences.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t(`licences.emptyTitle.${status}`)} body={t('licences.emptyBody')} />
      ) : (
        <>
          <ul
            aria-label={t('licences.listLabel')}
            aria-busy={licences.isPlaceholderData}
            className="mt-8 flex flex-col gap-5"
          >
            {items.map((licence) => (
              <li key={licence.id}>
                <LicenceCard licence={licence} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            hasMore={licences.data?.meta.hasMore ?? false}
            onPage={(next) => {
              setParams({ status, page: String(next) });
            }}
          />
        </>
      )}
    </>
  );
}
