import { parentPort, workerData } from 'node:worker_threads';
import { DiceGraphKernel } from '../exact/diceGraphKernel.ts';
import { runChunkOnKernel, type KernelChunk } from './runChunk.ts';
import type { KernelPayload } from './SimulationPlan.ts';

// A worker thread of the pool: builds the kernel once from the compiled matchups it was started with, then runs each
// batch of chunks it is sent and posts their tallies back, chunk after chunk in one array (its buffer transferred, not
// copied).
const kernel = new DiceGraphKernel((workerData as KernelPayload).matchups);

parentPort!.on('message', ({ index, chunks }: { index: number; chunks: KernelChunk[] }) => {
  const parts = chunks.map((chunk) => runChunkOnKernel(kernel, chunk));
  const tallies = new Float64Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    tallies.set(part, at);
    at += part.length;
  }
  parentPort!.postMessage({ index, tallies }, [tallies.buffer as ArrayBuffer]);
});
