import { useTranslation } from 'react-i18next';
import heroPortrait from '../../../assets/hero-portrait.svg';
import { paths } from '../../../config/paths';
import { isLoggedIn, useSession } from '../../../lib/session-store';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { Eyebrow, Heading } from '../../../ui/heading';
import { ArrowForwardIcon, BadgeCheckIcon, ShieldIcon, SparkIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { SECTOR_COUNT } from '../sectors';
import { useStartSignup } from '../hooks/use-start-signup';

export function LandingHero() {
  const { t } = useTranslation('landing');
  const session = useSession();
  const startSignup = useStartSignup();
  const loggedIn = isLoggedIn(session);

  const highlights = [
    { icon: SparkIcon, label: t('hero.highlights.sectors', { count: SECTOR_COUNT }) },
    { icon: ShieldIcon, label: t('hero.highlights.payments') },
    { icon: BadgeCheckIcon, label: t('hero.highlights.verified') },
  ];

  return (
    <section aria-labelledby="landing-hero-title" className="relative overflow-hidden bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -start-40 top-10 size-[36rem] rounded-full bg-accent-100/60 blur-3xl"
      />
      <Container className="relative grid items-center gap-14 py-16 lg:grid-cols-[1.1fr_0.9fr] lg:py-20">
        <div>
          <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
          <Heading
            level={1}
            size="display"
            id="landing-hero-title"
            className="mt-6 text-ink-950 lg:text-[5.5rem]"
          >
            {t('hero.title')}
          </Heading>
          <p className="mt-7 max-w-xl text-lg leading-relaxed text-ink-700">
            {t('hero.lead', { count: SECTOR_COUNT })}
          </p>
          {loggedIn ? null : (
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <Button
                size="lg"
                onClick={() => {
                  startSignup('INDIVIDUAL');
                }}
              >
                {t('hero.getStarted')}
                <ArrowForwardIcon />
              </Button>
              <LinkButton to={paths.login} size="lg" variant="outline">
                {t('hero.login')}
              </LinkButton>
            </div>
          )}
          <ul
            aria-label={t('hero.highlights.label')}
            className="mt-12 flex flex-wrap gap-x-8 gap-y-3 border-t border-ink-950/10 pt-8 text-sm font-medium text-ink-800"
          >
            {highlights.map(({ icon: HighlightIcon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <HighlightIcon className="size-5 text-accent-600" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-[30rem]">
          <img
            src={heroPortrait}
            alt={t('hero.imageAlt')}
            width={560}
            height={640}
            className="h-auto w-full drop-shadow-2xl"
          />
        </div>
      </Container>
    </section>
  );
}
