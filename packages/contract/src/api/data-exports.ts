import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

/** "Download my data" (issue 36): how long a link works, and how often a person may ask. */
export const DATA_EXPORT_RULES = {
  /** The e-mailed link works this long from the moment the archive is ready. */
  linkHours: 24,
  /** A new download may be asked for once this many hours have passed since the last one. */
  everyHours: 24,
} as const;

export const DATA_EXPORT_STATES = ['PENDING', 'READY', 'FAILED', 'EXPIRED'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** Where an archive is downloaded, under the API: `${DATA_EXPORTS_PATH}/<token>`. */
export const DATA_EXPORTS_PATH = '/data-exports';

/** One copy of a person's data, as its owner follows it. */
export const DataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATES),
  createdAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  /** When the link stops working; null until READY. */
  expiresAt: z.iso.datetime().nullable(),
  /** The archive's size in bytes, once READY. */
  bytes: z.number().int().nullable(),
  /**
   * The download, while READY and unexpired: `/models/api/v1/data-exports/<token>`, the same link
   * the e-mail carries. The token in it is what authorises the download; null otherwise.
   */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const dataExportsApi = {
  start: defineEndpoint({
    method: 'POST',
    path: '/users/me/export',
    summary: `Asks for a copy of the caller's data (PDPL right of access): one ZIP with a JSON file per kind of data, the caller's uploaded files and a README in the account's language. It is prepared in the background and e-mailed as a link that works ${String(DATA_EXPORT_RULES.linkHours)} hours; the request is logged for the operators with its 30-day deadline. 409 while one is being prepared, or when the last one was asked for less than ${String(DATA_EXPORT_RULES.everyHours)} hours ago.`,
    tag: 'users',
    auth: 'session',
    step: 'verified',
    data: DataExportSchema,
    successStatus: 201,
    errors: ['NOT_ALLOWED'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/users/me/exports',
    summary:
      "The caller's copies of their data, newest first (at most 10), each with its state (PENDING, READY, FAILED, EXPIRED) and, while READY, its download link and when it stops working.",
    tag: 'users',
    auth: 'session',
    step: 'verified',
    data: z.object({ exports: z.array(DataExportSchema) }),
    successStatus: 200,
    errors: [],
  }),
};
