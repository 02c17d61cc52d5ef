import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** A second process (or a second open in this one) asked for an embedded database that is already open. */
export class DatabaseLockedError extends Error {
  readonly code = 'DATABASE_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in another process (pid ${ownerPid}). ` +
        'Only one process may open it at a time: a second one would silently work on its own copy. ' +
        `Stop that process first (if it is gone, delete ${lockFile}).`,
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database folder for this process: a lock file created exclusively, holding the
 * owner's pid. A lock left by a process that no longer runs (a crash, a kill -9) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'owner.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockFile);
      if (owner !== null && (owner === process.pid || isAlive(owner))) throw new DatabaseLockedError(dataDir, owner, lockFile);
      // Stale (its owner is gone) or unreadable (a crash mid-write): take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}.`);
}

function ownerOf(lockFile: string): number | null {
  try {
    const { pid } = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
