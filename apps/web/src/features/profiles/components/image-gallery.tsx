import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { MediaImage } from '../../../ui/media-image';
import { ChevronEndIcon, ChevronStartIcon } from './profile-icons';

export interface ImageGalleryProps {
  /** Names the pictures for screen readers and the lightbox title, e.g. 'Headshots'. */
  readonly label: string;
  readonly images: readonly string[];
}

// The grid shows pictures in 4:5 frames, two to five to a row.
const FRAME_WIDTH = 384;
const FRAME_HEIGHT = 480;
const FRAME_SIZES = '(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';

/**
 * Thumbnails in a grid, loaded lazily below the fold; a click opens the full image in a
 * lightbox dialog that steps through the set.
 */
export function ImageGallery({ label, images }: ImageGalleryProps) {
  const { t } = useTranslation('profiles');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const count = images.length;

  if (count === 0) return <p className="text-ink-600">{t('media.noPictures')}</p>;

  const openUrl = openIndex === null ? undefined : images[openIndex];
  const nameOf = (index: number) => t('media.pictureName', { label, index: index + 1, count });

  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {images.map((url, index) => (
          <li key={`${index}:${url}`}>
            <button
              type="button"
              onClick={() => {
                setOpenIndex(index);
              }}
              aria-label={t('media.openPicture', { name: nameOf(index) })}
              className="group block aspect-[4/5] w-full cursor-zoom-in overflow-hidden rounded-2xl bg-sand-200"
            >
              <MediaImage
                url={url}
                alt=""
                placement="below"
                sizes={FRAME_SIZES}
                width={FRAME_WIDTH}
                height={FRAME_HEIGHT}
                className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={openIndex !== null}
        onClose={() => {
          setOpenIndex(null);
        }}
        title={openIndex === null ? label : nameOf(openIndex)}
        size="lg"
      >
        {openIndex === null || openUrl === undefined ? null : (
          <div className="flex flex-col gap-5">
            <img
              src={openUrl}
              alt={nameOf(openIndex)}
              className="max-h-[70vh] w-full rounded-2xl bg-ink-950 object-contain"
            />
            {count > 1 ? (
              <div className="flex items-center justify-between gap-4">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setOpenIndex((openIndex - 1 + count) % count);
                  }}
                >
                  <ChevronStartIcon className="size-4" />
                  {t('media.previous')}
                </Button>
                <p className="text-sm text-ink-600" aria-live="polite">
                  {t('media.position', { index: openIndex + 1, count })}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setOpenIndex((openIndex + 1) % count);
                  }}
                >
                  {t('media.next')}
                  <ChevronEndIcon className="size-4" />
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </Modal>
    </>
  );
}
