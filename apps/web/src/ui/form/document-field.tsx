import { useId, type Ref } from 'react';
import { formatNumber } from '../../lib/format';
import { DocumentIcon } from '../icons';
import { FieldError } from './field-error';

export interface DocumentFieldProps {
  readonly label: string;
  readonly hint: string;
  readonly chooseLabel: string;
  readonly replaceLabel: string;
  readonly uploadingLabel: string;
  /** The chosen file's name, once uploaded. */
  readonly fileName: string | null;
  /** The upload's progress (0 to 1) while it runs. */
  readonly progress: number | null;
  readonly error?: string | undefined;
  readonly disabled: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onFile: (file: File) => void;
}

/** A private document (PDF, JPEG or PNG) to upload: a button-like label, the file's name and the upload's progress. */
export function DocumentField({
  label,
  hint,
  chooseLabel,
  replaceLabel,
  uploadingLabel,
  fileName,
  progress,
  error,
  disabled,
  inputRef,
  onFile,
}: DocumentFieldProps) {
  const id = useId();
  return (
    <div className="mt-6 flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink-900">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          // A wildcard, so that a phone offers its camera too; the contract's check refuses other images.
          accept="application/pdf,image/*"
          className="peer sr-only"
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={`${id}-hint${error === undefined ? '' : ` ${id}-error`}`}
          aria-invalid={error !== undefined}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) onFile(file);
          }}
        />
        <label
          id={`${id}-choose`}
          htmlFor={`${id}-file`}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-950/20 px-6 text-sm font-semibold text-ink-950 transition-colors hover:border-ink-950 hover:bg-ink-950/5 peer-focus-visible:outline-2 peer-focus-visible:outline-accent-600"
        >
          <DocumentIcon className="size-[1.125rem]" />
          {fileName === null ? chooseLabel : replaceLabel}
        </label>
        {fileName === null ? null : (
          <span dir="auto" className="min-w-0 truncate text-sm text-ink-800">
            {fileName}
          </span>
        )}
      </div>
      {progress === null ? null : (
        <div className="mt-2 flex items-center gap-3">
          <progress
            value={progress}
            max={1}
            aria-label={uploadingLabel}
            className="h-2 w-48 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-accent-600"
          />
          <span className="text-sm text-ink-600 tabular-nums">
            {uploadingLabel} {formatNumber(progress, { style: 'percent' })}
          </span>
        </div>
      )}
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {hint}
      </p>
      {error === undefined ? null : <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}
