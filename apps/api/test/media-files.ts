import sharp from 'sharp';
import { pdfDocument } from '../src/seed/demo-document';

export async function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({
    create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

export async function webp(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();
}

/** A small, whole PDF. */
export function pdf(): Buffer {
  return pdfDocument(['Commercial Registration', 'Unified National Number 7001234567']);
}

/** A JPEG whose EXIF says where it was taken and that it is rotated. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 40, channels: 3, background: '#884422' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** An ISO base media file header (what MP4 and MOV start with) and some payload. */
export function isoMedia(brand: 'isom' | 'qt  ', totalBytes = 2048): Buffer {
  const buffer = Buffer.alloc(totalBytes);
  buffer.writeUInt32BE(24, 0);
  buffer.write('ftyp', 4, 'latin1');
  buffer.write(brand, 8, 'latin1');
  buffer.writeUInt32BE(0x200, 12);
  buffer.write(brand, 16, 'latin1');
  buffer.write('mp41', 20, 'latin1');
  buffer.writeUInt32BE(totalBytes - 24, 24);
  buffer.write('mdat', 28, 'latin1');
  return buffer;
}

/** An EBML header declaring the webm doc type, then padding. */
export function webm(totalBytes = 2048): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85,
    0x81, 0x02,
  ]);
  return Buffer.concat([header, Buffer.alloc(totalBytes - header.length)]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small PNG whose header claims 30000 x 30000 pixels: a decompression bomb. */
export async function pixelFloodPng(): Promise<Buffer> {
  const real = Buffer.from(await png());
  // IHDR starts at byte 8: length(4) type(4) width(4) height(4) ... crc(4)
  real.writeUInt32BE(30_000, 16);
  real.writeUInt32BE(30_000, 20);
  real.writeUInt32BE(crc32(real.subarray(12, 29)), 29);
  return real;
}

export function multipart(
  file: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----casting${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${
      options.filename ?? 'upload.bin'
    }"\r\nContent-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
