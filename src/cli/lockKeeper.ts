import { parentPort, workerData } from 'node:worker_threads';
import { lock } from 'proper-lockfile';

// The thread that holds a run's output locks (outputLocks.ts). proper-lockfile keeps a lock fresh by touching it
// every few seconds from a timer; in the main thread a long synchronous stretch (rendering reports, a card build)
// would stop the timer, and another run would take the lock over as stale. Here the timer runs whatever the main
// thread does. One thread serves every run of a process (tests run many), idle between them.

/** Take a lock (`target` is what it guards, `lockPath` the directory that is the lock), or release the one of `id`. */
export type KeeperRequest =
  | { id: number; take: { target: string; lockPath: string; staleMs: number; waitMs: number } }
  | { id: number; release: true };

/** Taken, released, or why not taken (`ELOCKED`: another run holds it). */
export type KeeperAnswer =
  | { id: number; taken: true }
  | { id: number; released: true }
  | { id: number; taken: false; code: string; message: string };

/** How often a held lock is tried again while waiting for it. */
const RETRY_MS = 250;

/** Set to 1 at a lock's id when proper-lockfile finds it taken over or removed (the main thread reads it). */
const lost = new Int32Array(workerData as SharedArrayBuffer);
const releases = new Map<number, () => Promise<void>>();

const answer = (message: KeeperAnswer) => parentPort!.postMessage(message);

parentPort!.on('message', async (request: KeeperRequest) => {
  const { id } = request;
  if ('release' in request) {
    await releases
      .get(id)?.()
      .catch(() => {}); // a lost lock is its new holder's: proper-lockfile leaves it
    releases.delete(id);
    return answer({ id, released: true });
  }
  const { target, lockPath, staleMs, waitMs } = request.take;
  try {
    const release = await lock(target, {
      lockfilePath: lockPath,
      realpath: false, // the main thread gives canonical paths; the target itself may not exist yet
      stale: staleMs,
      update: staleMs / 4,
      retries: { retries: Math.floor(waitMs / RETRY_MS), factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS },
      onCompromised: () => Atomics.store(lost, id, 1),
    });
    Atomics.store(lost, id, 0);
    releases.set(id, release);
    answer({ id, taken: true });
  } catch (error) {
    const { code = 'EUNKNOWN', message } = error as NodeJS.ErrnoException;
    answer({ id, taken: false, code, message });
  }
});
