import { describe, expect, it } from 'vitest';
import { fieldLabel, findUnsafeText } from './text-guard';

describe('findUnsafeText', () => {
  it('passes ordinary text in any script, emoji, tabs and line breaks', () => {
    expect(
      findUnsafeText({ bio: 'مصورة من الرياض 📸\n\tNoura', tags: ['a', 'b'], n: 3, ok: true }),
    ).toBeNull();
  });

  it('finds NUL, other C0 and C1 controls and DEL, with their path', () => {
    expect(findUnsafeText({ a: { b: ['x', 'y\u0000'] } })).toEqual(['a', 'b', 1]);
    expect(findUnsafeText({ name: 'esc\u001b[31m' })).toEqual(['name']);
    expect(findUnsafeText({ name: 'next line\u0085' })).toEqual(['name']);
    expect(findUnsafeText({ name: 'del\u007f' })).toEqual(['name']);
    expect(findUnsafeText('\u000b')).toEqual([]);
  });

  it('finds lone surrogates but not pairs', () => {
    expect(findUnsafeText({ a: 'ok 😀' })).toBeNull();
    expect(findUnsafeText({ a: 'high \ud83d alone' })).toEqual(['a']);
    expect(findUnsafeText({ a: 'low \ude00 alone' })).toEqual(['a']);
    expect(findUnsafeText({ a: 'reversed \ude00\ud83d' })).toEqual(['a']);
  });

  it('looks at object keys too', () => {
    expect(findUnsafeText({ 'bad\u0000key': 'x' })).toEqual(['bad\u0000key']);
  });

  it('names the first one in reading order', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }], c: '\u0000' })).toEqual(['a', 1, 'b']);
    expect(findUnsafeText({ a: 'ok', ['\u0000']: 'ok', c: '\u0000' })).toEqual(['\u0000']);
  });

  it('walks a value nested 100,000 deep, built in memory, without exhausting the stack', () => {
    const nested = (bottom: string) => {
      let value: unknown = [bottom];
      for (let level = 1; level < 100_000; level += 1) value = level % 2 === 0 ? [value] : { next: value };
      return value;
    };
    const path = findUnsafeText(nested('end\u0000'));
    expect(path).toHaveLength(100_000);
    expect(path?.slice(0, 2)).toEqual(['next', 0]);
    expect(findUnsafeText(nested('end'))).toBeNull();
  });
});

describe('fieldLabel', () => {
  it('names the field as a person would read it', () => {
    expect(fieldLabel(['firstName'])).toBe('First name');
    expect(fieldLabel(['individualProfile', 'specialtyInfo', 'bio'])).toBe('Bio');
    expect(fieldLabel(['requirements', 2, 'content'])).toBe('Requirements');
    expect(fieldLabel(['content'])).toBe('Message');
    expect(fieldLabel(['filter[searchKey]'])).toBe('Search');
    expect(fieldLabel(['coverLetter'])).toBe('Cover letter');
    expect(fieldLabel([])).toBe('A field');
    expect(fieldLabel(['bad\u0000key'])).toBe('A field');
  });
});
