import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts objects and lists opened inside one another', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],[],[],[]]', 2)).toBe(false);
    expect(nestsDeeperThan('"text" 1 true null', 0)).toBe(false);
  });

  it('leaves out brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"bio":"[[[{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"bio":"a \\" [[[ \\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"bio":"a \\\\","x":[[]]}', 2)).toBe(true);
  });

  it('reads 100,000 levels in one pass, without recursion', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(nestsDeeperThan(text, 100_000)).toBe(false);
    expect(nestsDeeperThan(text, 99_999)).toBe(true);
  });
});
