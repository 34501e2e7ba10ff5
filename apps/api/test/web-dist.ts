import { writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { TestApp } from './build-test-app';

/** A file as the web build writes it (`apps/web/vite-precompress.ts`): beside its brotli and gzip copies. */
export function writeBuilt(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** A page as a browser asks for it. */
export function getPage(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}
