import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, socialUrls, type SocialNetwork } from '../config/social';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  SnapchatIcon,
  TikTokIcon,
  XLogoIcon,
  YouTubeIcon,
} from '../ui/icons';

const ICONS: { readonly [N in SocialNetwork]: ComponentType<{ className?: string }> } = {
  instagram: InstagramIcon,
  snapchat: SnapchatIcon,
  tiktok: TikTokIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  x: XLogoIcon,
  facebook: FacebookIcon,
};

/** Icon links for dark surfaces; each is named after its network. */
export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('footer.socialLabel')} className="flex flex-wrap gap-2">
      {SOCIAL_NETWORKS.map((network) => {
        const NetworkIcon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={socialUrls[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`social.${network}`)}
              title={t(`social.${network}`)}
              className="grid size-9 place-items-center rounded-full border border-white/15 text-sand-200 transition-colors hover:border-gold-400 hover:text-gold-400"
            >
              <NetworkIcon className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
