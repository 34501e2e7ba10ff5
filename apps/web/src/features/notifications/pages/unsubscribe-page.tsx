import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Heading } from '../../../ui/heading';
import { useUnsubscribe } from '../api/unsubscribe';

/** The landing page of an e-mail's unsubscribe link: one click, no sign-in. */
export function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);

  useEffect(() => {
    if (token === null || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const kind = unsubscribe.data?.kind;
  return (
    <Container className="max-w-xl py-16">
      <DocumentTitle title={t('unsubscribe.title')} />
      <Heading level={1} size="headline" className="text-ink-950">
        {t('unsubscribe.title')}
      </Heading>
      <p role="status" className="mt-4 text-ink-700">
        {token === null
          ? t('unsubscribe.missing')
          : kind !== undefined
            ? t('unsubscribe.done', { kind: t(`settings.kinds.${kind}`).toLowerCase() })
            : unsubscribe.isError
              ? t('unsubscribe.failed')
              : t('unsubscribe.working')}
      </p>
      <Link
        to={paths.notificationSettings}
        className="mt-6 inline-block text-sm font-medium text-accent-700 underline"
      >
        {t('unsubscribe.manage')}
      </Link>
    </Container>
  );
}
