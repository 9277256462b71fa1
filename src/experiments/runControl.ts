import type { LoadedSet } from '../core/LoadedSet.ts';
import { RunInterrupted } from '../harness/WorkerPool.ts';

/**
 * What a caller hands a long experiment: a signal that stops it (the run rejects with RunInterrupted, nothing is
 * returned) and a progress callback, told which stage (a card set's file, `season`, `rules`) has done how much of
 * what it planned.
 */
export interface RunControl {
  signal?: AbortSignal;
  onProgress?: (stage: string, done: number, planned: number) => void;
  /** Called as each card set's work is done, with the seconds it took (the main job charges them to its game). */
  onSetDone?: (loaded: LoadedSet, seconds: number) => void;
}

/**
 * Runs `work` on each loaded set in turn, its progress reported under the set's file name; stops between sets once
 * the signal aborts.
 * @example await eachSet(sets, control, (loaded, onProgress) => checkSet(loaded, { ...options, onProgress }))
 */
export async function eachSet<T>(
  sets: readonly LoadedSet[],
  control: RunControl,
  work: (loaded: LoadedSet, onProgress?: (done: number, planned: number) => void) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const loaded of sets) {
    if (control.signal?.aborted) throw new RunInterrupted('interrupted');
    const report = control.onProgress;
    const started = performance.now();
    results.push(await work(loaded, report && ((done, planned) => report(loaded.input.name, done, planned))));
    control.onSetDone?.(loaded, (performance.now() - started) / 1000);
  }
  return results;
}

/** The card sets of a run as its manifest lists them: file and the SHA-256 of the bytes that were played. */
export function cardsOf(sets: readonly Pick<LoadedSet, 'input'>[]): { file: string; sha256: string }[] {
  return sets.map(({ input }) => ({ file: input.name, sha256: input.sha256 }));
}
