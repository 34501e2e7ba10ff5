import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../../ui/button';
import { LockIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { SafetyMenu } from '../../safety/components/safety-menu';
import { individualQuery, useIndividual } from '../api/get-individual';
import { starsQuery } from '../api/get-stars';
import { IndividualProfile } from '../components/individual-profile';
import { ProfileLoading, ProfileMessage } from '../components/profile-states';

// Only organizations get them, so talent never downloads them.
const ContactActions = lazy(() =>
  import('../../talent-contact/components/contact-actions').then((module) => ({
    default: module.ContactActions,
  })),
);

/**
 * The profile and its rating, fetched before the page renders: by the server for its render
 * (ADR 022), otherwise beside the page's code. A failure is left to the page, which asks again.
 */
export async function prefetchIndividual(queryClient: QueryClient, url: URL): Promise<void> {
  const id = matchPath(paths.individualPattern, url.pathname)?.params.individualId;
  if (id === undefined) return;
  await Promise.all([
    queryClient.query(individualQuery(id)).catch(() => undefined),
    queryClient.query(starsQuery(id)).catch(() => undefined),
  ]);
}

const CONTACT_PLACEHOLDER = <span aria-hidden="true" className="block h-11 w-96 max-w-full" />;

/** A malformed id (400) is as absent as an unknown or hidden one (404). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** /explore/individuals/{id}: another talent's profile, read-only (spec §2 Individual detail). */
export function IndividualDetailPage() {
  const { t } = useTranslation('profiles');
  const { t: tSaved } = useTranslation('saved');
  const { individualId = '' } = useParams();
  const individual = useIndividual(individualId);
  const { user } = useSession();
  const isOrganization = user?.role === 'ORGANIZATION';
  const hydrated = useHydrated();

  if (individual.isPending) return <ProfileLoading />;
  if (individual.isError) {
    if (isMissing(individual.error)) {
      return (
        <ProfileMessage title={t('states.notFoundTitle')} body={t('states.notFoundBody')}>
          <LinkButton to={paths.explore} variant="dark">
            {t('states.backToExplore')}
          </LinkButton>
        </ProfileMessage>
      );
    }
    return (
      <ProfileMessage
        title={t('states.failedTitle')}
        body={errorMessage(individual.error, t('states.failedBody'))}
      >
        <Button variant="dark" onClick={() => void individual.refetch()}>
          {t('states.retry')}
        </Button>
        <LinkButton to={paths.explore} variant="outline">
          {t('states.backToExplore')}
        </LinkButton>
      </ProfileMessage>
    );
  }
  const name = individual.data.fullName;
  const more =
    user?.individual?.id === individual.data.id ? null : (
      <SafetyMenu
        label={t('moreActions.person', { name })}
        name={name}
        report={{ targetType: 'USER', targetId: individual.data.id }}
        blockId={individual.data.id}
      />
    );
  const waiting = (
    <>
      {CONTACT_PLACEHOLDER}
      {more}
    </>
  );
  return (
    <IndividualProfile
      individual={individual.data}
      owner={false}
      mediaHidden={individual.data.mediaHidden}
      actions={
        <div className="flex flex-wrap items-center gap-3 lg:justify-end">
          {isOrganization && !individual.data.canContact ? (
            // The talent's contact settings (or a block) leave this organization out.
            <>
              <p className="flex items-center gap-2 rounded-full border border-ink-950/10 bg-sand-100 px-5 py-2.5 text-sm text-ink-700">
                <LockIcon className="size-4 shrink-0 text-ink-500" />
                {tSaved('contact.notAccepting')}
              </p>
              {more}
            </>
          ) : isOrganization ? (
            hydrated ? (
              // The "⋯" goes with Save, so the two share a row when the buttons wrap on a phone.
              <Suspense fallback={waiting}>
                <ContactActions individualId={individual.data.id} name={name} more={more} />
              </Suspense>
            ) : (
              waiting
            )
          ) : (
            more
          )}
        </div>
      }
    />
  );
}
