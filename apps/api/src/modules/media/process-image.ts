import { availableParallelism } from 'node:os';
import type sharp from 'sharp';
import type { Sharp } from 'sharp';
import { AppError } from '../../lib/app-error';
import { QueueFullError, Semaphore } from '../../lib/semaphore';
import { serverText } from '../../lib/messages/server-messages';

/**
 * Image work runs one image per core but one, each image on one thread, so a burst of uploads
 * leaves a core to the event loop and every other request. A few more wait their turn; beyond
 * that an upload is told to come back (503) instead of queueing without end.
 */
const IMAGE_WORKERS = Math.max(1, availableParallelism() - 1);
const IMAGE_QUEUE = 20 * IMAGE_WORKERS;
const imageWork = new Semaphore(IMAGE_WORKERS, IMAGE_QUEUE);
const BUSY_MESSAGE = serverText('imagesBusy');

let loading: Promise<typeof sharp> | undefined;

/** sharp and libvips (about 10 MB) are loaded with the first image, not when the process starts. */
export function loadSharp(): Promise<typeof sharp> {
  loading ??= import('sharp').then(({ default: loaded }) => {
    loaded.concurrency(1);
    return loaded;
  });
  return loading;
}

/** Enough for a 40-megapixel photograph; a decompression bomb stops at its header. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * A panorama's proportions at most, and a side no camera's photograph exceeds: a picture of
 * 200,000 by 1 pixels has few pixels but shows nothing, and would be a sliver on every page.
 */
const MAX_EDGE = 12_000;
const MAX_ASPECT_RATIO = 10;
const DISPLAY_EDGE = 1600;
const THUMBNAIL_EDGE = 480;

export interface ProcessedImage {
  readonly display: Buffer;
  readonly thumbnail: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * Re-encodes an image to WebP: orientation applied, every metadata block (EXIF with GPS, XMP,
 * ICC comments) dropped, anything appended after the image data gone, plus a thumbnail.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return decoded(input, async (source) => {
    const oriented = source.rotate();
    const { data: display, info } = await oriented
      .clone()
      .resize({ width: DISPLAY_EDGE, height: DISPLAY_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await oriented
      .clone()
      .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { display, thumbnail, width: info.width, height: info.height };
  });
}

/**
 * A document's image (a scanned registration, say) kept in its format and at its size, so every
 * word stays legible: orientation applied, metadata and anything after the image data dropped.
 */
export function cleanDocumentImage(input: Buffer, format: 'jpeg' | 'png'): Promise<Buffer> {
  return decoded(input, (source) => {
    const oriented = source.rotate();
    return (format === 'jpeg' ? oriented.jpeg({ quality: 90 }) : oriented.png()).toBuffer();
  });
}

/** Runs `work` on the decoded image in its turn (a 503 when too many wait), its faults answered as the client's. */
async function decoded<T>(input: Buffer, work: (source: Sharp) => Promise<T>): Promise<T> {
  try {
    return await imageWork.run(() => decodeAndRun(input, work));
  } catch (error) {
    if (error instanceof QueueFullError)
      throw new AppError('UNAVAILABLE', BUSY_MESSAGE, { 'retry-after': '5' });
    throw error;
  }
}

async function decodeAndRun<T>(input: Buffer, work: (source: Sharp) => Promise<T>): Promise<T> {
  const sharp = await loadSharp();
  try {
    const source = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      sequentialRead: true,
    });
    assertProportions(await source.metadata());
    return await work(source);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (message.includes('pixel limit'))
      throw new AppError('PAYLOAD_TOO_LARGE', [serverText('tooManyPixels')]);
    // Its first bytes made it a JPEG, PNG or WebP: what does not decode is cut off or damaged.
    throw new AppError('VALIDATION_FAILED', [serverText('imageDamaged')]);
  }
}

/** Refuses a picture too long on a side or too narrow for its length, before any pixel is decoded. */
function assertProportions({ width = 0, height = 0 }: { width?: number; height?: number }): void {
  if (width * height > MAX_INPUT_PIXELS) return; // decoding stops at the pixel limit, with its own message
  const longer = Math.max(width, height);
  const shorter = Math.min(width, height);
  if (longer > MAX_EDGE || longer > shorter * MAX_ASPECT_RATIO)
    throw new AppError('VALIDATION_FAILED', [
      serverText('imageProportions', { edge: MAX_EDGE.toLocaleString('en'), ratio: MAX_ASPECT_RATIO }),
    ]);
}
