import {
  API_BASE_PATH,
  documentFileError,
  envelope,
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  imageFileError,
  logoFileError,
  mediaApi,
  videoFileError,
  type MediaKind,
} from '@casting/contract';
import { env } from '../config/env';
import { contractText } from '../i18n/contract-text';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-client';
import { newIdempotencyKey, retryDelayMs } from './idempotency-key';
import { clearSession, getSession } from './session-store';
import { isReachable, whenReachable } from './when-reachable';

export interface UploadOptions {
  /** Called with the share of the file sent so far, from 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

const ENDPOINTS = {
  image: mediaApi.uploadImage,
  video: mediaApi.uploadVideo,
  document: mediaApi.uploadDocument,
} as const;

/** Where a file goes: the public images or videos, or the private documents. */
export type UploadKind = MediaKind | 'document';

/**
 * What a file is for: an image, an organization logo (JPEG or PNG only, spec §5), a video, or a
 * private document (PDF, JPEG or PNG).
 */
export type UploadVariant = 'image' | 'logo' | 'video' | 'document';

/** The contract's objection to a file before it is sent (its type or size), or null. */
function contractRefusal(variant: UploadVariant, file: File): string | null {
  switch (variant) {
    case 'image':
      return imageFileError(file);
    case 'logo':
      return logoFileError(file);
    case 'video':
      return videoFileError(file);
    case 'document':
      return documentFileError(file);
  }
}

/** The objection to a file before it is sent, in the reader's language, or null. */
export function fileRefusal(variant: UploadVariant, file: File): string | null {
  const refusal = contractRefusal(variant, file);
  return refusal === null ? null : contractText(refusal, i18n.language);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * Sends one file to POST /upload/images, /upload/videos or /upload/documents (multipart field
 * `file`) and resolves with the media URL, or a document's key. XMLHttpRequest rather than fetch, because only it reports upload progress.
 * Every attempt carries one Idempotency-Key, so sending again when no answer came stores the
 * file once. Failures reject with an ApiError carrying the server's messages; an abort rejects
 * with an AbortError DOMException, as fetch does. An upload keeps going while the page is in the
 * background; one cut off there is sent again when the page comes back (`when-reachable.ts`).
 */
export function uploadFile(file: File, kind: UploadKind, options: UploadOptions = {}): Promise<string> {
  const { onProgress, signal } = options;
  const endpoint = ENDPOINTS[kind];
  const key = newIdempotencyKey();

  const attempt = (count: number): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      if (signal?.aborted === true) {
        reject(abortError());
        return;
      }

      const request = new XMLHttpRequest();
      const onAbortSignal = () => {
        request.abort();
      };
      const settle = () => {
        signal?.removeEventListener('abort', onAbortSignal);
      };
      const again = (delay: number) => {
        setTimeout(() => {
          attempt(count + 1).then(resolve, reject);
        }, delay);
      };

      request.open(endpoint.method, `${env.apiOrigin}${API_BASE_PATH}${endpoint.path}`);
      request.setRequestHeader('accept', 'application/json');
      request.setRequestHeader('accept-language', i18n.language);
      request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, key);
      const { token } = getSession();
      if (token !== null) request.setRequestHeader('authorization', `Bearer ${token}`);

      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      });

      request.addEventListener('load', () => {
        settle();
        const payload = parseJson(request.responseText);
        const requestId = request.getResponseHeader('x-request-id');
        if (request.status < 200 || request.status >= 300) {
          const delay = retryDelayMs(request.status, request.getResponseHeader('retry-after'), count);
          if (delay !== null) {
            again(delay);
            return;
          }
          // The token is no longer valid: keeping it would make every later call fail the same way.
          if (request.status === 401) clearSession();
          const parsed = ErrorBodySchema.safeParse(payload);
          reject(
            parsed.success
              ? ApiError.fromBody(request.status, parsed.data)
              : new ApiError({ status: request.status, code: null, messages: [], requestId }),
          );
          return;
        }
        const parsed = envelope(endpoint.data).safeParse(payload);
        if (!parsed.success) {
          reject(
            new ApiError(
              { status: request.status, code: null, messages: [], requestId },
              { cause: parsed.error },
            ),
          );
          return;
        }
        onProgress?.(1);
        resolve(parsed.data.data);
      });
      request.addEventListener('error', () => {
        settle();
        // The phone went to the background or lost its network mid-upload: the same file is sent
        // again, with the same key, once the page is back in front and online.
        if (!isReachable()) {
          whenReachable(signal).then(() => attempt(count).then(resolve, reject), reject);
          return;
        }
        const delay = retryDelayMs(0, null, count);
        if (delay !== null) {
          again(delay);
          return;
        }
        reject(new ApiError({ status: 0, code: null, messages: [], requestId: null }));
      });
      request.addEventListener('abort', () => {
        settle();
        reject(abortError());
      });

      signal?.addEventListener('abort', onAbortSignal, { once: true });
      const body = new FormData();
      body.append('file', file, file.name);
      onProgress?.(0);
      request.send(body);
    });

  return attempt(1);
}
