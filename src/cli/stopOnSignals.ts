import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import type { TextOut } from './io.ts';
import { terminalOutput } from './terminalText.ts';

/** The signals that stop cardlab. Each exits with 128 + its number, as a shell reports a process it killed. */
export const STOP_SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM'] as const;

/** How often cardlab looks whether npm, which started it, is still there. */
const WATCH_MS = 500;
/** How long the process waits at its end for a signal that came during its writes (settleStopSignals). */
const SETTLE_MS = 10;

let stderr: TextOut | undefined;
let catching = false;
const written: string[] = [];

/**
 * The cardlab process's way to stop (main.ts; a run driven in process by tests is stopped through io.onInterrupt).
 * From the first lock it takes (catchStopSignals), SIGINT, SIGTERM and SIGHUP stop it at once, exiting 128 + the
 * signal's number (130, 143, 129): its worker threads end with it, and the exit removes every temporary file
 * (writeAtomically) and lock (outputLocks). A file being written when the signal comes is finished first (writes are
 * synchronous, a few milliseconds), so none is left half-written. Before that, while nothing needs removing, the
 * signals keep their default action (Ctrl-C stops a run through `interruptible`): a handler runs only when the main
 * thread is free, and a card build's fit or an exact computation holds it for seconds to minutes.
 *
 * Started by npm (`npm start`, `npx cardlab`: npm runs it in a shell), it also stops, exiting 129, once npm or that
 * shell has ended: npm passes SIGINT and SIGTERM to the shell alone, which passes neither on (and ends on SIGTERM),
 * and SIGHUP ends npm alone; cardlab would run on, and write, with nobody waiting for it.
 */
export function stopOnSignals(out: TextOut): void {
  stderr = out;
  const parent = process.ppid;
  const npm = process.env.npm_lifecycle_event === undefined ? undefined : parentOf(parent);
  if (npm === undefined) return;
  const watch = setInterval(() => {
    if (process.ppid !== parent || !isRunning(npm)) stop('npm, which started it, has ended', 129);
  }, WATCH_MS);
  watch.unref();
}

/** From now on the stop signals stop the cardlab process, removing what it leaves (in process: nothing happens). */
export function catchStopSignals(): void {
  if (!stderr || catching) return;
  catching = true;
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal, 128 + constants.signals[signal]));
}

/**
 * Lets a signal that came during the run's last synchronous stretch (its writes) stop the process with its code: the
 * event loop must poll once more, waiting, for it (a process that simply ends drops it and exits 0, its files whole).
 */
export async function settleStopSignals(): Promise<void> {
  if (catching) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/** Notes a file written whole, for the message of a run stopped later. */
export function noteWritten(file: string): void {
  written.push(file);
}

function stop(why: string, code: number): never {
  const what = written.length === 0 ? 'nothing was written' : `only ${written.join(', ')} had been written`;
  stderr?.write(terminalOutput(`cardlab: interrupted; ${what} (${why})\n`));
  process.exit(code);
}

/** A process's parent, read from Linux's /proc (undefined elsewhere, or for init). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8'); // "pid (command) state ppid ..."
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return parent > 1 ? parent : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // there, but another user's
  }
}
