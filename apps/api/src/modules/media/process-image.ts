import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { INVALID_IMAGE_MESSAGE } from './media-types';

/** Enough for a 40-megapixel photograph; a decompression bomb stops at its header. */
export const MAX_INPUT_PIXELS = 40_000_000;
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
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  try {
    const source = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      sequentialRead: true,
    });
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
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message.includes('pixel limit'))
      throw new AppError('PAYLOAD_TOO_LARGE', ['The image has too many pixels.']);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', [INVALID_IMAGE_MESSAGE]);
  }
}
