import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipWriter {
  /** A file compressed (JSON and text). */
  addBytes(name: string, bytes: Uint8Array): void;
  /** A file stored as it is, read chunk by chunk (photos and videos are compressed already). */
  addStream(name: string, body: Readable): Promise<void>;
  /** The whole archive, once every file was added. */
  finish(): Promise<Buffer>;
}

/** A ZIP archive written file after file, every entry dated `mtime`. */
export function zipWriter(mtime: Date): ZipWriter {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let done: (() => void) | undefined;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error !== null) failure = error;
    else chunks.push(chunk);
    if (final || error !== null) done?.();
  });
  const check = () => {
    if (failure !== null) throw failure;
  };
  return {
    addBytes: (name, bytes) => {
      const file = new ZipDeflate(name, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      file.push(bytes, true);
      check();
    },
    addStream: async (name, body) => {
      const file = new ZipPassThrough(name);
      file.mtime = mtime;
      zip.add(file);
      for await (const chunk of body) {
        file.push(chunk as Uint8Array);
        check();
      }
      file.push(new Uint8Array(0), true);
      check();
    },
    finish: async () => {
      zip.end();
      await finished;
      check();
      return Buffer.concat(chunks);
    },
  };
}
