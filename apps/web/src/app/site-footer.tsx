import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { formatYear } from '../lib/format';
import { Container } from '../ui/container';
import { BrandMark } from '../ui/icons';
import { LanguageSwitch } from './language-switch';
import { SocialLinks } from './social-links';

/** Spec §2 footer links, in the spec's order. */
const FOOTER_LINKS = [
  { to: paths.about, label: 'links.about' },
  { to: paths.privacy, label: 'links.privacy' },
  { to: paths.services, label: 'links.services' },
  { to: paths.contact, label: 'links.contact' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="focus-on-dark border-t border-white/10 bg-ink-950 text-sand-200">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.6fr_1fr_1.4fr] lg:py-20">
        <div className="max-w-sm">
          <Link
            to={paths.landing}
            aria-label={t('brand.homeLink')}
            className="inline-flex items-center gap-3"
          >
            <BrandMark />
            <span className="font-display text-2xl text-sand-50">{t('brand.name')}</span>
          </Link>
          <p className="mt-5 text-sm leading-relaxed text-ink-300">{t('footer.blurb')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <h2 className="text-eyebrow font-semibold text-accent-300 uppercase">
            {t('footer.companyHeading')}
          </h2>
          <ul className="mt-5 space-y-3 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-sand-100 transition-colors hover:text-gold-400">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-eyebrow font-semibold text-accent-300 uppercase">
            {t('footer.followHeading')}
          </h2>
          <div className="mt-5">
            <SocialLinks />
          </div>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs text-ink-300 sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year: formatYear() })}</p>
          <p>{t('footer.madeIn')}</p>
          <LanguageSwitch tone="dark" />
        </Container>
      </div>
    </footer>
  );
}
