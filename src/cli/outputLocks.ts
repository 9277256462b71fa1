import { mkdirSync, realpathSync, rmdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { KeeperAnswer, KeeperRequest } from './lockKeeper.ts';
import { OutputLocked } from './OutputLocked.ts';
import type { TextOut } from './io.ts';
import { catchStopSignals } from './stopOnSignals.ts';

/** A lock untouched this long is stale and taken over (its holder touches it every 2.5 s: a killed run does not). */
export const LOCK_STALE_MS = 10_000;
/** How long a second writer waits for a lock before it stops: past LOCK_STALE_MS, so a killed run's lock is taken. */
export const LOCK_WAIT_MS = 12_000;
/** The lock of a folder of reports, a directory inside it; a file's lock is `<file>.lock` beside it. */
export const FOLDER_LOCK = '.cardlab.lock';

const KEEPER = new URL('./lockKeeper.js', import.meta.url);
const MAX_LOCKS = 64;

interface HeldLock {
  id: number;
  lockPath: string;
  /** A folder this run made to lock it (with the parents it made), removed again if still empty at the end. */
  made?: { folder: string; first: string };
}

/** The thread that takes and keeps the locks (lockKeeper.ts), and which of them proper-lockfile found lost. */
interface Keeper {
  worker: Worker;
  lost: Int32Array;
  answers: Map<number, (answer: KeeperAnswer) => void>;
}

let keeper: Keeper | undefined;
let nextId = 0;
const held: HeldLock[] = [];
// A run stopped by a signal (process.exit) leaves no lock behind: the keeper thread ends with the process, unasked.
process.once('exit', () => {
  for (const lock of held.splice(0).reverse()) {
    if (!isLost(lock)) removedIfEmpty(lock.lockPath);
    removeMadeFolders(lock);
  }
});

/**
 * Locks what a command is about to write, for the rest of the run (runCli releases the locks at its end, and the
 * process's exit removes them): `file` (`--save`, build's `--out`) through `<file>.lock` beside it, `folder` (a reports
 * `--out`, made if missing) through `.cardlab.lock` inside it. A lock another run holds is waited for up to
 * LOCK_WAIT_MS, saying so on `stderr`, then refused with OutputLocked; a stale one (a killed run's) is taken over.
 * @example await lockOutputs(io.stderr, { file: 'run.json', folder: 'reports' })
 */
export async function lockOutputs(stderr: TextOut, outputs: { file?: string; folder?: string }): Promise<void> {
  if (outputs.file || outputs.folder) catchStopSignals(); // a signal must not leave a lock behind
  if (outputs.file)
    await take(stderr, outputs.file, join(realFolderOf(outputs.file), `${basename(outputs.file)}.lock`));
  if (outputs.folder) {
    const first = mkdirSync(outputs.folder, { recursive: true });
    const made = first === undefined ? undefined : { folder: resolve(outputs.folder), first: resolve(first) };
    await take(stderr, outputs.folder, join(realpathSync(outputs.folder), FOLDER_LOCK), made);
  }
}

/** Throws OutputLocked when a lock of this run was taken over (its holder stopped for longer than LOCK_STALE_MS). */
export function assertOutputLocksHeld(): void {
  const lost = held.find(isLost);
  if (lost)
    throw new OutputLocked(
      `the lock ${lost.lockPath} was taken over by another run while this one was stopped for over ` +
        `${LOCK_STALE_MS / 1000} s: nothing written there`,
    );
}

/** Releases every lock of the run (a lost one is left to its new holder) and removes the empty folders it made. */
export async function releaseOutputLocks(): Promise<void> {
  for (const lock of [...held].reverse()) {
    await ask({ id: lock.id, release: true });
    held.splice(held.indexOf(lock), 1); // only now: a signal meanwhile leaves the exit to remove it
    removeMadeFolders(lock);
  }
}

const isLost = (lock: HeldLock): boolean => keeper !== undefined && Atomics.load(keeper.lost, lock.id) === 1;

/** Removes the folders made to lock them, from the deepest, while they are empty. */
function removeMadeFolders({ made }: HeldLock): void {
  for (let folder = made?.folder; folder; folder = folder === made!.first ? undefined : dirname(folder))
    if (!removedIfEmpty(folder)) break;
}

/** Removes an empty directory; false when it is not empty (or gone). */
function removedIfEmpty(folder: string): boolean {
  try {
    rmdirSync(folder);
    return true;
  } catch {
    return false;
  }
}

async function take(stderr: TextOut, target: string, lockPath: string, made?: HeldLock['made']): Promise<void> {
  if (held.some((lock) => lock.lockPath === lockPath)) return;
  const id = nextId++ % MAX_LOCKS; // a slot of the keeper's `lost` flags
  const taking = (waitMs: number) =>
    ask({ id, take: { target: resolve(target), lockPath, staleMs: LOCK_STALE_MS, waitMs } }) as Promise<Taken>;
  let answer = await taking(0);
  if (!answer.taken && answer.code === 'ELOCKED') {
    stderr.write(`cardlab: ${target} is being written by another cardlab run (its lock: ${lockPath}); waiting\n`);
    answer = await taking(LOCK_WAIT_MS);
  }
  if (!answer.taken && answer.code === 'ELOCKED')
    throw new OutputLocked(
      `${target} is being written by another cardlab run: its lock ${lockPath} was still held after ` +
        `${LOCK_WAIT_MS / 1000} s. Run again once that run is done, or write elsewhere (a lock left by a run that ` +
        `was killed is taken over once untouched for ${LOCK_STALE_MS / 1000} s)`,
    );
  if (!answer.taken) throw new Error(`cannot lock ${target} (${lockPath}): ${answer.message}`);
  held.push({ id, lockPath, ...(made && { made }) });
}

/** The real folder a file is written in (so `./a.json` and `a.json`, or a folder's links, share one lock). */
function realFolderOf(file: string): string {
  try {
    return realpathSync(dirname(file));
  } catch {
    throw new Error(`cannot write ${file}: its folder ${dirname(file)} does not exist`);
  }
}

type Taken = Exclude<KeeperAnswer, { released: true }>;

function ask(request: KeeperRequest): Promise<KeeperAnswer> {
  const running = (keeper ??= startKeeper());
  running.worker.ref(); // the process waits for the answer
  return new Promise((answered) => {
    running.answers.set(request.id, answered);
    running.worker.postMessage(request);
  });
}

function startKeeper(): Keeper {
  const lost = new SharedArrayBuffer(MAX_LOCKS * Int32Array.BYTES_PER_ELEMENT);
  const started: Keeper = {
    worker: new Worker(KEEPER, { workerData: lost }),
    lost: new Int32Array(lost),
    answers: new Map(),
  };
  const answer = (message: KeeperAnswer) => {
    started.answers.get(message.id)?.(message);
    started.answers.delete(message.id);
    if (started.answers.size === 0) started.worker.unref(); // idle, or holding locks: it keeps no process alive
  };
  started.worker.on('message', answer);
  const ended = (why: string) => {
    if (keeper === started) keeper = undefined;
    for (const id of started.answers.keys()) answer({ id, taken: false, code: 'EKEEPER', message: why });
  };
  started.worker.on('error', (error) => ended(error.message));
  started.worker.on('exit', () => ended('the lock keeper thread ended'));
  return started;
}
