import { parentPort, workerData } from 'node:worker_threads';
import { DiceGraphKernel } from '../exact/diceGraphKernel.ts';
import { TALLY_SLOTS } from '../core/model/Tally.ts';
import { runChunkOnKernel, type KernelChunk } from './runChunk.ts';
import type { KernelPayload } from './SimulationPlan.ts';

// A worker thread of the pool: builds the kernel once from the compiled matchups it was started with, then runs each
// batch of chunks it is sent and posts their tallies back, chunk after chunk in one array (its buffer transferred, not
// copied).
const kernel = new DiceGraphKernel((workerData as KernelPayload).matchups);

parentPort!.on('message', ({ index, chunks }: { index: number; chunks: KernelChunk[] }) => {
  const tallies = new Float64Array(chunks.reduce((sum, chunk) => sum + chunk.slots * TALLY_SLOTS, 0));
  let at = 0;
  for (const chunk of chunks) {
    const width = chunk.slots * TALLY_SLOTS;
    runChunkOnKernel(kernel, chunk, tallies.subarray(at, at + width));
    at += width;
  }
  parentPort!.postMessage({ index, tallies }, [tallies.buffer as ArrayBuffer]);
});
