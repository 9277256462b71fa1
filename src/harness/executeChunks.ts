import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { DiceGraphKernel } from '../exact/diceGraphKernel.ts';
import { CHUNK_PA, type Chunk } from './chunks.ts';
import { TALLY_SLOTS } from '../core/model/Tally.ts';
import { runChunkOnKernel, runChunkOnResolvers, type KernelChunk } from './runChunk.ts';
import type { KernelPayload, SimulationPlan } from './SimulationPlan.ts';
import { RunInterrupted, WorkerPool } from './WorkerPool.ts';

/** Runs chunks and reports each one's tallies; results never depend on which executor ran them. */
export interface ChunkExecutor {
  /**
   * Runs `chunks` (taken as they are needed, so a lazy iterable keeps memory flat), which hold `plateAppearances` in
   * all. `done` gets each chunk's tallies to add up then: the array may be reused for the next chunk.
   */
  run<C extends Chunk>(
    chunks: Iterable<C>,
    plateAppearances: number,
    done: (chunk: C, tallies: Float64Array) => void,
  ): Promise<void>;
  close(): Promise<void>;
}

/** The chunks a worker task carries: one message each way for all of them. */
interface ChunkBatch<C extends Chunk = Chunk> {
  index: number;
  chunks: C[];
}

/** What a worker needs of a chunk. */
const kernelChunk = (chunk: Chunk): KernelChunk => ({
  stream: chunk.stream,
  cells: chunk.cells,
  slots: chunk.slots,
  synced: chunk.synced === true,
});

/**
 * Chunks in worker tasks of about CHUNK_PA plate appearances: a run of many small chunks (rule tuning's replicates, a
 * few hundred plate appearances per card each) costs a message per task, not per chunk. Lazy, as the pool takes them.
 */
function* batchesOf<C extends Chunk>(chunks: Iterable<C>): Generator<ChunkBatch<C>> {
  let batch: ChunkBatch<C> = { index: 0, chunks: [] };
  let plateAppearances = 0;
  for (const chunk of chunks) {
    if (batch.chunks.length > 0 && plateAppearances + chunk.plateAppearances > CHUNK_PA) {
      yield batch;
      batch = { index: batch.index + 1, chunks: [] };
      plateAppearances = 0;
    }
    batch.chunks.push(chunk);
    plateAppearances += chunk.plateAppearances;
  }
  if (batch.chunks.length > 0) yield batch;
}

/**
 * Plate appearances from which a run starts its pool: threads, their modules and the kernel take a few hundred
 * milliseconds to start, which a run this short would not win back (on 2 cores, 2 workers save a little over 40% of
 * 8 M plate appearances' 0.3 s of kernel time). Rule tuning's replicates, a few hundred thousand plate appearances
 * per arm, play in this thread; a check's default run is larger. The numbers are the same either way.
 */
export const POOL_FROM_PA = 8 * CHUNK_PA;

/**
 * The executor of a plan: a pool of `workers` threads when the plan has a kernel, workers > 0 and a run has at least
 * `poolFrom` plate appearances (once started, the pool runs every later run), else this thread (the kernel, or the
 * resolvers). A `signal` stops either between chunks (the pool at once) with RunInterrupted.
 */
export function chunkExecutor(
  plan: SimulationPlan,
  workers: number,
  signal?: AbortSignal,
  poolFrom = POOL_FROM_PA,
): ChunkExecutor {
  const here = threadExecutor(plan, signal);
  const kernel = plan.kernel;
  if (!kernel || workers <= 0) return here;
  let pool: ChunkExecutor | undefined;
  return {
    run(chunks, plateAppearances, done) {
      if (!pool && plateAppearances < poolFrom) return here.run(chunks, plateAppearances, done);
      pool ??= poolExecutor(kernel, workers, signal);
      return pool.run(chunks, plateAppearances, done);
    },
    close: async () => await pool?.close(),
  };
}

/** A pool of `workers` threads, each holding the kernel, handed batches of chunks as they free up. */
function poolExecutor(kernel: KernelPayload, workers: number, signal?: AbortSignal): ChunkExecutor {
  const pool = WorkerPool.start(workers, kernel);
  const stop = () => void pool.interrupt();
  signal?.addEventListener('abort', stop, { once: true });
  return {
    run: (chunks, _plateAppearances, done) =>
      signal?.aborted
        ? Promise.reject(new RunInterrupted('interrupted'))
        : pool.run(
            batchesOf(chunks),
            (batch) => ({ index: batch.index, chunks: batch.chunks.map(kernelChunk) }),
            (batch, tallies) => {
              let at = 0;
              for (const chunk of batch.chunks) {
                const width = chunk.slots * TALLY_SLOTS;
                done(chunk, tallies.subarray(at, at + width));
                at += width;
              }
            },
          ),
    close: async () => {
      signal?.removeEventListener('abort', stop);
      await pool.close();
    },
  };
}

/** Milliseconds of chunks in this thread between turns of the event loop. */
const YIELD_MS = 20;

/** This thread: the kernel (built on the first run), or the resolvers where the plan has none. */
function threadExecutor(plan: SimulationPlan, signal?: AbortSignal): ChunkExecutor {
  let kernel: DiceGraphKernel | undefined;
  // One array for every chunk's tallies: `done` adds them up before the next chunk runs.
  let scratch = new Float64Array(0);
  const runOne = (chunk: Chunk) => {
    if (!plan.kernel) return runChunkOnResolvers(plan.matchups, plan.subjects[chunk.subject]!.states, chunk);
    kernel ??= new DiceGraphKernel(plan.kernel.matchups);
    if (scratch.length < chunk.slots * TALLY_SLOTS) scratch = new Float64Array(chunk.slots * TALLY_SLOTS);
    return runChunkOnKernel(kernel, chunk, scratch);
  };
  return {
    async run(chunks, _plateAppearances, done) {
      let turn = performance.now();
      for (const chunk of chunks) {
        // Lets a SIGINT handler run between chunks, every few milliseconds (a turn of the event loop costs more
        // than a small chunk).
        if (signal && performance.now() - turn >= YIELD_MS) {
          await yieldToEvents();
          turn = performance.now();
        }
        if (signal?.aborted) throw new RunInterrupted('interrupted');
        done(chunk, runOne(chunk));
      }
    },
    close: async () => {},
  };
}
