import { defineEndpoint } from '../http/endpoint';
import { DOCUMENTS_PATH } from '../constants';
import { DocumentKeySchema, MediaUrlSchema } from '../validation/media-reference';

const uploadSummary =
  'Multipart, one field `file`. The type is decided by the bytes: JPEG, PNG or WebP images up to 1 MB (re-encoded, metadata stripped, with a thumbnail), MP4, MOV or WebM videos up to 5 MB. `data` is the media URL: `/media/<key>` on this origin, or on the media host when one is configured.';

export const mediaApi = {
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/upload/images',
    summary: `Uploads an image. ${uploadSummary}`,
    tag: 'media',
    auth: 'session',
    step: 'verified',
    idempotent: true,
    data: MediaUrlSchema,
    successStatus: 201,
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNAVAILABLE'],
  }),
  uploadVideo: defineEndpoint({
    method: 'POST',
    path: '/upload/videos',
    summary: `Uploads a reel or an image (the profile editor sends both here). ${uploadSummary}`,
    tag: 'media',
    auth: 'session',
    step: 'verified',
    idempotent: true,
    data: MediaUrlSchema,
    successStatus: 201,
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNAVAILABLE'],
  }),
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/upload/documents',
    summary: `Uploads a private document (an organization's verification evidence, say). Multipart, one field \`file\`. The type is decided by the bytes: a PDF (a \`%PDF-\` header and a trailer that ends in \`%%EOF\`), JPEG or PNG, up to 5 MB; images are kept in their format with their metadata stripped. \`data\` is the document's key, which the calls that take a document accept. A document is never public: only its uploader and operators read it, at \`GET ${DOCUMENTS_PATH}/<key>\` with their session (404 for anyone else).`,
    tag: 'media',
    auth: 'session',
    step: 'verified',
    idempotent: true,
    data: DocumentKeySchema,
    successStatus: 201,
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNAVAILABLE'],
  }),
};
