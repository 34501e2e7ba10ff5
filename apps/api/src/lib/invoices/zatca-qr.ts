/** What ZATCA's QR code of a simplified tax invoice carries (phase 1), in its tag order. */
export interface ZatcaQrFields {
  readonly sellerName: string;
  readonly vatNumber: string;
  readonly issuedAt: Date;
  /** Halalas, VAT included. */
  readonly total: number;
  readonly vat: number;
}

/** Halalas as the QR writes amounts: riyals with two decimals, a point, no grouping. */
function riyals(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(halalas);
  return `${sign}${String(Math.trunc(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`;
}

function field(tag: number, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > 255) throw new RangeError(`ZATCA QR tag ${String(tag)} is longer than 255 bytes`);
  return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
}

/**
 * The QR text of a tax invoice: tags 1 to 5 (seller's name, VAT number, time in ISO 8601, total
 * with VAT, VAT) as tag-length-value bytes, the values in UTF-8, in Base64.
 */
export function zatcaQrCode(fields: ZatcaQrFields): string {
  return Buffer.concat([
    field(1, fields.sellerName),
    field(2, fields.vatNumber),
    field(3, fields.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')),
    field(4, riyals(fields.total)),
    field(5, riyals(fields.vat)),
  ]).toString('base64');
}

/** The fields of a QR text, for tests and for whoever checks an invoice. */
export function readZatcaQrCode(text: string): string[] {
  const bytes = Buffer.from(text, 'base64');
  const values: string[] = [];
  for (let at = 0; at + 2 <= bytes.length;) {
    const length = bytes[at + 1] ?? 0;
    values.push(bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return values;
}
