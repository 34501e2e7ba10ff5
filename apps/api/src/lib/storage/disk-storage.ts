import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { MediaStorage } from './media-storage';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function safeName(name: string): string {
  if (!SAFE_NAME.test(name) || basename(name) !== name) throw new Error(`unsafe media name: ${name}`);
  return name;
}

/** Files in one directory, each written to a temporary name first and renamed into place. */
export function diskStorage(directory: string): MediaStorage {
  mkdirSync(directory, { recursive: true });
  return {
    put: async (key, body, _contentType, signal) => {
      const target = join(directory, safeName(key));
      const temporary = join(directory, `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, body, { flag: 'wx', signal });
        signal?.throwIfAborted();
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    remove: async (key) => {
      await rm(join(directory, safeName(key)), { force: true });
    },
    source: { kind: 'directory', path: directory },
  };
}
