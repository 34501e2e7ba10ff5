import { MEDIA_BASE_PATH, mediaApi } from '@casting/contract';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/route';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { storeUpload } from './media.service';
import { readUpload, unreadableUpload } from './read-upload';
import { INVALID_IMAGE_MESSAGE, INVALID_VIDEO_MESSAGE, LARGEST_UPLOAD } from './media-types';

const MEDIA_FILE = /^\/[0-9a-f-]{36}(-thumb)?\.(webp|mp4|mov|webm)$/;
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storage: MediaStorage,
  allowance: AccountAllowance,
): Promise<void> {
  // Only these routes read multipart bodies: sent to any other route, one is a 415.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 0, parts: 2, headerPairs: 50 },
    });
    const mediaDeps = { db: deps.db.db, storage, publicUrl: deps.env.publicUrl, allowance };
    for (const [endpoint, invalidMessage] of [
      [mediaApi.uploadImage, INVALID_IMAGE_MESSAGE],
      [mediaApi.uploadVideo, INVALID_VIDEO_MESSAGE],
    ] as const) {
      registerRoute(uploads, endpoint, async ({ actor, request, idempotently }) => {
        if (!request.isMultipart())
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', ['Send the file as multipart/form-data.']);
        const file = await request.file().catch(unreadableUpload);
        if (file?.fieldname !== 'file')
          throw new AppError('VALIDATION_FAILED', ['Please choose a file to upload.']);
        const upload = await readUpload(file.file, invalidMessage);
        return idempotently(upload.buffer, () => storeUpload(mediaDeps, actor, upload));
      });
    }
  });
}

/** Serves stored media by its server-chosen name only, sandboxed and cached for good. */
export async function registerMediaServing(app: FastifyInstance, storage: MediaStorage): Promise<void> {
  if (storage.localDirectory === undefined) return;
  await app.register(fastifyStatic, {
    root: storage.localDirectory,
    prefix: `${MEDIA_BASE_PATH}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    allowedPath: (pathName) => MEDIA_FILE.test(pathName),
    setHeaders: (reply) => {
      void reply.header('cache-control', 'public, max-age=31536000, immutable');
      void reply.header('content-security-policy', MEDIA_CSP);
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('cross-origin-resource-policy', 'same-origin');
    },
  });
}
