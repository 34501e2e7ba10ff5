import { RequestVerificationBodySchema } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import { documentKeyOf } from './verification-document';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';

describe('a verification request as the page sends it', () => {
  it("names the document by the upload's file name, whatever host served it", () => {
    expect(documentKeyOf(`/media/${KEY}`)).toBe(KEY);
    expect(documentKeyOf(`https://cdn.example.com/bucket/media/${KEY}?v=1`)).toBe(KEY);
  });

  it('takes the number in Arabic-Indic digits, with spaces or dashes, as ten digits starting with 7', () => {
    const parsed = RequestVerificationBodySchema.parse({
      unifiedNumber: '٧٠٠ ١٢٣-٤٥٦٧',
      document: documentKeyOf(`/media/${KEY}`),
    });
    expect(parsed.unifiedNumber).toBe('7001234567');
  });

  it('refuses a number that does not start with 7 or is not ten digits', () => {
    for (const unifiedNumber of ['1001234567', '700123456', '70012345678'])
      expect(RequestVerificationBodySchema.safeParse({ unifiedNumber, document: KEY }).success).toBe(false);
  });
});
