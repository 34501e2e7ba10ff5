import { UPLOAD_MESSAGES } from '@casting/contract';
import type { Multipart } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { ACCEPTED_TYPES, type AcceptedType } from './media-types';
import { serverText } from '../../lib/messages/server-messages';

const SNIFF_BYTES = 4100;

const UNREADABLE_MESSAGE = serverText('uploadUnreadable');

/** What @fastify/multipart raises for a part beyond the one file (limits files: 1, fields: 0) or named `__proto__`. */
const EXTRA_PART_CODES: ReadonlySet<unknown> = new Set([
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_PROTO_VIOLATION',
]);

/** A multipart body that breaks off or lacks its boundary is the client's fault: a 400, not a 500. */
export function unreadableUpload(error: unknown): never {
  if (error instanceof AppError) throw error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (EXTRA_PART_CODES.has(code)) throw new AppError('VALIDATION_FAILED', [serverText('uploadOneFile')]);
  throw new AppError('VALIDATION_FAILED', [UNREADABLE_MESSAGE]);
}

/**
 * The upload of a multipart body: one file, in the field `file`, and no other part. A second
 * file or any field beside it is refused rather than dropped unread.
 */
export async function readOnlyFile(
  parts: AsyncIterable<Multipart>,
  unsupportedMessage: string,
  accepted: AcceptedTypes = ACCEPTED_TYPES,
): Promise<ReadUpload> {
  let upload: ReadUpload | undefined;
  try {
    for await (const part of parts) {
      if (upload !== undefined) throw new AppError('VALIDATION_FAILED', [serverText('uploadOneFile')]);
      if (part.type !== 'file' || part.fieldname !== 'file')
        throw new AppError('VALIDATION_FAILED', [serverText('chooseFile')]);
      upload = await readUpload(part.file, unsupportedMessage, accepted);
    }
  } catch (error) {
    unreadableUpload(error);
  }
  if (upload === undefined) throw new AppError('VALIDATION_FAILED', [serverText('chooseFile')]);
  return upload;
}

export interface ReadUpload {
  readonly buffer: Buffer;
  readonly mime: string;
  readonly type: AcceptedType;
}

/** The types an upload route takes, by the MIME type detected from the bytes. */
type AcceptedTypes = Readonly<Record<string, AcceptedType>>;

/**
 * Reads an upload stream, deciding its type from the first bytes (one of `accepted`) and stopping
 * as soon as it passes the limit of that type: an oversized or unsupported file is never read whole.
 */
export async function readUpload(
  stream: Readable,
  unsupportedMessage: string,
  accepted: AcceptedTypes = ACCEPTED_TYPES,
): Promise<ReadUpload> {
  const chunks: Buffer[] = [];
  let size = 0;
  let detected: { mime: string; type: AcceptedType } | undefined;
  const refuse = (error: AppError): never => {
    stream.resume();
    throw error;
  };
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      chunks.push(bytes);
      size += bytes.length;
      if (detected === undefined && size >= SNIFF_BYTES)
        detected = await detect(Buffer.concat(chunks), accepted, unsupportedMessage, refuse);
      if (detected !== undefined && size > detected.type.maxBytes) {
        refuse(new AppError('PAYLOAD_TOO_LARGE', [detected.type.tooLargeMessage]));
      }
    }
  } catch (error) {
    unreadableUpload(error);
  }
  if ('truncated' in stream && stream.truncated === true) {
    refuse(
      new AppError('PAYLOAD_TOO_LARGE', [
        detected?.type.tooLargeMessage ?? largest(accepted).tooLargeMessage,
      ]),
    );
  }
  const buffer = Buffer.concat(chunks);
  if (buffer.length === 0) refuse(new AppError('VALIDATION_FAILED', [UPLOAD_MESSAGES.empty]));
  detected ??= await detect(buffer, accepted, unsupportedMessage, refuse);
  return { buffer, ...detected };
}

async function detect(
  head: Buffer,
  accepted: AcceptedTypes,
  unsupportedMessage: string,
  refuse: (error: AppError) => never,
): Promise<{ mime: string; type: AcceptedType }> {
  const { fileTypeFromBuffer } = await import('file-type');
  // A damaged container can make the sniffer throw; that is just another unsupported file.
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  const type = found === undefined ? undefined : accepted[found.mime];
  if (found === undefined || type === undefined)
    return refuse(new AppError('UNSUPPORTED_MEDIA_TYPE', [unsupportedMessage]));
  return { mime: found.mime, type };
}

/** The type with the highest limit: the multipart limit that cut a file off before its type was known is its. */
function largest(accepted: AcceptedTypes): AcceptedType {
  const [first, ...rest] = Object.values(accepted);
  if (first === undefined) throw new Error('an upload route accepts no type');
  return rest.reduce((most, type) => (type.maxBytes > most.maxBytes ? type : most), first);
}
