import { describe, expect, it } from 'vitest';
import { readZatcaQrCode, zatcaQrCode } from './zatca-qr';

describe('the ZATCA QR code', () => {
  it('writes tags 1 to 5 as tag, length and UTF-8 value, in Base64', () => {
    const text = zatcaQrCode({
      sellerName: 'شركة منصة نجوم',
      vatNumber: '399999999900003',
      issuedAt: new Date('2026-11-29T07:12:54.321Z'),
      total: 28_031,
      vat: 3_656,
    });
    const bytes = Buffer.from(text, 'base64');
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength('شركة منصة نجوم'));
    expect(readZatcaQrCode(text)).toEqual([
      'شركة منصة نجوم',
      '399999999900003',
      '2026-11-29T07:12:54Z',
      '280.31',
      '36.56',
    ]);
  });

  it('writes whole riyals and small amounts with two decimals', () => {
    const [, , , total, vat] = readZatcaQrCode(
      zatcaQrCode({ sellerName: 'N', vatNumber: '3', issuedAt: new Date(0), total: 100_000, vat: 5 }),
    );
    expect([total, vat]).toEqual(['1000.00', '0.05']);
  });
});
