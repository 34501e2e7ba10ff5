import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { hasFullAccess, useSession } from '../lib/session-store';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { DocumentTitle } from '../ui/document-title';
import { Heading } from '../ui/heading';
import { LinkButton } from '../ui/link-button';

export type ErrorKind = 'crashed' | 'not-found';

/**
 * The fallback page of spec §2 ('Unexpected Application Error!') for a page that failed, and a
 * page of its own for an address no route knows. Details of a failure are never shown.
 */
export function ErrorPage({ kind }: { readonly kind: ErrorKind }) {
  const { t } = useTranslation();
  const signedIn = hasFullAccess(useSession());
  const title = kind === 'not-found' ? t('errorPage.notFoundTitle') : t('errorPage.title');
  return (
    <Container className="py-24 lg:py-32">
      <DocumentTitle title={title} />
      <div className="mx-auto max-w-2xl text-center">
        <p aria-hidden="true" className="font-display text-8xl text-accent-500/40">
          {kind === 'not-found' ? '404' : '!'}
        </p>
        <Heading level={1} size="headline" className="mt-4 text-ink-950">
          {title}
        </Heading>
        <p className="mt-5 text-lg text-ink-700">
          {kind === 'not-found' ? t('errorPage.notFound') : t('errorPage.crashed')}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <LinkButton to={paths.landing} reloadDocument={kind === 'crashed'} variant="dark">
            {t('errorPage.backHome')}
          </LinkButton>
          {kind === 'not-found' && signedIn ? (
            <LinkButton to={paths.explore} variant="outline">
              {t('errorPage.explore')}
            </LinkButton>
          ) : null}
          {kind === 'crashed' ? (
            <Button
              variant="outline"
              onClick={() => {
                window.location.reload();
              }}
            >
              {t('errorPage.reload')}
            </Button>
          ) : null}
        </div>
      </div>
    </Container>
  );
}

/** When the layout itself fails there is no chrome to render into, so the page stands alone. */
export function RootErrorPage() {
  return (
    <main className="min-h-dvh bg-sand-100">
      <ErrorPage kind="crashed" />
    </main>
  );
}
