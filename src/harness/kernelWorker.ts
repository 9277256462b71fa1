import { parentPort, workerData } from 'node:worker_threads';
import { DiceGraphKernel } from '../exact/diceGraphKernel.ts';
import type { Chunk } from './chunks.ts';
import { runChunkOnKernel } from './runChunk.ts';
import type { KernelPayload } from './SimulationPlan.ts';

// A worker thread of the pool: builds the kernel once from the compiled matchups it was started with, then runs each
// chunk it is sent and posts the chunk's tallies back (their buffer transferred, not copied).
const kernel = new DiceGraphKernel((workerData as KernelPayload).matchups);

parentPort!.on('message', (chunk: Pick<Chunk, 'index' | 'stream' | 'cells' | 'slots' | 'synced'>) => {
  const tallies = runChunkOnKernel(kernel, chunk);
  parentPort!.postMessage({ index: chunk.index, tallies }, [tallies.buffer as ArrayBuffer]);
});
