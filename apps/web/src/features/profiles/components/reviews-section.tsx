import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';
import { useReviews } from '../api/get-reviews';
import { useErrorToast } from '../hooks/use-error-toast';
import { ProfileSection } from './profile-section';

// Swiper comes with the reviews rather than with the profile: it is fetched beside them.
const loadCarousel = () => import('./reviews-carousel');
const ReviewsCarousel = lazy(() => loadCarousel().then((module) => ({ default: module.ReviewsCarousel })));

function ReviewsLoading() {
  const { t } = useTranslation('profiles');
  return (
    <p className="flex items-center gap-3 text-ink-600">
      <Spinner className="size-4" />
      {t('reviews.loading')}
    </p>
  );
}

/** The reviews organizations left, as a carousel (spec §2), with its empty and loading states. */
export function ReviewsSection({ individualId }: { readonly individualId: string }) {
  const { t } = useTranslation('profiles');
  const reviews = useReviews(individualId);
  useErrorToast(reviews.error, t('toasts.reviewsFailed'));
  useEffect(() => {
    void loadCarousel();
  }, []);

  return (
    <ProfileSection title={t('reviews.title')}>
      {reviews.isPending ? (
        <ReviewsLoading />
      ) : reviews.data === undefined || reviews.data.length === 0 ? (
        <p className="text-ink-600">{reviews.isError ? t('toasts.reviewsFailed') : t('reviews.empty')}</p>
      ) : (
        <Suspense fallback={<ReviewsLoading />}>
          <ReviewsCarousel reviews={reviews.data} />
        </Suspense>
      )}
    </ProfileSection>
  );
}
