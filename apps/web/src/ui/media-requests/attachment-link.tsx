import { useEffect, useState } from 'react';
import { useAttachment } from '../../lib/media-requests/media-request-queries';
import { DocumentIcon } from '../icons';

/** A request's attached document, fetched with the session's token and opened in a tab of its own. */
export function AttachmentLink({ path, label }: { readonly path: string; readonly label: string }) {
  const attachment = useAttachment(path);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (attachment.data === undefined) return undefined;
    const objectUrl = URL.createObjectURL(attachment.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [attachment.data]);
  if (url === null) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-2 text-sm font-semibold text-ink-950 underline underline-offset-4"
    >
      <DocumentIcon className="size-4" />
      {label}
    </a>
  );
}
