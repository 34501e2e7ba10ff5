import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { jpegWithGps, multipart, pdf } from '../../../test/media-files';
import { onboardedOrganization } from '../../../test/onboarded';
import { operatorSession } from '../../../test/operators';
import { media } from '../../db/schema/media';

let t: TestApp;
let owner: Record<string, string>;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await verifiedAccount(t)).headers;
  operator = (await operatorSession(t)).headers;
});

afterAll(async () => {
  await t.close();
});

function upload(
  file: Buffer,
  headers = owner,
  filename = 'registration.pdf',
  extra: Record<string, string> = {},
) {
  const body = multipart(file, { filename, contentType: 'application/pdf' });
  return t.app.inject({
    method: 'POST',
    url: `${API}/upload/documents`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, ...extra },
  });
}

async function uploadedKey(file: Buffer): Promise<string> {
  const response = await upload(file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: string }>().data;
}

function read(key: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `${API}/documents/${key}`, headers });
}

describe('a private document', () => {
  it('takes a whole PDF under a key of its own, and gives it back to its uploader only, as a download', async () => {
    const file = pdf();
    const key = await uploadedKey(file);
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(existsSync(join(t.dataDir, 'documents', key))).toBe(true);
    expect(existsSync(join(t.dataDir, 'media', key))).toBe(false);

    const mine = await read(key, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(file)).toBe(true);
    expect(mine.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${key}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(mine.headers['content-security-policy']).toContain('sandbox');

    const someoneElse = (await onboardedOrganization(t)).headers;
    const refused = [
      await read(key, someoneElse),
      await read(key, {}),
      await read(key, { authorization: 'Bearer not-a-token' }),
      await t.app.inject({ method: 'GET', url: `/media/${key}` }),
    ];
    for (const response of refused) expect(response.statusCode).toBe(404);
    // As a key that is nobody's: nothing tells that the document exists.
    const unknown = await read(`${crypto.randomUUID()}.pdf`, owner);
    for (const response of [...refused.slice(0, 3), unknown])
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });

    const byOperator = await read(key, operator);
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.rawPayload.equals(file)).toBe(true);
  });

  it('refuses a file renamed .pdf that is not one, a PDF cut short, and one over 5 MB', async () => {
    const renamed = await upload(Buffer.from('Just some text, saved as registration.pdf.\n'.repeat(20)));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: ['Please choose a PDF, JPEG or PNG file.'],
    });

    const whole = pdf();
    const cut = await upload(whole.subarray(0, whole.length - 40));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ['The PDF is damaged or incomplete. Please save it again and choose the new file.'],
    });

    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      message: ['The document is larger than 5 MB. Please choose a smaller file.'],
    });

    const rows = await t.db.db.select().from(media).where(eq(media.kind, 'document'));
    expect(rows.every((row) => row.fileName.endsWith('.pdf') && row.bytes < 5 * 1024 * 1024)).toBe(true);
  });

  it('keeps a JPEG in its format with its metadata gone, and stores one upload per Idempotency-Key', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await upload(await jpegWithGps(), owner, 'scan.jpg', headers);
    const again = await upload(await jpegWithGps(), owner, 'scan.jpg', headers);
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const key = first.json<{ data: string }>().data;
    expect(key).toMatch(/\.jpg$/);
    expect(await t.db.db.select().from(media).where(eq(media.fileName, key))).toHaveLength(1);

    const stored = await read(key, owner);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([40, 80]);
  });

  it("is taken by the organization's verification request, and the operator's list links to it", async () => {
    const organization = await onboardedOrganization(t);
    const response = await upload(pdf(), organization.headers);
    const key = response.json<{ data: string }>().data;
    const asked = await call(t, 'POST', '/organization/me/verification', organization.headers, {
      unifiedNumber: '7001234567',
      document: key,
    });
    expect(asked.statusCode).toBe(201);
    const list = await call(t, 'GET', '/operator/verifications?paginate[limit]=50', operator);
    const item = list
      .json<{ data: { items: { organization: { id: string }; document: string; documentType: string }[] } }>()
      .data.items.find((candidate) => candidate.organization.id === organization.organizationId);
    expect(item).toMatchObject({ document: `${API}/documents/${key}`, documentType: 'application/pdf' });
    const opened = await t.app.inject({ method: 'GET', url: item?.document ?? '', headers: operator });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
  });
});
