import { parentPort, workerData } from 'node:worker_threads';
import { KERNELS } from '../games/kernels.ts';
import type { Chunk } from './chunks.ts';
import { runChunkOnKernel } from './runChunk.ts';
import type { KernelPayload } from './SimulationPlan.ts';

// A worker thread of the pool: builds its game's kernel once from the matchups it was started with, then runs each
// chunk it is sent and posts the chunk's tallies back (their buffer transferred, not copied).
const payload = workerData as KernelPayload;
const build = KERNELS[payload.game];
if (!build) throw new Error(`no compiled kernel for game '${payload.game}'`);
const kernel = build(payload.matchups);

parentPort!.on('message', (chunk: Pick<Chunk, 'index' | 'stream' | 'cells' | 'slots' | 'synced'>) => {
  const tallies = runChunkOnKernel(kernel, chunk);
  parentPort!.postMessage({ index: chunk.index, tallies }, [tallies.buffer as ArrayBuffer]);
});
