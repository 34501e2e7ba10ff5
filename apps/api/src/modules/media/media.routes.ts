import { MEDIA_BASE_PATH, mediaApi } from '@casting/contract';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { MediaUrls } from '../../lib/media-urls';
import { registerRoute } from '../../lib/route';
import { readStoredMedia, storeUpload } from './media.service';
import {
  ACCEPTED_TYPES,
  DOCUMENT_TYPES,
  INVALID_DOCUMENT_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  INVALID_VIDEO_MESSAGE,
  LARGEST_UPLOAD,
  STORED_CONTENT_TYPES,
} from './media-types';
import { readOnlyFile } from './read-upload';
import { serverText } from '../../lib/messages/server-messages';

const MEDIA_KEY = /^([0-9a-f-]{36}(-thumb)?)\.(webp|mp4|mov|webm)$/;
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
// One byte range, the only kind object stores answer; anything else is ignored as servers may.
const SINGLE_RANGE = /^bytes=\d*-\d*$/;

export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  mediaUrls: MediaUrls,
  allowance: AccountAllowance,
): Promise<void> {
  // Only these routes read multipart bodies: sent to any other route, one is a 415.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 0, parts: 2, headerPairs: 50 },
    });
    const mediaDeps = {
      db: deps.db.db,
      storage: deps.storage,
      documentStorage: deps.documentStorage,
      logger: deps.logger,
      allowance,
      clock: deps.clock,
    };
    for (const [endpoint, invalidMessage, accepted, answer] of [
      [mediaApi.uploadImage, INVALID_IMAGE_MESSAGE, ACCEPTED_TYPES, mediaUrls.urlOf],
      [mediaApi.uploadVideo, INVALID_VIDEO_MESSAGE, ACCEPTED_TYPES, mediaUrls.urlOf],
      // A document's key is its answer: it has no public URL.
      [mediaApi.uploadDocument, INVALID_DOCUMENT_MESSAGE, DOCUMENT_TYPES, (key: string) => key],
    ] as const) {
      registerRoute(uploads, endpoint, async ({ actor, request, idempotently }) => {
        if (!request.isMultipart())
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', [serverText('multipartOnly')]);
        const upload = await readOnlyFile(request.parts(), invalidMessage, accepted);
        // Resizing and storing take seconds: no transaction is held open across them. A crash
        // before the answer is kept repeats the upload, and the sweep removes the unused copy.
        return idempotently(upload.buffer, async () => answer(await storeUpload(mediaDeps, actor, upload)), {
          outsideTransaction: true,
        });
      });
    }
  });
}

/**
 * Stored media are public and never change, so any origin may embed them when a media host
 * (a CDN pulling from here) serves them to the web app; otherwise only the app's own pages may.
 */
function setMediaHeaders(reply: FastifyReply, crossOrigin: boolean): void {
  void reply.header('cache-control', 'public, max-age=31536000, immutable');
  void reply.header('content-security-policy', MEDIA_CSP);
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('cross-origin-resource-policy', crossOrigin ? 'cross-origin' : 'same-origin');
}

/** Serves stored media by server-chosen key only, sandboxed and cached for good. */
export async function registerMediaServing(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const crossOrigin = deps.env.mediaPublicUrl !== undefined;
  const { source } = deps.storage;
  if (source.kind === 'directory') {
    await app.register(fastifyStatic, {
      root: source.path,
      prefix: `${MEDIA_BASE_PATH}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      allowedPath: (pathName) => MEDIA_KEY.test(pathName.slice(1)),
      setHeaders: (reply) => {
        setMediaHeaders(reply, crossOrigin);
      },
    });
    return;
  }
  app.get<{ Params: { key: string } }>(`${MEDIA_BASE_PATH}/:key`, async (request, reply) => {
    const extension = MEDIA_KEY.exec(request.params.key)?.[3];
    if (extension === undefined) {
      reply.callNotFound();
      return reply;
    }
    const range = request.headers.range;
    const object = await readStoredMedia(
      deps,
      source.get,
      request.params.key,
      range !== undefined && SINGLE_RANGE.test(range) ? range : undefined,
    );
    setMediaHeaders(reply, crossOrigin);
    void reply.type(STORED_CONTENT_TYPES[extension] ?? 'application/octet-stream');
    void reply.header('accept-ranges', 'bytes');
    if (object.contentLength !== undefined) void reply.header('content-length', object.contentLength);
    if (object.etag !== undefined) void reply.header('etag', object.etag);
    if (object.lastModified !== undefined)
      void reply.header('last-modified', object.lastModified.toUTCString());
    if (object.contentRange !== undefined)
      void reply.status(206).header('content-range', object.contentRange);
    return reply.send(object.body);
  });
}
