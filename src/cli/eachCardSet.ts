import { basename } from 'node:path';
import { RunInterrupted } from '../harness/WorkerPool.ts';
import { progressBar, wantsProgress } from './progressBar.ts';

/** What a command does with one card set: its run stops when `signal` aborts and reports progress if asked. */
export type CardSetRun<T> = (file: string, signal: AbortSignal, onProgress?: (done: number, planned: number) => void) => Promise<T>;

/**
 * Runs a command on each card set in turn, with a progress bar per file on a terminal (`label` before the file
 * name). A SIGINT aborts the run in progress; the whole call then rejects with RunInterrupted, also when the signal
 * came during work that does not watch it (exact distributions), so the caller writes nothing.
 * @example await eachCardSet(files, '', false, (file, signal, onProgress) => checkCardSet(file, { ...options, signal }))
 */
export async function eachCardSet<T>(files: readonly string[], label: string, json: boolean, run: CardSetRun<T>): Promise<T[]> {
  return interruptible(async (signal) => {
    const results: T[] = [];
    for (const file of files) {
      const bar = wantsProgress(json) ? progressBar(`${label}${basename(file)}`) : undefined;
      try {
        results.push(await run(file, signal, bar?.update));
      } finally {
        bar?.stop();
      }
    }
    return results;
  });
}

/**
 * Runs work that a SIGINT may stop: the signal aborts, and the call rejects with RunInterrupted (also when the work
 * did not watch the signal), so the caller writes nothing.
 */
export async function interruptible<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const interrupt = () => controller.abort();
  process.once('SIGINT', interrupt);
  try {
    const result = await work(controller.signal);
    if (controller.signal.aborted) throw new RunInterrupted('interrupted');
    return result;
  } finally {
    process.off('SIGINT', interrupt);
  }
}
