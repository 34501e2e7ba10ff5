import { DOCUMENT_KEY, RequestVerificationBodySchema, documentFileError } from '@casting/contract';
import { describe, expect, it } from 'vitest';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e.pdf';

describe('a verification request as the page sends it', () => {
  it("takes the document's key as /upload/documents answers it", () => {
    expect(DOCUMENT_KEY.test(KEY)).toBe(true);
    expect(
      RequestVerificationBodySchema.safeParse({ unifiedNumber: '7001234567', document: KEY }).success,
    ).toBe(true);
  });

  it('takes the number in Arabic-Indic digits, with spaces or dashes, as ten digits starting with 7', () => {
    const parsed = RequestVerificationBodySchema.parse({ unifiedNumber: '٧٠٠ ١٢٣-٤٥٦٧', document: KEY });
    expect(parsed.unifiedNumber).toBe('7001234567');
  });

  it('refuses a number that does not start with 7 or is not ten digits', () => {
    for (const unifiedNumber of ['1001234567', '700123456', '70012345678'])
      expect(RequestVerificationBodySchema.safeParse({ unifiedNumber, document: KEY }).success).toBe(false);
  });
});

describe('a document chosen on the page', () => {
  it('may be a PDF, JPEG or PNG up to 5 MB, and says so otherwise', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png'])
      expect(documentFileError({ type, size: 5 * 1024 * 1024 })).toBeNull();
    expect(documentFileError({ type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The document is larger than 5 MB. Please choose a smaller file.',
    );
    expect(documentFileError({ type: 'image/webp', size: 1000 })).toBe(
      'Please choose a PDF, JPEG or PNG file.',
    );
    expect(documentFileError({ type: 'application/pdf', size: 0 })).toBe(
      'The file is empty. Please choose another one.',
    );
  });
});
