import type { Invoice } from '@casting/contract';
import type { ReactNode } from 'react';
import { cx } from '../../../ui/class-names';
import { ZatcaQr } from './zatca-qr';

/**
 * A Saudi tax invoice reads in both languages at once, whatever the reader's: each label in
 * English and Arabic side by side, the figures once in Latin digits as the invoice prints them.
 * The document is laid out left to right in every language (English on the left, Arabic on the
 * right), so it prints the same whoever prints it.
 */
const LABELS = {
  TAX_INVOICE: { en: 'Simplified tax invoice', ar: 'فاتورة ضريبية مبسطة' },
  RECEIPT: { en: 'Payment receipt', ar: 'إيصال دفع' },
  number: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  receiptNumber: { en: 'Receipt number', ar: 'رقم الإيصال' },
  date: { en: 'Issue date', ar: 'تاريخ الإصدار' },
  seller: { en: 'Seller', ar: 'البائع' },
  vatNumber: { en: 'VAT number', ar: 'الرقم الضريبي' },
  buyer: { en: 'Buyer', ar: 'المشتري' },
  description: { en: 'Description', ar: 'الوصف' },
  subtotal: { en: 'Subtotal (excluding VAT)', ar: 'الإجمالي غير شامل الضريبة' },
  vat: { en: 'VAT 15%', ar: 'ضريبة القيمة المضافة ١٥٪' },
  total: { en: 'Total (including VAT)', ar: 'الإجمالي شامل الضريبة' },
  paid: { en: 'Amount paid', ar: 'المبلغ المدفوع' },
  qr: { en: 'ZATCA QR code', ar: 'رمز الاستجابة السريعة لهيئة الزكاة والضريبة والجمارك' },
} as const;

const amountFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'SAR' });
const sar = (halalas: number) => amountFormat.format(halalas / 100);

function Bilingual({ label }: { readonly label: { readonly en: string; readonly ar: string } }) {
  return (
    <span className="flex flex-wrap justify-between gap-x-3">
      <span lang="en" dir="ltr">
        {label.en}
      </span>
      <span lang="ar" dir="rtl">
        {label.ar}
      </span>
    </span>
  );
}

function Row({
  label,
  children,
  strong = false,
}: {
  readonly label: { readonly en: string; readonly ar: string };
  readonly children: ReactNode;
  readonly strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'grid gap-1 border-t-2 border-ink-950 py-3 font-semibold text-ink-950 sm:grid-cols-[1fr_auto] sm:gap-6'
          : 'grid gap-1 border-t border-ink-950/10 py-3 text-ink-800 sm:grid-cols-[1fr_auto] sm:gap-6'
      }
    >
      <dt className="text-sm">
        <Bilingual label={label} />
      </dt>
      <dd dir="ltr" className="text-start tabular-nums sm:text-end">
        {children}
      </dd>
    </div>
  );
}

/** The document itself: what is printed, alone, on A4 (`invoice-page.tsx`). */
export function InvoiceDocument({ invoice }: { readonly invoice: Invoice }) {
  const tax = invoice.kind === 'TAX_INVOICE';
  const issued = new Date(invoice.issuedAt);
  const dateEn = issued.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
  const dateAr = issued.toLocaleString('ar-SA-u-nu-latn-ca-gregory', {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return (
    <article
      aria-label={`${LABELS[invoice.kind].en} ${invoice.number}`}
      dir="ltr"
      className="invoice-document flex flex-col gap-6 text-ink-950"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink-950 pb-4">
        <h2 className="font-display text-xl font-semibold" lang="en" dir="ltr">
          {LABELS[invoice.kind].en}
        </h2>
        <h2 className="font-display text-xl font-semibold" lang="ar" dir="rtl">
          {LABELS[invoice.kind].ar}
        </h2>
      </header>
      {/* The QR code takes a column of its own; without one the rows run the header's full width. */}
      <div className={cx('grid gap-6', invoice.qrCode === null ? null : 'sm:grid-cols-[1fr_auto]')}>
        <dl className="text-sm">
          <Row label={tax ? LABELS.number : LABELS.receiptNumber}>
            <span className="font-semibold">{invoice.number}</span>
          </Row>
          <Row label={LABELS.date}>
            <time dateTime={invoice.issuedAt} className="flex flex-col sm:items-end">
              <span lang="en">{dateEn}</span>
              <span lang="ar" dir="rtl">
                {dateAr}
              </span>
            </time>
          </Row>
          <Row label={LABELS.seller}>
            <span className="flex flex-col sm:items-end">
              <span lang="en">{invoice.seller.name}</span>
              <span lang="ar" dir="rtl">
                {invoice.seller.nameAr}
              </span>
            </span>
          </Row>
          <Row label={LABELS.vatNumber}>{invoice.seller.vatNumber}</Row>
          <Row label={LABELS.buyer}>
            <span dir="auto">{invoice.buyerName}</span>
          </Row>
        </dl>
        {invoice.qrCode === null ? null : (
          <figure className="flex flex-col items-center gap-2 justify-self-center">
            <ZatcaQr text={invoice.qrCode} label={`${LABELS.qr.en} / ${LABELS.qr.ar}`} />
          </figure>
        )}
      </div>
      <section>
        <h3 className="text-sm font-semibold text-ink-600">
          <Bilingual label={LABELS.description} />
        </h3>
        <p dir="auto" className="mt-2 rounded-lg bg-sand-100 px-4 py-3 break-words">
          {invoice.description}
        </p>
      </section>
      <dl className="text-sm">
        <Row label={LABELS.subtotal}>{sar(invoice.subtotal)}</Row>
        {tax || invoice.vat !== 0 ? <Row label={LABELS.vat}>{sar(invoice.vat)}</Row> : null}
        <Row label={tax ? LABELS.total : LABELS.paid} strong>
          {sar(invoice.total)}
        </Row>
      </dl>
    </article>
  );
}
