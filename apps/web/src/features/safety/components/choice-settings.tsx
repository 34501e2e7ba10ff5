import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { Spinner } from '../../../ui/spinner';

/** A settings page's texts live under this key of the safety catalogue. */
type Section = 'contact' | 'photos';

interface ChoiceFormProps<T extends string> {
  readonly section: Section;
  readonly choices: readonly T[];
  /** A choice's name and the line under it, in the reader's language. */
  readonly describe: (choice: T) => { readonly label: string; readonly hint: string };
  readonly saved: T;
  readonly saving: boolean;
  readonly onSave: (choice: T, done: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

function ChoiceForm<T extends string>({
  section,
  choices,
  describe,
  saved,
  saving,
  onSave,
}: ChoiceFormProps<T>) {
  const { t } = useTranslation('safety');
  const name = useId();
  const [choice, setChoice] = useState<T>(saved);
  return (
    <form
      className="mt-8"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choice, {
          onSuccess: () => {
            toast.success(t(`${section}.saved`));
          },
          onError: (error) => {
            toast.error(errorMessage(error, t(`${section}.saveFailed`)));
          },
        });
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t(`${section}.legend`)}</legend>
        <ul className="mt-3 space-y-3">
          {choices.map((value) => (
            <li key={value}>
              <label className="flex cursor-pointer items-start gap-4 rounded-2xl border border-ink-950/10 bg-white px-4 py-4 transition-colors hover:border-ink-950/30 has-checked:border-accent-600 has-checked:bg-accent-100/40 has-focus-visible:ring-2 has-focus-visible:ring-accent-600 sm:px-5">
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={choice === value}
                  onChange={() => {
                    setChoice(value);
                  }}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-600"
                />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold text-ink-950">{describe(value).label}</span>
                  <span className="text-sm text-ink-600">{describe(value).hint}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-6 flex justify-end">
        <Button type="submit" variant="dark" pending={saving}>
          {t(`${section}.save`)}
        </Button>
      </div>
    </form>
  );
}

interface ChoiceSettingsProps<T extends string> extends Omit<ChoiceFormProps<T>, 'saved'> {
  /** The saved choice; undefined while it loads or when loading failed. */
  readonly saved: T | undefined;
  readonly loadError: unknown;
  readonly onRetry: () => void;
}

/** A settings page that is one choice among a few (who can contact me, who sees my photos). */
export function ChoiceSettings<T extends string>({
  saved,
  loadError,
  onRetry,
  ...form
}: ChoiceSettingsProps<T>) {
  const { t } = useTranslation('safety');
  const { section } = form;
  return (
    <Container className="max-w-2xl py-10 lg:py-12">
      <DocumentTitle title={t(`${section}.title`)} />
      <Eyebrow>{t(`${section}.eyebrow`)}</Eyebrow>
      <Heading level={1} size="headline" className="mt-2 text-ink-950">
        {t(`${section}.title`)}
      </Heading>
      <p className="mt-3 text-ink-600">{t(`${section}.description`)}</p>
      {saved === undefined ? (
        loadError !== null ? (
          <div role="alert" className="mt-8">
            <p className="text-ink-700">{errorMessage(loadError, t(`${section}.loadError`))}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
              {t(`${section}.retry`)}
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-8 flex items-center gap-3 text-sm text-ink-600">
            <Spinner className="size-4" />
            {t(`${section}.loading`)}
          </p>
        )
      ) : (
        <ChoiceForm saved={saved} {...form} />
      )}
    </Container>
  );
}
