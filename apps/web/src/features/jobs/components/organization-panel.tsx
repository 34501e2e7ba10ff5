import type { JobDetail } from '@casting/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { countryName } from '../../../lib/country-display-name';
import { useFormattedPhone } from '../../../lib/use-formatted-phone';
import { thumbnailOf } from '../../../lib/media-renditions';
import { Heading } from '../../../ui/heading';
import { VerifiedMark } from '../../../ui/verified-mark';
import { GlobeIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, TikTokIcon } from '../../../ui/icons';
import { ContactModal } from './contact-modal';
import { OrganizationRating } from './organization-rating';

type Contact = 'phone' | 'email';

export interface OrganizationPanelProps {
  readonly organization: JobDetail['organization'];
  /** The job's own actions (apply, closed, close), shown under the organization's rating. */
  readonly children?: ReactNode;
}

export function OrganizationPanel({ organization, children }: OrganizationPanelProps) {
  const { t } = useTranslation('jobs');
  const phone = useFormattedPhone(organization.phone);
  const [contact, setContact] = useState<Contact | null>(null);
  const links = [
    {
      key: 'instagram',
      href: organization.instagram,
      label: t('jobDetail.organization.instagram'),
      icon: <InstagramIcon />,
    },
    {
      key: 'tiktok',
      href: organization.tiktok,
      label: t('jobDetail.organization.tiktok'),
      icon: <TikTokIcon />,
    },
    {
      key: 'website',
      href: organization.website,
      label: t('jobDetail.organization.website'),
      icon: <GlobeIcon />,
    },
  ].filter((link) => link.href !== '');

  const contactButton = (kind: Contact) => (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        setContact(kind);
      }}
      className="flex w-full cursor-pointer items-center gap-3 rounded-xl border border-ink-950/10 bg-white px-4 py-3 text-start text-sm font-semibold text-ink-900 transition-colors hover:border-ink-950/30"
    >
      <span className="grid size-9 place-items-center rounded-full bg-accent-100 text-accent-700">
        {kind === 'phone' ? <PhoneIcon className="size-4" /> : <MailIcon className="size-4" />}
      </span>
      {kind === 'phone' ? t('jobDetail.organization.showPhone') : t('jobDetail.organization.showEmail')}
    </button>
  );

  return (
    <section
      aria-labelledby="job-organization-name"
      className="rounded-card border border-ink-950/10 bg-sand-50 p-6 shadow-card"
    >
      <p className="text-eyebrow font-semibold text-ink-600 uppercase">{t('jobDetail.organization.label')}</p>
      <div className="mt-4 flex items-center gap-4">
        <img
          src={thumbnailOf(organization.logo)}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-2xl bg-white object-cover ring-1 ring-ink-950/10"
        />
        <div className="min-w-0">
          <Heading level={2} size="subtitle" id="job-organization-name" className="text-ink-950">
            <Link
              to={paths.organization(organization.id)}
              className="underline decoration-ink-950/20 underline-offset-4 hover:decoration-ink-950"
            >
              {organization.name}
            </Link>
            {organization.verified ? (
              <VerifiedMark
                label={t('jobDetail.organization.verified')}
                className="ms-1.5 align-[-0.125em]"
              />
            ) : null}
          </Heading>
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-600">
            <MapPinIcon className="size-4 shrink-0" />
            {countryName(organization.location)}
          </p>
        </div>
      </div>
      {links.length === 0 ? null : (
        <ul
          aria-label={t('jobDetail.organization.social', { organization: organization.name })}
          className="mt-5 flex gap-2"
        >
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
      <div className="mt-5 flex flex-col gap-2">
        {organization.phone === '' ? null : contactButton('phone')}
        {organization.email === '' ? null : contactButton('email')}
      </div>
      <div className="mt-6 flex flex-col gap-4 border-t border-ink-950/10 pt-6">
        <OrganizationRating organization={organization} />
        {children}
      </div>
      <ContactModal
        open={contact === 'phone'}
        onClose={() => {
          setContact(null);
        }}
        title={t('jobDetail.organization.phoneTitle')}
        organization={organization.name}
        value={phone}
        href={`tel:${organization.phone}`}
      />
      <ContactModal
        open={contact === 'email'}
        onClose={() => {
          setContact(null);
        }}
        title={t('jobDetail.organization.emailTitle')}
        organization={organization.name}
        value={organization.email}
        href={`mailto:${organization.email}`}
      />
    </section>
  );
}
