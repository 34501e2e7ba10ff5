import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { LinkButton } from '../../../ui/link-button';
import { Spinner } from '../../../ui/spinner';
import { talentListsQuery, useTalentLists } from '../api/get-talent-lists';
import { BookmarkIcon } from '../components/saved-icons';
import { TalentListSection } from '../components/talent-list-section';

function Notice({ children }: { readonly children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-ink-950/20 bg-sand-50/60 px-8 py-20 text-center">
      {children}
    </div>
  );
}

/**
 * The organization's lists, fetched before the page renders: by the server for its render
 * (ADR 022), otherwise beside the page's code. A failure is left to the page, which asks again.
 */
export async function prefetchSavedLists(queryClient: QueryClient): Promise<void> {
  await queryClient.query(talentListsQuery()).catch(() => undefined);
}

/** /saved: the organization's private lists of talent (issue #15, Saved talent). */
export function SavedPage() {
  const { t } = useTranslation('saved');
  const lists = useTalentLists();

  let body: ReactNode;
  if (lists.isPending) {
    body = (
      <Notice>
        <p role="status" className="flex items-center gap-3 text-ink-600">
          <Spinner className="size-5" />
          {t('page.loading')}
        </p>
      </Notice>
    );
  } else if (lists.isError) {
    body = (
      <div className="rounded-card border border-accent-300 bg-accent-100/50 px-8 py-12 text-center">
        <p role="alert" className="font-semibold text-accent-700">
          {errorMessage(lists.error, t('page.loadError'))}
        </p>
        <Button variant="outline" className="mt-5" onClick={() => void lists.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  } else if (lists.data.length === 0) {
    body = (
      <Notice>
        <span className="grid size-14 place-items-center rounded-full bg-accent-100 text-accent-700">
          <BookmarkIcon className="size-7" />
        </span>
        <Heading level={2} className="mt-5 text-ink-950">
          {t('page.emptyTitle')}
        </Heading>
        <p className="mt-2 max-w-lg text-ink-700">{t('page.emptyBody')}</p>
        <LinkButton to={paths.explore} variant="dark" className="mt-6">
          {t('page.explore')}
        </LinkButton>
      </Notice>
    );
  } else {
    body = (
      <div className="flex flex-col gap-14">
        {lists.data.map((list) => (
          <TalentListSection key={list.id} list={list} />
        ))}
      </div>
    );
  }

  return (
    <Container className="py-10 lg:py-12">
      <DocumentTitle title={t('page.title')} />
      <div className="flex flex-wrap items-end justify-between gap-x-10 gap-y-3">
        <div>
          <Eyebrow>{t('page.eyebrow')}</Eyebrow>
          <Heading level={1} size="headline" className="mt-2 text-ink-950">
            {t('page.title')}
          </Heading>
        </div>
        <p className="max-w-md text-ink-600">{t('page.description')}</p>
      </div>
      <div className="mt-10">{body}</div>
    </Container>
  );
}
