import { REVIEW_RULES, type Individual } from '@casting/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-error';
import { countryName } from '../../../lib/country-display-name';
import { formatNumber, formatStandaloneDate } from '../../../lib/format';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { BadgeCheckIcon } from '../../../ui/icons';
import { StarsOrNew } from '../../../ui/stars-or-new';
import { useStars } from '../api/get-stars';
import { useUpdateIndividual } from '../api/update-individual';
import { useErrorToast } from '../hooks/use-error-toast';
import { textOf } from '../lib/specialty-info';
import { AboutSection } from './about-section';
import { EditSpecialtyModal } from './edit-specialty-modal';
import { ExperienceSection } from './experience-section';
import { IconButton } from './icon-button';
import { PortfolioSection } from './portfolio-section';
import { BriefcaseCheckIcon, FlagIcon, PencilIcon } from './profile-icons';
import { HeroFact, ProfileHero } from './profile-hero';
import { ProfilePicture } from './profile-picture';
import { ReviewsSection } from './reviews-section';
import { VisibilitySwitch } from './visibility-switch';
import { specialtyLabel } from '../../../lib/specialty-label';

// The owner's own answers and the name editor load only on the owner's profile, the editor when first asked for.
const AnswersSection = lazy(() =>
  import('./answers-section').then((module) => ({ default: module.AnswersSection })),
);
const EditNameModal = lazy(() =>
  import('./edit-name-modal').then((module) => ({ default: module.EditNameModal })),
);

function Stars({ individualId }: { readonly individualId: string }) {
  const { t } = useTranslation('profiles');
  const stars = useStars(individualId);
  useErrorToast(stars.error, t('toasts.starsFailed'));
  if (stars.data === undefined) return null;
  return (
    <HeroFact icon={<StarsOrNew stars={stars.data.stars} reviewCount={stars.data.reviewCount} />}>
      {/* Below REVIEW_RULES.starsShownFrom reviews the average is not shown: "New" says it. */}
      {(
        stars.data.reviewCount === undefined
          ? stars.data.stars === 0
          : stars.data.reviewCount < REVIEW_RULES.starsShownFrom
      ) ? null : (
        <span aria-hidden="true" className="font-semibold text-ink-900">
          {formatNumber(stars.data.stars, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
      )}
    </HeroFact>
  );
}

export interface IndividualProfileProps {
  readonly individual: Individual;
  /** The signed-in talent looking at their own profile (/profile): everything becomes editable. */
  readonly owner: boolean;
  /** What a visitor may do from the header (an organization's contact actions). */
  readonly actions?: ReactNode;
  /** The talent keeps photos, reels and measurements from this visitor (issue 36). */
  readonly mediaHidden?: boolean;
}

/** Spec §2 individual view: the header, About, the portfolio, Experience & Awards and reviews. */
export function IndividualProfile({ individual, owner, actions, mediaHidden }: IndividualProfileProps) {
  const { t } = useTranslation('profiles');
  const update = useUpdateIndividual();
  const [editingSpecialty, setEditingSpecialty] = useState(false);
  const [editingName, setEditingName] = useState(false);
  const [nameWanted, setNameWanted] = useState(false);
  const { role, specialtyInfo: info } = individual;
  const nationality = textOf(info, 'nationality');

  const changePicture = async (profilePicture: string) => {
    try {
      await update.mutateAsync({ specialtyInfo: { ...info, profilePicture } });
      toast.success(t('toasts.profileUpdated'));
    } catch (error) {
      toast.error(errorMessage(error, t('toasts.profileFailed')));
    }
  };

  return (
    <>
      <DocumentTitle title={isolate(individual.fullName)} />
      <ProfileHero
        media={
          <ProfilePicture
            url={textOf(info, 'profilePicture')}
            name={individual.fullName}
            onChange={owner ? changePicture : undefined}
          />
        }
        eyebrow={specialtyLabel(role, info['gender'])}
        name={individual.fullName}
        otherScriptName={individual.otherScriptName}
        meta={
          <>
            <Stars individualId={individual.id} />
            {role === 'MODEL' ? (
              nationality === null ? null : (
                <HeroFact icon={<FlagIcon className="size-5 text-accent-600" />}>
                  {t('header.nationality', { country: countryName(nationality) })}
                </HeroFact>
              )
            ) : (
              <HeroFact icon={<BriefcaseCheckIcon className="size-5 text-accent-600" />}>
                {t('header.projectsCompleted', { count: individual.projectsCompleted })}
              </HeroFact>
            )}
            {/* Issue 36: "Mawthooq · valid until 12 Mar 2027", the Hijri date beside it in Arabic; the
                expiry is a calendar day, read in UTC so that the server's render and every time zone agree. */}
            {individual.licences.map((badge) => (
              <HeroFact key={badge.type} icon={<BadgeCheckIcon className="size-5 text-accent-600" />}>
                {i18n.t('licenceBadge.validUntil', {
                  ns: 'options',
                  type: i18n.t(`licenceType.${badge.type}`, { ns: 'options' }),
                  date: formatStandaloneDate(badge.expiresOn, { dateStyle: 'medium', timeZone: 'UTC' }),
                })}
              </HeroFact>
            ))}
          </>
        }
        aside={
          owner ? (
            <>
              <VisibilitySwitch isVisible={individual.isVisible} />
              <Button
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => {
                  setNameWanted(true);
                  setEditingName(true);
                }}
              >
                <PencilIcon className="size-4" />
                {t('name.edit')}
              </Button>
            </>
          ) : (
            actions
          )
        }
      />
      <Container className="flex flex-col gap-8 py-12 lg:py-16">
        <AboutSection bio={individual.bio} otherScriptName={individual.otherScriptName} editable={owner} />
        <PortfolioSection
          role={role}
          info={info}
          mediaHidden={mediaHidden}
          actions={
            owner ? (
              <IconButton
                label={t('specialtyForm.title')}
                aria-haspopup="dialog"
                onClick={() => {
                  setEditingSpecialty(true);
                }}
              >
                <PencilIcon className="size-[1.125rem]" />
              </IconButton>
            ) : undefined
          }
        />
        <ExperienceSection entries={individual.workExperience} editable={owner} />
        {owner && individual.experienceAnswers !== null ? (
          <Suspense fallback={null}>
            <AnswersSection answers={individual.experienceAnswers} />
          </Suspense>
        ) : null}
        <ReviewsSection individualId={individual.id} />
      </Container>
      {owner && nameWanted ? (
        <Suspense fallback={null}>
          <EditNameModal
            names={{ firstName: individual.firstName, lastName: individual.lastName }}
            description={t('name.intro')}
            open={editingName}
            onClose={() => {
              setEditingName(false);
            }}
          />
        </Suspense>
      ) : null}
      {owner ? (
        <EditSpecialtyModal
          role={role}
          info={info}
          open={editingSpecialty}
          onClose={() => {
            setEditingSpecialty(false);
          }}
        />
      ) : null}
    </>
  );
}
