import type { ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogueBackend } from './catalogues';

function read(language: string, namespace: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const callback: ReadCallback = (error, data) => {
      if (error === null || error === undefined) resolve(data);
      else reject(error instanceof Error ? error : new Error(error));
    };
    catalogueBackend.read(language, namespace, callback);
  });
}

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

describe('the catalogue backend', () => {
  it('loads every namespace file of every language folder', async () => {
    expect(Object.keys(files)).toContain('./en/common.json');
    for (const [path, expected] of Object.entries(files)) {
      const [, language = '', namespace = ''] = /^\.\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
      expect(await read(language, namespace), path).toEqual(expected);
    }
  });

  it('refuses a namespace or a language it has no file for', async () => {
    await expect(read('en', 'nonexistent')).rejects.toThrow('no nonexistent catalogue for en');
    await expect(read('xx', 'common')).rejects.toThrow('no common catalogue for xx');
  });
});
