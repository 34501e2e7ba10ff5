import { PRIVACY_NOTICE_VERSION } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { errorMessage } from '../lib/api-error';
import { updateUser } from '../lib/session-store';
import { useSignOut } from '../lib/use-sign-out';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

/**
 * Issue 36: an account whose consent to the current privacy notice is missing (signed up by a
 * client of the spec, or a new version published since) agrees before going on, or signs out.
 * Only its own buttons leave it.
 */
export function ConsentPrompt({ again }: { readonly again: boolean }) {
  const { t } = useTranslation('privacy');
  const signOut = useSignOut();
  const agree = useMutation({
    mutationFn: async () => {
      const [{ apiRequest }, { usersApi }] = await Promise.all([
        import('../lib/api-client'),
        import('./user-status-endpoint'),
      ]);
      return apiRequest(usersApi.consent, { body: { version: PRIVACY_NOTICE_VERSION } });
    },
    onSuccess: updateUser,
  });
  return (
    <Modal
      open
      onClose={() => undefined}
      showCloseButton={false}
      size="sm"
      title={t(again ? 'consent.titleAgain' : 'consent.title')}
      description={t('consent.description')}
    >
      <p className="text-sm text-ink-700">
        <Link
          to={paths.privacy}
          target="_blank"
          rel="noopener"
          className="font-semibold text-accent-700 underline-offset-4 hover:underline"
        >
          {t('consent.read')}
        </Link>
      </p>
      {agree.isError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-accent-700">
          {errorMessage(agree.error, t('consent.failed'))}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={() => void signOut()}>
          {t('consent.signOut')}
        </Button>
        <Button
          variant="dark"
          pending={agree.isPending}
          onClick={() => {
            agree.mutate();
          }}
        >
          {t('consent.agree')}
        </Button>
      </div>
    </Modal>
  );
}
