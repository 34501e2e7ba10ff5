import { describe, expect, it, vi } from 'vitest';

// The i18n module sets <html lang dir> and reads the browser's languages when it starts; unit tests
// run without a DOM.
vi.hoisted(() => {
  vi.stubGlobal('document', { documentElement: {} });
  vi.stubGlobal('navigator', { languages: ['en-US'] });
});

const { formatMoney } = await import('../lib/money');
const { i18n, i18nReady } = await import('./i18n');
await i18nReady;

type Tree = { readonly [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./ar/*.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/** The placeholders that carry a formatted amount ('١٬٠٠٠ ر.س.'). */
const AMOUNTS = ['amount', 'available', 'fee', 'net', 'rate', 'vat'];

/** Punctuation that would follow the riyal abbreviation's own full stop: 'ر.س..', 'ر.س.،'. */
const AFTER_AMOUNT = new RegExp(`\\{\\{(?:${AMOUNTS.join('|')})\\}\\}[.،؛:!؟?,]`);

/**
 * The rule (issue 33): in Arabic an amount ends with the riyal abbreviation's full stop, so no
 * sentence puts punctuation right after an amount; the sentence goes on, or is reworded.
 */
describe('Arabic amounts in sentences', () => {
  it('no Arabic sentence puts punctuation right after an amount', () => {
    const offending = Object.entries(files).flatMap(([path, tree]) =>
      flatten(tree)
        .filter(([, text]) => AFTER_AMOUNT.test(text))
        .map(([key]) => `${path} ${key}`),
    );
    expect(offending).toEqual([]);
  });

  it('reads the accept-milestone dialog and the withdrawal toast with one full stop after the riyals', async () => {
    await i18n.loadNamespaces(['chats', 'payouts', 'payments']);
    await i18n.changeLanguage('ar');
    try {
      const money = (amount: number) => formatMoney({ amount, currency: 'SAR' });
      const sentences = [
        i18n.t('milestones.confirm.accept.description', {
          ns: 'chats',
          net: money(213_000),
          title: 'جلسة تصوير',
          amount: money(243_750),
          fee: money(24_375),
          vat: money(3_656),
        }),
        i18n.t('confirm.success', { ns: 'payouts', amount: money(100_000) }),
      ];
      for (const sentence of sentences) {
        expect(sentence).toContain('ر.س.');
        expect(sentence).not.toMatch(/ر\.س\.[.،؛:!؟?,]/);
      }
      expect(sentences[0]).toContain('٣٦٫٥٦\u00a0ر.س. ثم');
      expect(sentences[1]).toContain('١٬٠٠٠\u00a0ر.س. وسيصل');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
