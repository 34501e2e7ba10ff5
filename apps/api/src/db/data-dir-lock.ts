import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}). ` +
        'The embedded database allows one process at a time: stop the other one, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  readonly pid: number;
  /** The kernel's boot id when written (Linux): a lock from before a reboot is stale. */
  readonly bootId?: string;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const bootId = readText('/proc/sys/kernel/random/boot_id')?.trim();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started, in epoch milliseconds, from /proc (Linux); undefined elsewhere. */
function startedAt(pid: number): number | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  const bootTime = /^btime (\d+)$/m.exec(readText('/proc/stat') ?? '')?.[1];
  if (stat === undefined || bootTime === undefined) return undefined;
  // Fields after the command name, which may itself hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[19]);
  if (!Number.isFinite(ticks)) return undefined;
  // Clock ticks are 1/100 s on every Linux build Node supports (USER_HZ).
  return Number(bootTime) * 1000 + ticks * 10;
}

function readOwner(path: string): LockOwner | undefined {
  const text = readText(path)?.trim();
  if (text === undefined) return undefined;
  // Earlier versions wrote the bare pid.
  const parsed: unknown = /^\d+$/.test(text) ? { pid: Number(text) } : JSON.parse(text);
  const { pid, bootId: owner } = (parsed ?? {}) as { pid?: unknown; bootId?: unknown };
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined;
  return typeof owner === 'string' ? { pid, bootId: owner } : { pid };
}

/**
 * Whether the process that wrote the lock still runs. The pid alone cannot tell: after a crash
 * the pid may belong to any later process. The writer ran on this boot, and started before it
 * wrote the lock; a process that started later cannot be it.
 */
function ownerRuns(owner: LockOwner, lockWrittenAt: number): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  if (owner.bootId !== undefined && bootId !== undefined && owner.bootId !== bootId) return false;
  const started = startedAt(owner.pid);
  // A second of slack: the start time is read in clock ticks and the file's time may be coarse.
  return started === undefined || started <= lockWrittenAt + 1000;
}

function writtenAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Date.now();
  }
}

/** Takes the one-process lock of an embedded data directory; a lock left by a crash is taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, '.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, bootId }));
      closeSync(fd);
      return () => {
        if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: LockOwner | undefined;
      try {
        owner = readOwner(path);
      } catch {
        owner = undefined;
      }
      if (owner !== undefined && ownerRuns(owner, writtenAt(path)))
        throw new DataDirLockedError(dataDir, owner.pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock of ${dataDir}`);
}
