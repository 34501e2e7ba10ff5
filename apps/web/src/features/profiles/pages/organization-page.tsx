import {
  REVIEW_RULES,
  type OrganizationPage as Organization,
  type OrganizationReview,
} from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { countryName } from '../../../lib/country-display-name';
import { formatNumber, formatStandaloneDate } from '../../../lib/format';
import { thumbnailOf } from '../../../lib/media-renditions';
import { formatMoney } from '../../../lib/money';
import { optionLabel } from '../../../lib/option-label';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { GlobeIcon, InstagramIcon, MapPinIcon, TikTokIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { ReviewParts } from '../../../ui/review-parts';
import { StarsOrNew } from '../../../ui/stars-or-new';
import { StarRating } from '../../../ui/star-rating';
import { VerifiedMark } from '../../../ui/verified-mark';
import { useSession } from '../../../lib/session-store';
import { SafetyMenu } from '../../safety/components/safety-menu';
import { ProfileLoading, ProfileMessage } from '../components/profile-states';
import { useOrganizationPage, useOrganizationReviews } from '../api/organization-queries';

/** /explore/organizations/{id}: an organization as talent sees it before working with it (issue 34). */
export function OrganizationPage() {
  const { t } = useTranslation('profiles');
  const { organizationId = '' } = useParams();
  const organization = useOrganizationPage(organizationId);

  if (organization.isPending) return <ProfileLoading />;
  if (organization.isError) {
    const missing = organization.error instanceof ApiError && [400, 404].includes(organization.error.status);
    return (
      <ProfileMessage
        title={missing ? t('organizationPage.notFound') : t('organizationPage.loadError')}
        body={missing ? '' : errorMessage(organization.error, '')}
      >
        {missing ? (
          <LinkButton to={paths.explore} variant="dark">
            {t('states.backToExplore')}
          </LinkButton>
        ) : (
          <Button
            variant="dark"
            onClick={() => {
              void organization.refetch();
            }}
          >
            {t('organizationPage.retry')}
          </Button>
        )}
      </ProfileMessage>
    );
  }
  return <OrganizationView organization={organization.data} />;
}

function OrganizationView({ organization }: { readonly organization: Organization }) {
  const { t } = useTranslation('profiles');
  const ownPage = useSession().user?.organization?.id === organization.id;
  const { record } = organization;
  const place = [
    organization.city === null ? null : optionLabel('city', organization.city as never),
    countryName(organization.location),
  ]
    .filter((part) => part !== null && part !== '')
    .join(t('organizationPage.placeSeparator'));
  const links = [
    { key: 'website', href: organization.website, label: t('organizationPage.website'), icon: <GlobeIcon /> },
    {
      key: 'instagram',
      href: organization.instagram,
      label: t('organizationPage.instagram'),
      icon: <InstagramIcon />,
    },
    { key: 'tiktok', href: organization.tiktok, label: t('organizationPage.tiktok'), icon: <TikTokIcon /> },
  ].filter((link) => link.href !== '');
  const facts = [
    { key: 'jobsPosted', value: formatNumber(record.jobsPosted) },
    { key: 'talentHired', value: formatNumber(record.talentHired) },
    {
      key: 'answeredShare',
      value: record.answeredShare === null ? '—' : formatNumber(record.answeredShare, { style: 'percent' }),
    },
    { key: 'paidThroughPlatform', value: formatMoney(record.paidThroughPlatform) },
  ] as const;
  const rated = organization.reviewCount >= REVIEW_RULES.starsShownFrom;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
      <section
        aria-labelledby="organization-name"
        className="rounded-card border border-ink-950/10 bg-sand-50 p-6 shadow-card"
      >
        <div className="flex flex-wrap items-center gap-5">
          <img
            src={thumbnailOf(organization.logo)}
            alt=""
            width={88}
            height={88}
            className="size-22 shrink-0 rounded-2xl bg-white object-cover ring-1 ring-ink-950/10"
          />
          <div className="min-w-0 flex-1">
            <Heading level={1} size="title" id="organization-name" className="text-ink-950">
              {organization.name}
              {organization.verified ? (
                <VerifiedMark label={t('organizationPage.verified')} className="ms-2 align-[-0.125em]" />
              ) : null}
            </Heading>
            {place === '' ? null : (
              <p className="mt-1 flex items-center gap-1 text-sm text-ink-600">
                <MapPinIcon className="size-4 shrink-0" />
                {place}
              </p>
            )}
            <p className="mt-1 text-sm text-ink-600">
              {t('organizationPage.memberSince', {
                date: formatStandaloneDate(organization.memberSince, { year: 'numeric', month: 'long' }),
              })}
            </p>
          </div>
          {ownPage ? null : (
            <SafetyMenu
              className="order-last sm:order-none"
              label={t('moreActions.person', { name: organization.name })}
              name={organization.name}
              report={{ targetType: 'USER', targetId: organization.id }}
              blockId={organization.id}
            />
          )}
          <div className="flex flex-col items-start gap-1" aria-label={t('organizationPage.rating')}>
            <StarsOrNew stars={organization.stars} reviewCount={organization.reviewCount} />
            {rated ? (
              <p className="text-sm text-ink-700">
                {t('organizationPage.average', {
                  stars: formatNumber(organization.stars, { maximumFractionDigits: 1 }),
                  count: organization.reviewCount,
                })}
              </p>
            ) : null}
          </div>
        </div>
        {organization.bio === '' ? null : (
          <p dir="auto" className="mt-5 whitespace-pre-line text-ink-800">
            {organization.bio}
          </p>
        )}
        {links.length === 0 ? null : (
          <ul aria-label={t('organizationPage.links')} className="mt-5 flex gap-2">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="grid size-10 place-items-center rounded-full border border-ink-950/10 bg-white text-ink-800 transition-colors hover:border-ink-950/30 hover:text-ink-950"
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="organization-record">
        <Heading level={2} size="subtitle" id="organization-record" className="text-ink-950">
          {t('organizationPage.record')}
        </Heading>
        <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.key} className="rounded-2xl border border-ink-950/10 bg-white p-4 shadow-card">
              <dt className="text-sm text-ink-600">{t(`organizationPage.facts.${fact.key}`)}</dt>
              <dd className="mt-1 font-display text-2xl font-medium text-ink-950">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <OrganizationReviews id={organization.id} name={organization.name} />
    </div>
  );
}

function OrganizationReviews({ id, name }: { readonly id: string; readonly name: string }) {
  const { t } = useTranslation('profiles');
  const reviews = useOrganizationReviews(id);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="organization-reviews">
      <Heading level={2} size="subtitle" id="organization-reviews" className="text-ink-950">
        {t('organizationPage.reviews')}
      </Heading>
      {reviews.isError && reviews.data === undefined ? (
        <p role="alert" className="mt-4 text-ink-800">
          {errorMessage(reviews.error, t('organizationPage.loadError'))}
        </p>
      ) : reviews.data === undefined ? null : items.length === 0 ? (
        <p className="mt-4 text-ink-600">{t('organizationPage.noReviews')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {items.map((review) => (
            <li key={review.id}>
              <OrganizationReviewCard review={review} organizationName={name} />
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            pending={reviews.isFetchingNextPage}
            onClick={() => {
              void reviews.fetchNextPage();
            }}
          >
            {t('organizationPage.showMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function OrganizationReviewCard({
  review,
  organizationName,
}: {
  readonly review: OrganizationReview;
  readonly organizationName: string;
}) {
  const { t } = useTranslation('profiles');
  const author = review.formerMember === true ? t('formerMember') : review.talentName;
  return (
    <article className="flex h-full flex-col rounded-card border border-ink-950/10 bg-white p-6 shadow-card">
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold text-ink-950">{author}</h3>
          <time dateTime={review.createdAt} className="text-sm text-ink-600">
            {formatStandaloneDate(review.createdAt, { dateStyle: 'medium' })}
          </time>
        </div>
        <SafetyMenu
          size="sm"
          className="-me-2 -mt-1"
          label={t('moreActions.review')}
          name={author}
          report={{ targetType: 'REVIEW', targetId: review.id }}
        />
      </div>
      <StarRating value={review.rating} className="mt-3" />
      <p dir="auto" className="mt-3 whitespace-pre-line text-ink-800">
        {review.comment}
      </p>
      <ReviewParts
        author="INDIVIDUAL"
        subRatings={review.subRatings}
        again={review.again}
        reply={review.reply}
        replierName={organizationName}
      />
    </article>
  );
}
