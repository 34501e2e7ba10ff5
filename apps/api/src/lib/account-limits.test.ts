import { describe, expect, it } from 'vitest';
import { waitText } from './account-limits';

describe('waitText', () => {
  it('says a wait as a person would, rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(90)).toBe('2 minutes');
    expect(waitText(3600)).toBe('60 minutes');
    expect(waitText(5400)).toBe('2 hours');
    expect(waitText(86_400)).toBe('24 hours');
  });
});
