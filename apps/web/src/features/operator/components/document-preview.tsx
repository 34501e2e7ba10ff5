import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { DocumentIcon } from '../../../ui/icons';
import { useOperatorDocument } from '../api/operator-queries';

/** The blob as an address the page can show, let go of when the blob changes or the card goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (blob === undefined) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * A private document (an organization's registration, a talent's licence), read with the
 * operator's token: a picture shows in the console, and either opens in a tab of its own.
 */
export function DocumentPreview({
  url,
  picture,
  alt,
  openLabel,
}: {
  readonly url: string;
  readonly picture: boolean;
  readonly alt: string;
  readonly openLabel: string;
}) {
  const { t } = useTranslation('operator');
  const documentQuery = useOperatorDocument(url);
  const objectUrl = useObjectUrl(documentQuery.data);
  if (documentQuery.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-ink-800">
        <p>{t('verification.documentError')}</p>
        <Button variant="outline" size="sm" onClick={() => void documentQuery.refetch()}>
          {t('console.retry')}
        </Button>
      </div>
    );
  if (objectUrl === null)
    return (
      <p role="status" className="text-sm text-ink-600">
        {t('verification.documentLoading')}
      </p>
    );
  return (
    <div className="flex flex-col items-start gap-2">
      {picture ? (
        <a
          href={objectUrl}
          target="_blank"
          rel="noreferrer"
          className="block rounded-2xl ring-1 ring-ink-950/10 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <img
            src={objectUrl}
            alt={alt}
            className="max-h-72 w-auto max-w-full rounded-2xl bg-sand-200 object-contain"
          />
        </a>
      ) : null}
      <a
        href={objectUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-2 text-sm font-semibold text-ink-950 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <DocumentIcon className="size-4" />
        {openLabel}
      </a>
    </div>
  );
}
