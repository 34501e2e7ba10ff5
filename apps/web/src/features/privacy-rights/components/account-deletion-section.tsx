import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatStandaloneDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSignOut } from '../../../lib/use-sign-out';
import { Button } from '../../../ui/button';
import { PasswordField } from '../../../ui/form/password-field';
import { Heading } from '../../../ui/heading';
import { Modal } from '../../../ui/modal';

const GRACE_DAYS = 14;

async function deleteAccount(password: string): Promise<null> {
  return (await import('../api/account-deletion-request')).deleteAccount(password);
}

/**
 * "Delete my account" (issue 36): what goes and what stays, then the password in a dialog. The
 * server's refusal (money still held, a balance to withdraw) is shown as it says it.
 */
export function AccountDeletionSection() {
  const { t } = useTranslation('privacy-rights');
  const headingId = useId();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      const until = new Date(Date.now() + GRACE_DAYS * 24 * 60 * 60 * 1000);
      toast.success(t('deletion.done', { date: formatStandaloneDate(until) }));
      await signOut();
    },
  });
  const close = () => {
    setOpen(false);
    setPassword('');
    remove.reset();
  };
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-card border border-accent-600/30 bg-white p-6 sm:p-8"
    >
      <Heading level={2} size="subtitle" id={headingId} className="text-ink-950">
        {t('deletion.title')}
      </Heading>
      <p className="mt-3 text-ink-700">{t('deletion.what')}</p>
      <p className="mt-3 text-ink-700">{t('deletion.kept')}</p>
      <p className="mt-3 text-sm text-ink-600">{t('deletion.before')}</p>
      <Button
        variant="outline"
        className="mt-6"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('deletion.start')}
      </Button>
      <Modal
        open={open}
        onClose={close}
        size="sm"
        title={t('deletion.confirmTitle')}
        description={t('deletion.confirmDescription')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(password);
          }}
        >
          <PasswordField
            label={t('deletion.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
          {remove.isError ? (
            <p role="alert" className="mt-4 text-sm font-medium text-accent-700">
              {errorMessage(remove.error, t('deletion.failed'))}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button type="button" variant="ghost" onClick={close}>
              {t('deletion.cancel')}
            </Button>
            <Button type="submit" variant="primary" pending={remove.isPending} disabled={password === ''}>
              {t('deletion.confirm')}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
