import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../ui/document-title';
import { ClosingBand } from '../components/closing-band';
import { HowItWorks } from '../components/how-it-works';
import { IncompleteOnboardingDialog } from '../components/incomplete-onboarding-dialog';
import { LandingHero } from '../components/landing-hero';
import { ModelCards } from '../components/model-cards';
import { SectorList } from '../components/sector-list';
import { TalentCard } from '../components/talent-card';

export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <DocumentTitle title={t('documentTitle')} />
      <LandingHero />
      <ModelCards />
      <TalentCard />
      <SectorList />
      <HowItWorks />
      <ClosingBand />
      <IncompleteOnboardingDialog />
    </>
  );
}
