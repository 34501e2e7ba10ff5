import { describe, expect, it } from 'vitest';
import { isPurelyNumeric, maxLengthMessage, requiredText } from './text';

describe('isPurelyNumeric', () => {
  it.each(['2024', ' 42 ', '1,500', '3.5', '+966 55', '١٢٣'])('counts %j as numbers only', (value) => {
    expect(isPurelyNumeric(value)).toBe(true);
  });

  it.each(['v2', 'Riyadh 2030', 'abc', '', '--', '.'])('counts %j as text', (value) => {
    expect(isPurelyNumeric(value)).toBe(false);
  });
});

describe('requiredText', () => {
  const schema = requiredText('Bio is required.', 'Bio', 10);

  it('trims and keeps the text', () => {
    expect(schema.parse('  hello ')).toBe('hello');
  });

  it('reads blank, missing and non-text as required, once', () => {
    for (const value of ['', '   ', undefined, 42]) {
      expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        'Bio is required.',
      ]);
    }
  });

  it('bounds the length', () => {
    expect(schema.safeParse('0123456789').success).toBe(true);
    expect(schema.safeParse('0123456789a').error?.issues[0]?.message).toBe(maxLengthMessage('Bio', 10));
    expect(maxLengthMessage('Bio', 10)).toBe('Bio must be at most 10 characters.');
  });
});
