import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-error';
import { formatStandaloneDate } from '../lib/format';
import { updateUser } from '../lib/session-store';
import { useSignOut } from '../lib/use-sign-out';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { DocumentTitle } from '../ui/document-title';
import { Heading } from '../ui/heading';

/**
 * Issue 36: an account its owner asked to delete, signed in again within the 14 days. Its session
 * can do nothing but restore it or sign out, so this stands in for every page until one is chosen.
 */
export function DeletionPending({ destroysAt }: { readonly destroysAt: string }) {
  const { t } = useTranslation('privacy');
  const signOut = useSignOut();
  const restore = useMutation({
    mutationFn: async () => {
      const [{ apiRequest }, { usersApi }] = await Promise.all([
        import('../lib/api-client'),
        import('./user-status-endpoint'),
      ]);
      return apiRequest(usersApi.restore);
    },
    onSuccess: updateUser,
  });
  return (
    <Container className="max-w-2xl py-16">
      <DocumentTitle title={t('restore.title')} />
      <Heading level={1}>{t('restore.title')}</Heading>
      <p className="mt-4 text-lg text-ink-700">
        {t('restore.when', { date: formatStandaloneDate(destroysAt) })}
      </p>
      <p className="mt-3 text-ink-700">{t('restore.what')}</p>
      {restore.isError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-accent-700">
          {errorMessage(restore.error, t('restore.failed'))}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button
          variant="dark"
          pending={restore.isPending}
          onClick={() => {
            restore.mutate();
          }}
        >
          {t('restore.restore')}
        </Button>
        <Button variant="ghost" onClick={() => void signOut()}>
          {t('restore.signOut')}
        </Button>
      </div>
    </Container>
  );
}
