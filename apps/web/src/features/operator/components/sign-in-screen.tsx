import { LIMITS, MAX_LENGTHS, OperatorSignInBodySchema } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../i18n/contract-text';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form/text-field';
import { signIn } from '../api/operator-requests';
import { startOperatorSession, useOperatorSession } from '../api/operator-session';
import { ScreenHeader } from './console-parts';

type FieldName = 'email' | 'password' | 'totp';

/**
 * /operator/sign-in: e-mail, password and the authenticator's current code (RFC 6238). The
 * server's answer is shown as it words it (wrong details, too many tries); a code signs in once,
 * so a refused one is cleared for the next.
 */
export function OperatorSignInScreen() {
  const { t, i18n } = useTranslation('operator');
  const { reason } = useOperatorSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const send = useMutation({ mutationFn: signIn });
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    totp: codeInput,
  };

  const submit = () => {
    const parsed = OperatorSignInBodySchema.safeParse({ email, password, totp: code });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password' || field === 'totp') && found[field] === undefined)
          found[field] = issue.message;
      }
      setErrors(found);
      const first = (['email', 'password', 'totp'] as const).find((field) => found[field] !== undefined);
      if (first !== undefined) refs[first].current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    send.mutate(parsed.data, {
      onSuccess: (session) => {
        startOperatorSession(session);
      },
      onError: (error) => {
        setCode('');
        setFailure(contractText(errorMessage(error, t('signIn.failed')), i18n.language));
        window.setTimeout(() => {
          failureRef.current?.focus();
        }, 0);
      },
    });
  };

  const notice =
    reason === 'ended' ? t('signIn.ended') : reason === 'signedOut' ? t('signIn.signedOut') : null;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <ScreenHeader title={t('signIn.title')} description={t('signIn.intro')} />
      {notice === null ? null : (
        <p role="status" className="rounded-2xl bg-gold-400/15 p-4 text-ink-900 ring-1 ring-gold-400/50">
          {notice}
        </p>
      )}
      <form
        noValidate
        className="flex flex-col gap-5 rounded-card border border-ink-950/10 bg-white p-6 shadow-card sm:p-8"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          ref={refs.email}
          label={t('signIn.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          dir="ltr"
          className="text-start"
          maxLength={MAX_LENGTHS.email}
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
        />
        <TextField
          ref={refs.password}
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          dir="ltr"
          className="text-start"
          maxLength={LIMITS.passwordMaxLength}
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <TextField
          ref={codeInput}
          label={t('signIn.code')}
          hint={t('signIn.codeHint')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={6}
          className="max-w-40 text-start font-semibold tracking-[0.3em] tabular-nums"
          value={code}
          error={errors.totp}
          onChange={(event) => {
            setCode(event.target.value);
            setErrors((current) => ({ ...current, totp: undefined }));
          }}
        />
        {failure === null ? null : (
          <p
            ref={failureRef}
            role="alert"
            tabIndex={-1}
            className="rounded-2xl bg-accent-100/50 p-4 text-sm font-medium text-accent-700 ring-1 ring-accent-600/30 focus:outline-none"
          >
            {failure}
          </p>
        )}
        <Button type="submit" variant="dark" pending={send.isPending} className="self-stretch sm:self-end">
          {t('signIn.submit')}
        </Button>
      </form>
    </div>
  );
}
