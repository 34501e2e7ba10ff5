import type { Verification } from '@casting/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatStandaloneDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { DocumentField } from '../../../ui/form/document-field';
import { FieldError } from '../../../ui/form/field-error';
import { inputClasses } from '../../../ui/form/field-styles';
import { Eyebrow, Heading } from '../../../ui/heading';
import { Spinner } from '../../../ui/spinner';
import { VerifiedMark } from '../../../ui/verified-mark';
import { useRequestVerification, useVerification } from '../api/verification';

interface Uploaded {
  readonly name: string;
  readonly key: string;
}

/** The number and a document, checked by the contract's rule (Arabic-Indic digits read as digits). */
function RequestForm({ again }: { readonly again: boolean }) {
  const { t } = useTranslation('safety');
  const id = useId();
  const [number, setNumber] = useState('');
  const [document, setDocument] = useState<Uploaded | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ unifiedNumber?: string; document?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const send = useRequestVerification();

  // The upload's code and the request's rule load when first used, not with the page (ADR 025).
  const upload = async (file: File) => {
    const { fileRefusal, uploadFile } = await import('../../../lib/upload-file');
    const refusal = fileRefusal('document', file);
    if (refusal !== null) {
      setErrors((current) => ({ ...current, document: refusal }));
      return;
    }
    setErrors((current) => ({ ...current, document: undefined }));
    setProgress(0);
    try {
      const key = await uploadFile(file, 'document', { onProgress: setProgress });
      setDocument({ name: file.name, key });
    } catch (error) {
      // The server's reason (a damaged PDF, a file too large) belongs under the field it is about.
      setErrors((current) => ({ ...current, document: errorMessage(error, t('verification.uploadFailed')) }));
    } finally {
      setProgress(null);
    }
  };

  const submit = async () => {
    const { RequestVerificationBodySchema } = await import('../verification-rules');
    const parsed = RequestVerificationBodySchema.safeParse({
      unifiedNumber: number,
      document: document?.key,
    });
    if (!parsed.success) {
      const found: { unifiedNumber?: string; document?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'unifiedNumber' || field === 'document') && found[field] === undefined)
          found[field] = issue.message;
      }
      setErrors(found);
      if (found.unifiedNumber !== undefined) numberInput.current?.focus();
      else fileInput.current?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('verification.sent'));
      },
      onError: (error) => {
        toast.error(errorMessage(error, t('verification.sendFailed')));
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-card border border-ink-950/10 bg-white p-6 shadow-card sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Heading level={2} size="subtitle" id={`${id}-title`} className="text-ink-950">
        {again ? t('verification.formAgain') : t('verification.form')}
      </Heading>
      <div className="mt-6 flex flex-col gap-1.5">
        <label htmlFor={`${id}-number`} className="text-sm font-semibold text-ink-900">
          {t('verification.number')}
        </label>
        <input
          ref={numberInput}
          id={`${id}-number`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={14}
          value={number}
          aria-invalid={errors.unifiedNumber !== undefined}
          aria-describedby={`${id}-number-hint${errors.unifiedNumber === undefined ? '' : ` ${id}-number-error`}`}
          className={inputClasses(errors.unifiedNumber !== undefined, 'max-w-xs text-start tabular-nums')}
          onChange={(event) => {
            setNumber(event.target.value);
          }}
        />
        <p id={`${id}-number-hint`} className="text-sm text-ink-600">
          {t('verification.numberHint')}
        </p>
        {errors.unifiedNumber === undefined ? null : (
          <FieldError id={`${id}-number-error`} message={errors.unifiedNumber} />
        )}
      </div>
      <DocumentField
        label={t('verification.document')}
        hint={t('verification.documentHint')}
        chooseLabel={t('verification.choose')}
        replaceLabel={t('verification.replace')}
        uploadingLabel={t('verification.uploading')}
        fileName={document?.name ?? null}
        progress={progress}
        error={errors.document}
        disabled={progress !== null}
        inputRef={fileInput}
        onFile={(file) => void upload(file)}
      />
      <div className="mt-8 flex justify-end">
        <Button type="submit" variant="dark" pending={send.isPending} disabled={progress !== null}>
          {t('verification.submit')}
        </Button>
      </div>
    </form>
  );
}

function StateCard({ verification }: { readonly verification: Verification }) {
  const { t } = useTranslation('safety');
  const date = (value: string | null) =>
    value === null ? '' : formatStandaloneDate(value, { dateStyle: 'medium' });
  switch (verification.state) {
    case 'NONE':
      return null;
    case 'PENDING':
      return (
        <section role="status" className="mt-8 rounded-card border border-gold-400/60 bg-gold-400/10 p-6">
          <Heading level={2} size="subtitle" className="text-ink-950">
            {t('verification.pendingTitle')}
          </Heading>
          <p className="mt-2 text-ink-700">
            {t('verification.pendingBody', { date: date(verification.requestedAt) })}
          </p>
          {verification.unifiedNumber === null ? null : (
            <p className="mt-3 text-sm text-ink-600">
              {t('verification.number')}: <span dir="ltr">{verification.unifiedNumber}</span>
            </p>
          )}
        </section>
      );
    case 'VERIFIED':
      return (
        <section role="status" className="mt-8 rounded-card border border-accent-600/30 bg-accent-100/40 p-6">
          <Heading level={2} size="subtitle" className="flex items-center gap-2 text-ink-950">
            <VerifiedMark label={t('verification.mark')} />
            {t('verification.verifiedTitle')}
          </Heading>
          <p className="mt-2 text-ink-700">
            {t('verification.verifiedBody', { date: date(verification.decidedAt) })}
          </p>
        </section>
      );
    case 'REJECTED':
      return (
        <section role="status" className="mt-8 rounded-card border border-accent-600/40 bg-sand-50 p-6">
          <Heading level={2} size="subtitle" className="text-ink-950">
            {t('verification.rejectedTitle')}
          </Heading>
          <p className="mt-2 text-ink-700">{t('verification.rejectedBody')}</p>
          {verification.reason === null ? null : (
            <p dir="auto" className="mt-3 rounded-2xl bg-white p-4 text-ink-800 ring-1 ring-ink-950/10">
              {verification.reason}
            </p>
          )}
        </section>
      );
  }
}

/** /settings/verification: an organization asks for the verified mark, and follows its request (issue 35). */
export function VerificationPage() {
  const { t } = useTranslation('safety');
  const verification = useVerification();
  const state = verification.data?.state;
  return (
    <Container className="max-w-2xl py-10 lg:py-12">
      <DocumentTitle title={t('verification.title')} />
      <Eyebrow>{t('verification.eyebrow')}</Eyebrow>
      <Heading level={1} size="headline" className="mt-2 text-ink-950">
        {t('verification.title')}
      </Heading>
      <p className="mt-3 text-ink-600">{t('verification.description')}</p>
      {verification.data === undefined ? (
        verification.isError ? (
          <div role="alert" className="mt-8">
            <p className="text-ink-700">{errorMessage(verification.error, t('verification.loadError'))}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void verification.refetch()}>
              {t('verification.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-8 flex items-center gap-3 text-sm text-ink-600">
            <Spinner className="size-4" />
            {t('verification.loading')}
          </p>
        )
      ) : (
        <>
          <StateCard verification={verification.data} />
          {state === 'NONE' || state === 'REJECTED' ? <RequestForm again={state === 'REJECTED'} /> : null}
        </>
      )}
    </Container>
  );
}
