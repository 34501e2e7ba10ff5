import { AppError } from '../../lib/app-error';
import { serverText } from '../../lib/messages/server-messages';

const HEADER = /^%PDF-\d\.\d/;
/** Readers look for the end of a PDF in its last kilobyte (ISO 32000-1, 7.5.5; Acrobat's implementation notes). */
const TAIL_BYTES = 1024;
// The last cross-reference section's offset, then the end-of-file marker; end-of-line bytes, spaces or NULs after it.
const TRAILER = /startxref[\r\n\t ]+(\d{1,10})[\r\n\t ]+%%EOF[\r\n\t \0]*$/;
// What that offset leads to: a cross-reference table, or the object holding a cross-reference stream.
const CROSS_REFERENCE = /^[\r\n\t ]*(?:xref|\d{1,10}[\r\n\t ]+\d{1,5}[\r\n\t ]+obj)/;

/**
 * Refuses a file that starts as a PDF but is not a whole one: its header names a version, its last
 * kilobyte ends with `startxref <offset> %%EOF`, and the offset leads to a cross-reference section
 * inside the file. A PDF cut off in transfer, or another file given a PDF's first bytes, fails.
 */
export function assertWholePdf(bytes: Buffer): void {
  const damaged = new AppError('VALIDATION_FAILED', [serverText('pdfDamaged')]);
  if (!HEADER.test(bytes.subarray(0, 8).toString('latin1'))) throw damaged;
  const tail = bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)).toString('latin1');
  const offset = Number(TRAILER.exec(tail)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(offset) || offset >= bytes.length) throw damaged;
  const section = bytes.subarray(offset, offset + 64).toString('latin1');
  if (!CROSS_REFERENCE.test(section)) throw damaged;
}
