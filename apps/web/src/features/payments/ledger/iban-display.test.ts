import { maskIban } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import { groupIban, ibanEnding, ibanInSentence } from './iban-display';

describe('the IBAN on screen', () => {
  it('groups an IBAN as typed in fours, upper case and in Latin digits', () => {
    expect(groupIban('sa7380000000608010167520')).toBe('SA73 8000 0000 6080 1016 7520');
    expect(groupIban('SA73 8000 0000 6080 1016 7520')).toBe('SA73 8000 0000 6080 1016 7520');
    expect(groupIban('SA٧٣ ٨٠٠٠ ٠٠٠٠ ٦٠٨٠ ١٠١٦ ٧٥٢٠')).toBe('SA73 8000 0000 6080 1016 7520');
    expect(groupIban('SA73-8000')).toBe('SA73 8000');
  });

  it('shows a saved IBAN masked but for its country and last four', () => {
    const masked = maskIban('SA7380000000608010167520');
    expect(masked).toBe('SA•• •••• •••• •••• •••• 7520');
    expect(groupIban(masked)).toBe(masked);
    expect(ibanEnding(masked)).toBe('7520');
  });

  it('keeps a masked IBAN in a sentence on one line and in its own order', () => {
    const inSentence = ibanInSentence(maskIban('SA7380000000608010167520'));
    expect(inSentence).toBe('\u2068SA••\u00a0••••\u00a0••••\u00a0••••\u00a0••••\u00a07520\u2069');
    expect(inSentence).not.toContain(' ');
  });
});
