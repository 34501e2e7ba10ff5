import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { releasedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { onboardedTalent } from '../../../test/onboarded';
import { readZatcaQrCode } from '../../lib/invoices/zatca-qr';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({
    env: {
      PLATFORM_LEGAL_NAME: 'Nujoom Test Company',
      PLATFORM_LEGAL_NAME_AR: 'شركة نجوم للاختبار',
      PLATFORM_VAT_NUMBER: '310122393500003',
    },
  });
});

afterEach(async () => {
  await t.close();
});

interface InvoiceData {
  id: string;
  kind: string;
  number: string;
  issuedAt: string;
  buyerName: string;
  subtotal: number;
  vat: number;
  total: number;
  qrCode: string | null;
  seller: { name: string; nameAr: string; vatNumber: string };
}

const invoicesOf = async (headers: Record<string, string>) =>
  (await call(t, 'GET', '/users/me/invoices', headers)).json<{ data: { items: InvoiceData[] } }>().data.items;

describe('invoices and receipts', () => {
  it('gives the talent a tax invoice of the fee on release, with ZATCA’s QR code, and the organization a receipt', async () => {
    const contract = await releasedMilestone(t, 243_750);
    const [invoice] = await invoicesOf(contract.talent.headers);
    expect(invoice).toMatchObject({
      kind: 'TAX_INVOICE',
      number: 'INV-000001',
      subtotal: 24_375,
      vat: 3_656,
      total: 28_031,
      seller: { name: 'Nujoom Test Company', nameAr: 'شركة نجوم للاختبار', vatNumber: '310122393500003' },
    });
    expect(readZatcaQrCode(invoice?.qrCode ?? '')).toEqual([
      'شركة نجوم للاختبار',
      '310122393500003',
      invoice?.issuedAt.replace(/\.\d{3}Z$/, 'Z'),
      '280.31',
      '36.56',
    ]);

    const [receipt] = await invoicesOf(contract.organization.headers);
    expect(receipt).toMatchObject({
      kind: 'RECEIPT',
      number: 'RCT-000001',
      total: 243_750,
      vat: 0,
      qrCode: null,
    });

    const one = await call(t, 'GET', `/invoices/${invoice?.id ?? ''}`, contract.talent.headers);
    expect(one.json<{ data: InvoiceData }>().data.number).toBe('INV-000001');
    for (const headers of [contract.organization.headers, (await onboardedTalent(t)).headers]) {
      expect((await call(t, 'GET', `/invoices/${invoice?.id ?? ''}`, headers)).statusCode).toBe(404);
    }
  });

  it('numbers each series without gaps across contracts', async () => {
    const first = await releasedMilestone(t, 10_000);
    const second = await releasedMilestone(t, 20_000);
    expect((await invoicesOf(first.talent.headers)).map((invoice) => invoice.number)).toEqual(['INV-000001']);
    expect((await invoicesOf(second.talent.headers)).map((invoice) => invoice.number)).toEqual([
      'INV-000002',
    ]);
    expect((await invoicesOf(second.organization.headers)).map((invoice) => invoice.number)).toEqual([
      'RCT-000002',
    ]);
  });
});
