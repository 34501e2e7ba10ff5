import type { MediaRequest, MediaRequestKind } from '@casting/contract';

type AnswerFile = NonNullable<MediaRequest['answer']>['media'][number];

/**
 * An answer's files, viewable and playable where they are: images, videos, and for an audio
 * request the recording (uploaded as a video) in an audio player.
 */
export function AnswerMedia({
  kind,
  media,
  label,
}: {
  readonly kind: MediaRequestKind;
  readonly media: readonly AnswerFile[];
  /** Names each file: "File 1 of 2 from Name", say. */
  readonly label: (index: number) => string;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {media.map((file, index) => (
        <li key={file.url}>
          {file.kind === 'image' ? (
            <a href={file.url} target="_blank" rel="noreferrer" className="block">
              <img
                src={file.url}
                alt={label(index)}
                loading="lazy"
                className="max-h-80 w-full rounded-xl bg-sand-200 object-contain"
              />
            </a>
          ) : kind === 'AUDIO' ? (
            <audio controls preload="metadata" src={file.url} aria-label={label(index)} className="w-full" />
          ) : (
            <video
              controls
              playsInline
              preload="metadata"
              src={file.url}
              aria-label={label(index)}
              className="max-h-80 w-full rounded-xl bg-ink-950"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
