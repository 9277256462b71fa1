import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { RandomDice } from '../core/dice/randomDice.ts';
import { SyncedStream } from '../core/dice/SyncedStream.ts';
import type { Matchup, StateMix } from '../core/GameSystem.ts';
import type { DiceGraphKernel } from '../exact/diceGraphKernel.ts';
import { TALLY_SLOTS, Tally } from '../core/model/Tally.ts';
import { CELL_WIDTH, type Chunk } from './chunks.ts';

/** What running a chunk on a kernel takes of it. */
export type KernelChunk = Pick<Chunk, 'stream' | 'cells' | 'slots' | 'synced'>;

/**
 * Runs a chunk on a compiled kernel: one tally per slot of the chunk's subject, TALLY_SLOTS numbers each (in `into`,
 * from its start, when it is long enough: one array for many chunks). A synced chunk gives every plate appearance its
 * own substream (common random numbers across rule sets).
 */
export function runChunkOnKernel(kernel: DiceGraphKernel, chunk: KernelChunk, into?: Float64Array): Float64Array {
  const generator = xoroshiro128plusFromState(chunk.stream);
  const width = chunk.slots * TALLY_SLOTS;
  const tallies = into && into.length >= width ? into.subarray(0, width).fill(0) : new Float64Array(width);
  const { cells } = chunk;
  // Synced: each plate appearance on a substream of the chunk's stream.
  const substream = chunk.synced ? new SyncedStream() : undefined;
  for (let c = 0; c < cells.length; c += CELL_WIDTH) {
    const offset = cells[c + 3]! * TALLY_SLOTS;
    kernel.run(cells[c]!, cells[c + 1]!, cells[c + 2]!, generator, tallies, offset, substream);
  }
  return tallies;
}

/**
 * Runs a chunk on the readable resolvers, from the same stream: the same dice as the kernel, so the same tallies
 * (tests hold the two equal); used where a game has no kernel.
 */
export function runChunkOnResolvers(
  matchups: readonly Matchup[],
  states: StateMix,
  chunk: Pick<Chunk, 'stream' | 'cells' | 'slots' | 'synced'>,
): Float64Array {
  const stream = xoroshiro128plusFromState(chunk.stream);
  const synced = chunk.synced ? new SyncedStream() : undefined;
  const dice = new RandomDice(synced ?? stream);
  const tallies = Array.from({ length: chunk.slots }, () => new Tally());
  const { cells } = chunk;
  for (let c = 0; c < cells.length; c += CELL_WIDTH) {
    const matchup = matchups[cells[c]!]!;
    const { state } = states[cells[c + 1]!]!;
    const tally = tallies[cells[c + 3]!]!;
    for (let i = 0; i < cells[c + 2]!; i++) {
      synced?.reseed(stream);
      tally.record(matchup.plateAppearance(state, dice));
    }
  }
  const out = new Float64Array(chunk.slots * TALLY_SLOTS);
  tallies.forEach((tally, s) => out.set(tally.counts, s * TALLY_SLOTS));
  return out;
}
