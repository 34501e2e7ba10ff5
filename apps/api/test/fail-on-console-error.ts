import { afterEach, beforeEach, expect, vi } from 'vitest';

let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(calls, 'unexpected console.error').toEqual([]);
});
