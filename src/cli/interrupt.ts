import { RunInterrupted } from '../harness/WorkerPool.ts';
import type { CliIo } from './io.ts';

/**
 * Runs work that Ctrl-C may stop: the signal aborts, and the call rejects with RunInterrupted (also when the work did
 * not watch the signal), so the command writes nothing. In the cardlab process stopOnSignals ends the process first
 * (stopOnSignals.ts); this is the way a run driven in process (tests, `io.onInterrupt`) is stopped.
 */
export async function interruptible<T>(
  io: Pick<CliIo, 'onInterrupt'>,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const stop = io.onInterrupt(() => controller.abort());
  try {
    const result = await work(controller.signal);
    if (controller.signal.aborted) throw new RunInterrupted('interrupted');
    return result;
  } finally {
    stop();
  }
}
