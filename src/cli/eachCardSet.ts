import { basename } from 'node:path';
import { RunInterrupted } from '../sim/WorkerPool.ts';
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
  const controller = new AbortController();
  const interrupt = () => controller.abort();
  process.once('SIGINT', interrupt);
  const results: T[] = [];
  try {
    for (const file of files) {
      const bar = wantsProgress(json) ? progressBar(`${label}${basename(file)}`) : undefined;
      try {
        results.push(await run(file, controller.signal, bar?.update));
      } finally {
        bar?.stop();
      }
    }
    if (controller.signal.aborted) throw new RunInterrupted('interrupted');
  } finally {
    process.off('SIGINT', interrupt);
  }
  return results;
}
