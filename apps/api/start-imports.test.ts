import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Run after `npm run build` (scripts/test-all.mjs does): it reads the API's bundle.
const bundle = readFileSync(join(import.meta.dirname, 'dist/server.js'), 'utf8');

/**
 * Libraries a process may never use, loaded where first used so they are not in every process's
 * memory from its start (ADR 029: about 20 MB of the 80 MB issue 32's item 16 took off).
 */
const LOADED_WHEN_FIRST_USED = [
  'sharp',
  '@aws-sdk/client-s3',
  'nodemailer',
  'file-type',
  '@zxcvbn-ts/language-common',
];

describe("the API's bundle", () => {
  it.each(LOADED_WHEN_FIRST_USED)('loads %s where first used, not when the process starts', (name) => {
    const quoted = JSON.stringify(name);
    expect(bundle).not.toMatch(new RegExp(`from ${quoted.replace(/[/.]/g, '\\$&')}`));
    expect(bundle).not.toContain(`import ${quoted}`);
    expect(bundle).toContain(`import(${quoted})`);
  });
});
