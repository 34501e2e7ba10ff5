import { LICENCE_RULES, LICENCE_TYPES, type LicenceType } from '@casting/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../i18n/contract-text';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { optionLabel } from '../../../lib/option-label';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { DocumentField } from '../../../ui/form/document-field';
import { FieldError } from '../../../ui/form/field-error';
import { TextField } from '../../../ui/form/text-field';
import { Heading } from '../../../ui/heading';
import { useAddLicence } from '../api/licences';
import {
  firstInvalidField,
  licenceErrorsOf,
  refusedField,
  type LicenceErrors,
  type LicenceField,
} from '../licence-errors';

interface Uploaded {
  readonly name: string;
  readonly key: string;
}

const EMPTY = { type: null as LicenceType | null, number: '', issuer: '', expiresOn: '' };

/** Type, number, issuer, expiry and a copy of the licence, checked by the contract's rule. */
export function LicenceForm() {
  const { t, i18n } = useTranslation('licences');
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [evidence, setEvidence] = useState<Uploaded | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<LicenceErrors>({});
  const controls = useRef<Partial<Record<LicenceField, HTMLInputElement | null>>>({});
  const add = useAddLicence();

  const change = (name: keyof typeof EMPTY, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (errors[name] !== undefined) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const showErrors = (found: LicenceErrors) => {
    setErrors(found);
    const first = firstInvalidField(found);
    if (first !== undefined) controls.current[first]?.focus();
  };

  // The upload's code and the rule load when first used, not with the page (ADR 025).
  const upload = async (file: File) => {
    const { fileRefusal, uploadFile } = await import('../../../lib/upload-file');
    const refusal = fileRefusal('document', file);
    if (refusal !== null) {
      setErrors((current) => ({ ...current, evidence: refusal }));
      return;
    }
    setErrors((current) => ({ ...current, evidence: undefined }));
    setProgress(0);
    try {
      const key = await uploadFile(file, 'document', { onProgress: setProgress });
      setEvidence({ name: file.name, key });
    } catch (error) {
      setErrors((current) => ({ ...current, evidence: errorMessage(error, t('form.uploadFailed')) }));
    } finally {
      setProgress(null);
    }
  };

  const submit = async () => {
    const { AddLicenceBodySchema, EVIDENCE_MESSAGE } = await import('../licence-rules');
    const parsed = AddLicenceBodySchema.safeParse({
      ...fields,
      type: fields.type ?? undefined,
      evidence: evidence?.key,
    });
    if (!parsed.success) {
      showErrors(licenceErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    // The tenth licence replaces the form with a sentence, so the outcome is told from the promise.
    try {
      await add.mutateAsync(parsed.data);
      setFields(EMPTY);
      setEvidence(null);
      toast.success(t('form.sent'));
    } catch (error) {
      const message = errorMessage(error, t('form.sendFailed'));
      const field =
        error instanceof ApiError ? refusedField(error, contractText(EVIDENCE_MESSAGE, i18n.language)) : null;
      if (field === null) toast.error(message);
      else showErrors({ [field]: message });
    }
  };

  const busy = progress !== null;
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
        {t('form.title')}
      </Heading>
      <fieldset
        className="mt-6"
        aria-describedby={errors.type === undefined ? undefined : `${id}-type-error`}
      >
        <legend className="text-sm font-semibold text-ink-900">{t('form.type')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {LICENCE_TYPES.map((type, index) => (
            <label
              key={type}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-ink-950/10 bg-white px-4 py-3 transition-colors hover:border-ink-950/30 has-checked:border-accent-600 has-checked:bg-accent-100/40 has-focus-visible:ring-2 has-focus-visible:ring-accent-600"
            >
              <input
                ref={
                  index === 0
                    ? (input) => {
                        controls.current.type = input;
                      }
                    : undefined
                }
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={fields.type === type}
                aria-invalid={errors.type !== undefined}
                onChange={() => {
                  change('type', type);
                }}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-600"
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold text-ink-950">{optionLabel('licenceType', type)}</span>
                <span className="text-sm text-ink-600">{t(`form.hints.${type}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.type === undefined ? null : (
          <FieldError id={`${id}-type-error`} className="mt-2" message={errors.type} />
        )}
      </fieldset>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <TextField
          ref={(input) => {
            controls.current.number = input;
          }}
          label={t('form.number')}
          dir="auto"
          autoComplete="off"
          maxLength={LICENCE_RULES.textMaxLength}
          value={fields.number}
          error={errors.number}
          onChange={(event) => {
            change('number', event.target.value);
          }}
        />
        <TextField
          ref={(input) => {
            controls.current.expiresOn = input;
          }}
          label={t('form.expiresOn')}
          hint={t('form.expiresOnHint')}
          type="date"
          value={fields.expiresOn}
          error={errors.expiresOn}
          onChange={(event) => {
            change('expiresOn', event.target.value);
          }}
        />
        <div className="sm:col-span-2">
          <TextField
            ref={(input) => {
              controls.current.issuer = input;
            }}
            label={t('form.issuer')}
            hint={t('form.issuerHint')}
            dir="auto"
            maxLength={LICENCE_RULES.textMaxLength}
            value={fields.issuer}
            error={errors.issuer}
            onChange={(event) => {
              change('issuer', event.target.value);
            }}
          />
        </div>
      </div>
      <DocumentField
        label={t('form.evidence')}
        hint={t('form.evidenceHint')}
        chooseLabel={t('form.choose')}
        replaceLabel={t('form.replace')}
        uploadingLabel={t('form.uploading')}
        fileName={evidence?.name ?? null}
        progress={progress}
        error={errors.evidence}
        disabled={busy}
        inputRef={(input) => {
          controls.current.evidence = input;
        }}
        onFile={(file) => void upload(file)}
      />
      <div className="mt-8 flex justify-end">
        <Button type="submit" variant="dark" pending={add.isPending} disabled={busy}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
