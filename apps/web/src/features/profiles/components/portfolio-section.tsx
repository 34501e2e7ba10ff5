import { portfolioSectionTitle, type Specialty } from '@casting/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { urlsOf, type SpecialtyInfo } from '../lib/specialty-info';
import { ImageGallery } from './image-gallery';
import { MeasurementsGrid } from './measurements-grid';
import { ProfileSection, ProfileSubsection } from './profile-section';
import { ReelList } from './reel-list';
import { SpecialtyDetails } from './specialty-details';
import { SpecialtyFacts } from './specialty-facts';

/** The portfolio's anchor on a profile page, for the welcome's link. */
export const PORTFOLIO_ANCHOR = 'portfolio';

export interface PortfolioSectionProps {
  readonly role: Specialty;
  readonly info: SpecialtyInfo;
  /** The owner's edit button, for the specialties that may edit their info. */
  readonly actions?: ReactNode;
  /** The talent keeps photos, reels and measurements from this reader (issue 36): a sentence says so. */
  readonly mediaHidden?: boolean;
}

function PortfolioContent({
  role,
  info,
  mediaHidden,
}: {
  readonly role: Specialty;
  readonly info: SpecialtyInfo;
  readonly mediaHidden: boolean;
}) {
  const { t } = useTranslation('profiles');
  const gallery = (title: string, key: string) =>
    mediaHidden ? null : (
      <ProfileSubsection title={title}>
        <ImageGallery label={title} images={urlsOf(info, key)} />
      </ProfileSubsection>
    );

  switch (role) {
    case 'MODEL':
      return (
        <>
          {gallery(t('portfolio.pictures'), 'portfolioPictures')}
          {mediaHidden ? null : (
            <ProfileSubsection title={t('portfolio.measurements')}>
              <MeasurementsGrid info={info} />
            </ProfileSubsection>
          )}
          {gallery(t('portfolio.headShots'), 'headShots')}
          {gallery(t('portfolio.fullBody'), 'fullBodyShots')}
        </>
      );
    case 'VIDEOGRAPHER':
    case 'PHOTOGRAPHER':
    case 'EDITOR':
      return (
        <>
          {gallery(t('portfolio.pictures'), 'portfolioPictures')}
          <ProfileSubsection title={role === 'EDITOR' ? t('portfolio.skills') : t('portfolio.equipment')}>
            <SpecialtyDetails role={role} info={info} />
          </ProfileSubsection>
          {mediaHidden ? null : (
            <ProfileSubsection title={t('portfolio.reels')}>
              <ReelList reels={urlsOf(info, 'reels')} />
            </ProfileSubsection>
          )}
        </>
      );
    case 'ATHLETE':
      return (
        <>
          {gallery(t('portfolio.trophies'), 'trophiePictures')}
          {gallery(t('portfolio.bodyPictures'), 'bodyPictures')}
        </>
      );
    case 'BEAUTY':
      return (
        <>
          <ProfileSubsection title={t('portfolio.details')}>
            <SpecialtyFacts role={role} info={info} />
          </ProfileSubsection>
          {gallery(t('portfolio.previousWork'), 'previousWork')}
          {gallery(t('portfolio.certificates'), 'certificates')}
        </>
      );
    case 'FASHION':
      return (
        <>
          {gallery(t('portfolio.previousWork'), 'previousWork')}
          {gallery(t('portfolio.certificates'), 'certificates')}
        </>
      );
    case 'ARTIST':
      return gallery(t('portfolio.previousWork'), 'previousWork');
    case 'TOURISM':
      return (
        <>
          <ProfileSubsection title={t('portfolio.details')}>
            <SpecialtyFacts role={role} info={info} />
          </ProfileSubsection>
          {gallery(t('portfolio.certificates'), 'certificates')}
        </>
      );
    case 'MUSIC_AND_SOUND_ENGINEER':
      return (
        <ProfileSubsection title={t('portfolio.details')}>
          <SpecialtyFacts role={role} info={info} />
        </ProfileSubsection>
      );
  }
}

/**
 * Spec §2 Portfolio: titled Trophies for athletes and Portfolio otherwise, with each
 * specialty's own content. Tour guides, beauticians and musicians also list their specialty answers.
 * Certificates show for tour guides, beauticians and fashionistas (the spec's faulty display condition corrected).
 */
export function PortfolioSection({ role, info, actions, mediaHidden = false }: PortfolioSectionProps) {
  const { t } = useTranslation('profiles');
  return (
    <ProfileSection
      id={PORTFOLIO_ANCHOR}
      title={t(`portfolio.title.${portfolioSectionTitle(role)}`)}
      actions={actions}
    >
      {mediaHidden ? (
        <p className="rounded-2xl border border-ink-950/10 bg-sand-100 px-5 py-4 text-ink-700">
          {t('portfolio.mediaHidden')}
        </p>
      ) : null}
      <PortfolioContent role={role} info={info} mediaHidden={mediaHidden} />
    </ProfileSection>
  );
}
