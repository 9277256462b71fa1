import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { DiceGraphKernel } from '../exact/diceGraphKernel.ts';
import type { Chunk } from './chunks.ts';
import { runChunkOnKernel, runChunkOnResolvers } from './runChunk.ts';
import type { SimulationPlan } from './SimulationPlan.ts';
import { RunInterrupted, WorkerPool } from './WorkerPool.ts';

/** Runs chunks and reports each one's tallies; results never depend on which executor ran them. */
export interface ChunkExecutor {
  run(chunks: readonly Chunk[], done: (chunk: Chunk, tallies: Float64Array) => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * The executor of a plan: a pool of `workers` threads when the plan has a kernel and workers > 0, else this thread
 * (the kernel, or the resolvers). A `signal` stops either between chunks (the pool at once) with RunInterrupted.
 */
export function chunkExecutor(plan: SimulationPlan, workers: number, signal?: AbortSignal): ChunkExecutor {
  if (plan.kernel && workers > 0) {
    const pool = WorkerPool.start(workers, plan.kernel);
    const stop = () => void pool.interrupt();
    signal?.addEventListener('abort', stop, { once: true });
    return {
      run: (chunks, done) =>
        signal?.aborted
          ? Promise.reject(new RunInterrupted('interrupted'))
          : pool.run(
              chunks,
              (chunk) => ({
                index: chunk.index,
                stream: chunk.stream,
                cells: chunk.cells,
                slots: chunk.slots,
                synced: chunk.synced === true,
              }),
              done,
            ),
      close: async () => {
        signal?.removeEventListener('abort', stop);
        await pool.close();
      },
    };
  }
  const kernel = plan.kernel && new DiceGraphKernel(plan.kernel.matchups);
  const runOne = (chunk: Chunk) =>
    kernel
      ? runChunkOnKernel(kernel, chunk)
      : runChunkOnResolvers(plan.matchups, plan.subjects[chunk.subject]!.states, chunk);
  return {
    async run(chunks, done) {
      for (const chunk of chunks) {
        if (signal) {
          await yieldToEvents(); // lets a SIGINT handler run between chunks
          if (signal.aborted) throw new RunInterrupted('interrupted');
        }
        done(chunk, runOne(chunk));
      }
    },
    close: async () => {},
  };
}
