import type { Verification } from '@casting/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatNumber, formatStandaloneDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { FieldError } from '../../../ui/form/field-error';
import { inputClasses } from '../../../ui/form/field-styles';
import { Eyebrow, Heading } from '../../../ui/heading';
import { DocumentIcon } from '../../../ui/icons';
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
      <div className="mt-6 flex flex-col gap-1.5">
        <span id={`${id}-document`} className="text-sm font-semibold text-ink-900">
          {t('verification.document')}
        </span>
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            // A wildcard, so that a phone offers its camera too; the contract's check refuses other images.
            accept="application/pdf,image/*"
            className="peer sr-only"
            aria-labelledby={`${id}-document ${id}-choose`}
            aria-describedby={`${id}-document-hint${errors.document === undefined ? '' : ` ${id}-document-error`}`}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file !== undefined) void upload(file);
            }}
          />
          <label
            id={`${id}-choose`}
            htmlFor={`${id}-file`}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-950/20 px-6 text-sm font-semibold text-ink-950 transition-colors hover:border-ink-950 hover:bg-ink-950/5 peer-focus-visible:outline-2 peer-focus-visible:outline-accent-600"
          >
            <DocumentIcon className="size-[1.125rem]" />
            {document === null ? t('verification.choose') : t('verification.replace')}
          </label>
          {document === null ? null : (
            <span dir="auto" className="min-w-0 truncate text-sm text-ink-800">
              {document.name}
            </span>
          )}
        </div>
        {progress === null ? null : (
          <div className="mt-2 flex items-center gap-3">
            <progress
              value={progress}
              max={1}
              aria-label={t('verification.uploading')}
              className="h-2 w-48 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-accent-600"
            />
            <span className="text-sm text-ink-600 tabular-nums">
              {t('verification.uploading')} {formatNumber(progress, { style: 'percent' })}
            </span>
          </div>
        )}
        <p id={`${id}-document-hint`} className="text-sm text-ink-600">
          {t('verification.documentHint')}
        </p>
        {errors.document === undefined ? null : (
          <FieldError id={`${id}-document-error`} message={errors.document} />
        )}
      </div>
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
