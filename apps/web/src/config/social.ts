/** The seven networks of spec §2, in footer order. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'snapchat',
  'tiktok',
  'linkedin',
  'youtube',
  'x',
  'facebook',
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialUrls: { readonly [N in SocialNetwork]: string } = {
  instagram: 'https://www.instagram.com/nujoom.sa',
  snapchat: 'https://www.snapchat.com/add/nujoom.sa',
  tiktok: 'https://www.tiktok.com/@nujoom.sa',
  linkedin: 'https://www.linkedin.com/company/nujoom-sa',
  youtube: 'https://www.youtube.com/@nujoom.sa',
  x: 'https://x.com/nujoom_sa',
  facebook: 'https://www.facebook.com/nujoom.sa',
};
