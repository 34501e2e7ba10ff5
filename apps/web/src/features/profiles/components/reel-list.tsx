import { useTranslation } from 'react-i18next';

/** TikToks and reels as players; only their metadata loads until someone presses play. */
export function ReelList({ reels }: { readonly reels: readonly string[] }) {
  const { t } = useTranslation('profiles');
  if (reels.length === 0) return <p className="text-ink-600">{t('media.noReels')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {reels.map((url, index) => (
        <li key={`${index}:${url}`}>
          <video
            // The media fragment makes the browser show the first frame instead of a black box.
            src={`${url}#t=0.1`}
            controls
            preload="metadata"
            playsInline
            aria-label={t('media.reelName', { index: index + 1, count: reels.length })}
            className="aspect-[9/16] w-full rounded-2xl bg-ink-950 object-contain"
          />
        </li>
      ))}
    </ul>
  );
}
