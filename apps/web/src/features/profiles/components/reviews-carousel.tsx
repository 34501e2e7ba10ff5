import type { Review } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { IconButton } from './icon-button';
import { ChevronEndIcon, ChevronStartIcon } from './profile-icons';
import { ReviewCard } from './review-card';

/** Spec §2 slides per view: 1 under 640 px (and up to 768), 2 at 768, 3 at 1024, 4 at 1280. */
const BREAKPOINTS = {
  768: { slidesPerView: 2 },
  1024: { slidesPerView: 3 },
  1280: { slidesPerView: 4 },
} as const;

interface Edges {
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

function edgesOf(swiper: SwiperClass): Edges {
  return { atStart: swiper.isBeginning, atEnd: swiper.isEnd };
}

/** The reviews as a Swiper carousel (spec §2), mirrored in right-to-left languages. */
export function ReviewsCarousel({ reviews }: { readonly reviews: readonly Review[] }) {
  const { t, i18n } = useTranslation('profiles');
  // Swiper reads the direction once, when it starts: a new language direction starts a new one.
  const direction = i18n.dir();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: true });
  const track = (instance: SwiperClass) => {
    setEdges(edgesOf(instance));
  };

  return (
    <div>
      <Swiper
        key={direction}
        dir={direction}
        modules={[Keyboard, A11y]}
        slidesPerView={1}
        spaceBetween={20}
        breakpoints={BREAKPOINTS}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t('reviews.previous'),
          nextSlideMessage: t('reviews.next'),
          // Swiper fills in these two placeholders itself.
          slideLabelMessage: t('reviews.slideLabel', {
            index: '{{index}}',
            slidesLength: '{{slidesLength}}',
          }),
          containerMessage: t('reviews.carouselLabel'),
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          track(instance);
        }}
        onSlideChange={track}
        onResize={track}
        onBreakpoint={track}
        className="pb-2!"
      >
        {reviews.map((review) => (
          <SwiperSlide key={review.id} className="h-auto!">
            <ReviewCard review={review} />
          </SwiperSlide>
        ))}
      </Swiper>
      {edges.atStart && edges.atEnd ? null : (
        <div className="mt-6 flex justify-end gap-2">
          <IconButton
            label={t('reviews.previous')}
            disabled={edges.atStart}
            onClick={() => {
              swiper?.slidePrev();
            }}
          >
            <ChevronStartIcon />
          </IconButton>
          <IconButton
            label={t('reviews.next')}
            disabled={edges.atEnd}
            onClick={() => {
              swiper?.slideNext();
            }}
          >
            <ChevronEndIcon />
          </IconButton>
        </div>
      )}
    </div>
  );
}
