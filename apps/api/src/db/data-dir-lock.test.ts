import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

let dir: string;
let other: ChildProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'casting-lock-'));
});

afterEach(async () => {
  if (other !== undefined && other.exitCode === null && other.signalCode === null) {
    other.kill('SIGKILL');
    await once(other, 'exit');
  }
  other = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Another live process, standing in for whatever holds a pid now. */
async function liveProcess(): Promise<number> {
  other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(other, 'spawn');
  if (other.pid === undefined) throw new Error('no pid');
  return other.pid;
}

const lockPath = () => join(dir, '.lock');
const hourAgo = () => new Date(Date.now() - 3_600_000);

describe('the data directory lock', () => {
  it('is taken, names its process, and is released', () => {
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(lockPath())).toBe(false);
  });

  it('is refused while the process that wrote it runs', async () => {
    const pid = await liveProcess();
    writeFileSync(lockPath(), JSON.stringify({ pid }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${String(pid)})`);
  });

  it('is taken over when its pid now belongs to a process that started after it was written', async () => {
    const pid = await liveProcess();
    writeFileSync(lockPath(), JSON.stringify({ pid }));
    utimesSync(lockPath(), hourAgo(), hourAgo());
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('is taken over in the bare-pid form of earlier versions too', async () => {
    const pid = await liveProcess();
    writeFileSync(lockPath(), String(pid));
    utimesSync(lockPath(), hourAgo(), hourAgo());
    expect(() => acquireDataDirLock(dir)).not.toThrow();
  });

  it('is taken over when written before a reboot', async () => {
    const pid = await liveProcess();
    writeFileSync(lockPath(), JSON.stringify({ pid, bootId: 'another-boot' }));
    expect(() => acquireDataDirLock(dir)).not.toThrow();
  });

  it('is taken over when its process is gone', async () => {
    const pid = await liveProcess();
    other?.kill('SIGKILL');
    if (other !== undefined) await once(other, 'exit');
    writeFileSync(lockPath(), JSON.stringify({ pid }));
    expect(() => acquireDataDirLock(dir)).not.toThrow();
  });

  it('is taken over when it cannot be read', () => {
    writeFileSync(lockPath(), '{not json');
    expect(() => acquireDataDirLock(dir)).not.toThrow();
  });
});
