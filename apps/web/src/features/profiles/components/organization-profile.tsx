import type { UserStatus } from '@casting/contract';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useFormattedPhone } from '../../../lib/use-formatted-phone';
import { isolate } from '../../../lib/isolate';
import { countryName } from '../../../lib/country-display-name';
import { optionLabel } from '../../../lib/option-label';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import {
  GlobeIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TikTokIcon,
  UserIcon,
} from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { MediaImage } from '../../../ui/media-image';
import { BioText } from './bio-text';
import { PencilIcon } from './profile-icons';
import { HeroFact, ProfileHero } from './profile-hero';
import { ProfileSection } from './profile-section';

// The editor and its form library load when Edit Account is pointed at or pressed.
const loadEditAccount = () => import('./edit-account-modal');
const EditAccountModal = lazy(() =>
  loadEditAccount().then((module) => ({ default: module.EditAccountModal })),
);
const loadEditName = () => import('./edit-name-modal');
const EditNameModal = lazy(() => loadEditName().then((module) => ({ default: module.EditNameModal })));

/** The person who holds the organization's account (issue 36: they may correct their name). */
export interface AccountHolder {
  readonly firstName: string;
  readonly lastName: string;
}

type Organization = NonNullable<UserStatus['organization']>;

const LINKS = [
  { key: 'instagram', icon: InstagramIcon },
  { key: 'tiktok', icon: TikTokIcon },
  { key: 'website', icon: GlobeIcon },
] as const satisfies readonly { key: keyof Organization; icon: ComponentType<{ className?: string }> }[];

function SocialLinkList({ organization }: { readonly organization: Organization }) {
  const { t } = useTranslation('profiles');
  const links = LINKS.filter((link) => organization[link.key] !== '');
  if (links.length === 0) return null;
  return (
    <ul aria-label={t('organization.linksLabel')} className="flex flex-wrap gap-2">
      {links.map(({ key, icon: LinkIcon }) => (
        <li key={key}>
          <a
            href={organization[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full border border-ink-950/15 bg-white px-4 py-2 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-950/40"
          >
            <LinkIcon className="size-4 text-accent-600" />
            {t(`organization.links.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** How talent reaches the organization from a job page: shown so the owner can check it. */
function ContactCard({
  organization,
  holder,
  onEditName,
}: {
  readonly organization: Organization;
  readonly holder: AccountHolder;
  readonly onEditName: () => void;
}) {
  const { t } = useTranslation('profiles');
  const phone = useFormattedPhone(organization.phone, organization.formattedPhone);
  return (
    <ProfileSection title={t('organization.contactTitle')} className="self-start">
      <dl className="space-y-5">
        <div className="relative ps-9">
          <dt className="text-eyebrow font-semibold text-ink-600 uppercase">
            <PhoneIcon className="absolute start-0 top-0.5 size-5 text-accent-600" />
            {t('organization.phone')}
          </dt>
          <dd className="mt-1 text-layout-start font-semibold text-ink-950" dir="ltr">
            {phone}
          </dd>
        </div>
        <div className="relative ps-9">
          <dt className="text-eyebrow font-semibold text-ink-600 uppercase">
            <MailIcon className="absolute start-0 top-0.5 size-5 text-accent-600" />
            {t('organization.email')}
          </dt>
          <dd className="mt-1 text-layout-start font-semibold break-words text-ink-950" dir="ltr">
            {organization.email}
          </dd>
        </div>
        <div className="relative ps-9">
          <dt className="text-eyebrow font-semibold text-ink-600 uppercase">
            <UserIcon className="absolute start-0 top-0.5 size-5 text-accent-600" />
            {t('name.accountHolder')}
          </dt>
          <dd dir="auto" className="mt-1 text-layout-start font-semibold break-words text-ink-950">
            {`${holder.firstName} ${holder.lastName}`}
          </dd>
        </div>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="mt-5"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadEditName()}
        onFocus={() => void loadEditName()}
        onClick={onEditName}
      >
        <PencilIcon className="size-4" />
        {t('name.edit')}
      </Button>
    </ProfileSection>
  );
}

/** Spec §2 Profile, organization view: logo, name, location, role, links, Edit Account, Post Job, About. */
export function OrganizationProfile({
  organization,
  holder,
}: {
  readonly organization: Organization;
  readonly holder: AccountHolder;
}) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation();
  const [editing, setEditing] = useState(false);
  // As the account editor: mounted from the first opening on.
  const [nameWanted, setNameWanted] = useState(false);
  const [editingName, setEditingName] = useState(false);
  // Mounted from the first opening on, so closing plays its transition.
  const [editorWanted, setEditorWanted] = useState(false);

  return (
    <>
      <DocumentTitle title={isolate(organization.name)} />
      <ProfileHero
        media={
          <div className="grid size-36 shrink-0 place-items-center overflow-hidden rounded-card border border-ink-950/10 bg-white p-4 shadow-card">
            {organization.logo === '' ? null : (
              <MediaImage
                url={organization.logo}
                alt={t('organization.logoAlt', { name: organization.name })}
                placement="lcp"
                sizes="112px"
                width={112}
                height={112}
                className="max-h-full max-w-full object-contain"
              />
            )}
          </div>
        }
        eyebrow={tCommon('roles.ORGANIZATION')}
        name={organization.name}
        meta={
          <>
            <HeroFact icon={<MapPinIcon className="size-5 text-accent-600" />}>
              <span className="sr-only">{t('organization.location')}</span>
              <span>
                {organization.city === null || organization.city === 'OTHER' || organization.location !== 'SA'
                  ? countryName(organization.location)
                  : t('organization.cityAndCountry', {
                      city: optionLabel('city', organization.city),
                      country: countryName(organization.location),
                    })}
              </span>
            </HeroFact>
            <SocialLinkList organization={organization} />
          </>
        }
        aside={
          <div className="flex flex-wrap gap-3">
            <Button
              variant="outline"
              onPointerEnter={() => void loadEditAccount()}
              onFocus={() => void loadEditAccount()}
              onClick={() => {
                setEditorWanted(true);
                setEditing(true);
              }}
            >
              <PencilIcon className="size-4" />
              {t('organization.editAccount')}
            </Button>
            <LinkButton to={paths.postJob}>{t('organization.postJob')}</LinkButton>
          </div>
        }
      />
      <Container className="grid gap-8 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-16">
        <ProfileSection title={t('about.title')}>
          <BioText bio={organization.bio} emptyText={t('about.empty')} />
        </ProfileSection>
        <ContactCard
          organization={organization}
          holder={holder}
          onEditName={() => {
            setNameWanted(true);
            setEditingName(true);
          }}
        />
      </Container>
      {editorWanted ? (
        <Suspense fallback={null}>
          <EditAccountModal
            organization={organization}
            open={editing}
            onClose={() => {
              setEditing(false);
            }}
          />
        </Suspense>
      ) : null}
      {nameWanted ? (
        <Suspense fallback={null}>
          <EditNameModal
            names={holder}
            description={t('name.organizationIntro')}
            open={editingName}
            onClose={() => {
              setEditingName(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
