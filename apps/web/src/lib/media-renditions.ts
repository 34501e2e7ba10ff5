/** The pipeline's longest edges (apps/api media service): a thumbnail and a display rendition. */
export const THUMBNAIL_EDGE = 480;
export const DISPLAY_EDGE = 1600;

export interface MediaRenditions {
  readonly thumbnail: string;
  readonly display: string;
}

const STORED_IMAGE = /^(.*\/)?([0-9a-f-]{36})(-thumb)?\.webp$/;

/**
 * Images are stored as `<id>.webp` with a `<id>-thumb.webp` beside them, so either URL names
 * both renditions; null for anything else (a video, a picture not from the media store).
 */
export function renditionsOf(url: string): MediaRenditions | null {
  const match = STORED_IMAGE.exec(url);
  if (match === null) return null;
  const base = `${match[1] ?? ''}${match[2] ?? ''}`;
  return { thumbnail: `${base}-thumb.webp`, display: `${base}.webp` };
}

export function thumbnailOf(url: string): string {
  return renditionsOf(url)?.thumbnail ?? url;
}

/** The `srcset` naming both renditions with their widths. */
export function srcSetOf(renditions: MediaRenditions): string {
  return `${renditions.thumbnail} ${String(THUMBNAIL_EDGE)}w, ${renditions.display} ${String(DISPLAY_EDGE)}w`;
}
