import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { LinkButton } from '../../../ui/link-button';
import { Spinner } from '../../../ui/spinner';
import { myApplicationsQuery, useMyApplications } from '../api/get-my-applications';
import { readApplicationsParams } from '../applications-params';
import { ApplicationItem } from '../components/application-item';
import { Pager } from '../components/pager';
import { StatusFilter } from '../components/status-filter';

/**
 * The page of applications the address asks for, fetched before the page renders: by the server
 * for its render (ADR 022), which then paints the list rather than a spinner that the list, of
 * another height, would push down from (issue 31), otherwise beside the page's code.
 */
export async function prefetchMyApplications(queryClient: QueryClient, url: URL): Promise<void> {
  const { status, page } = readApplicationsParams(url.searchParams);
  await queryClient.query(myApplicationsQuery(status, page)).catch(() => undefined);
}

function Results() {
  const { t } = useTranslation('applications');
  const [search] = useSearchParams();
  const { status, page } = readApplicationsParams(search);
  const applications = useMyApplications(status, page);

  if (applications.data === undefined) {
    return applications.isError ? (
      <div role="alert" className="mt-10 rounded-card border border-ink-950/10 bg-sand-50 p-8 text-center">
        <p className="font-medium text-ink-900">{errorMessage(applications.error, t('page.loadError'))}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() => {
            void applications.refetch();
          }}
        >
          {t('page.retry')}
        </Button>
      </div>
    ) : (
      <p role="status" className="mt-10 flex items-center gap-3 text-ink-700">
        <Spinner className="text-accent-600" />
        {t('page.loading')}
      </p>
    );
  }

  const { items, meta } = applications.data;
  if (items.length === 0) {
    return (
      <div className="mt-10 rounded-card border border-dashed border-ink-950/20 p-10 text-center">
        <Heading level={2} size="subtitle" className="text-ink-950">
          {t('empty.title')}
        </Heading>
        <p className="mt-2 text-ink-600">{status === undefined ? t('empty.ALL') : t('empty.filtered')}</p>
        {status === undefined ? (
          <LinkButton to={paths.explore} variant="dark" className="mt-6">
            {t('empty.explore')}
          </LinkButton>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ul className="mt-8 flex flex-col gap-4" aria-busy={applications.isPlaceholderData}>
        {items.map((application) => (
          <li key={application.id}>
            <ApplicationItem application={application} />
          </li>
        ))}
      </ul>
      <Pager status={status} page={page} hasMore={meta.hasMore} />
    </>
  );
}

/** /applications: the talent's applications and invitations (issue 15). */
export function MyApplicationsPage() {
  const { t } = useTranslation('applications');
  const [search] = useSearchParams();
  const { status } = readApplicationsParams(search);
  return (
    <Container className="max-w-4xl py-10 lg:py-14">
      <DocumentTitle title={t('page.title')} />
      <Eyebrow>{t('page.eyebrow')}</Eyebrow>
      <Heading level={1} size="headline" className="mt-2 text-ink-950">
        {t('page.title')}
      </Heading>
      <p className="mt-3 max-w-2xl text-ink-600">{t('page.description')}</p>
      <div className="mt-8">
        <StatusFilter current={status} />
      </div>
      <Results />
    </Container>
  );
}
