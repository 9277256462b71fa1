import { inShard, type Shard } from './shard.ts';
import { rootStream } from '../core/dice/streams.ts';

/**
 * Plate appearances per chunk: the unit of work handed to a worker, each with its own random stream. Fixed, so chunk
 * boundaries (and results) never depend on the number of workers; about 30 ms of kernel time, so workers stay busy
 * and a progress bar moves.
 */
export const CHUNK_PA = 2 ** 20;

/**
 * Ints per cell of a chunk: matchup index, start state (a kernel state code, or an index into the subject's states),
 * count, slot.
 */
export const CELL_WIDTH = 4;

/** A piece of work: cells of one subject, simulated in order from the chunk's own stream. */
export interface Chunk {
  /** Position in the run's sequence of chunks: the stream is the root stream jumped `index + 1` times. */
  index: number;
  /** The generator state (four 32-bit words) the chunk's stream starts from. */
  stream: number[];
  subject: number;
  /** Cells, CELL_WIDTH ints each; slots are relative to `firstSlot`. */
  cells: Int32Array;
  firstSlot: number;
  slots: number;
  plateAppearances: number;
  /**
   * Each plate appearance from its own substream of the chunk's stream (SyncedStream): common random numbers across
   * rule sets.
   */
  synced?: boolean;
}

/**
 * Hands out the streams of a run's chunks in order: chunk i gets the root stream jumped i + 1 times (2^64 draws
 * apart), walked once in the main thread, so a chunk's dice depend on the seed and its index only.
 * @example const streams = new ChunkStreams(42); streams.next() // => the four state words of chunk 0
 */
export class ChunkStreams {
  declare private readonly walker: ReturnType<typeof rootStream>;
  declare private count: number;

  constructor(seed: number) {
    this.walker = rootStream(seed);
    this.count = 0;
  }

  /** The index and start state of the next chunk. */
  next(): { index: number; stream: number[] } {
    this.walker.jump();
    return { index: this.count++, stream: [...this.walker.getState()] };
  }

  /** How many chunks have had their stream: the index of the next. */
  get issued(): number {
    return this.count;
  }
}

/**
 * Cuts one subject's cells (CELL_WIDTH ints each, counts already allocated) into chunks of at most `chunkPa` plate
 * appearances, in order, each with the next stream: every chunk full but the last. Lazy, so a run of a trillion plate
 * appearances holds the chunks its workers are on, not all of them.
 */
export function* chunkCells(
  subject: number,
  firstSlot: number,
  slots: number,
  cells: ArrayLike<number>,
  streams: ChunkStreams,
  chunkPa = CHUNK_PA,
): Generator<Chunk> {
  let pending: number[] = [];
  let filled = 0;
  const close = (): Chunk => {
    const chunk = {
      ...streams.next(),
      subject,
      cells: Int32Array.from(pending),
      firstSlot,
      slots,
      plateAppearances: filled,
    };
    pending = [];
    filled = 0;
    return chunk;
  };
  for (let c = 0; c < cells.length; c += CELL_WIDTH) {
    let left = cells[c + 2]!;
    while (left > 0) {
      const take = Math.min(left, chunkPa - filled);
      pending.push(cells[c]!, cells[c + 1]!, take, cells[c + 3]!);
      filled += take;
      left -= take;
      if (filled === chunkPa) yield close();
    }
  }
  if (filled > 0) yield close();
}

/**
 * The plate appearances of the chunks chunkCells cuts `plateAppearances` into, numbered from `firstIndex`, that are in
 * `shard` (all without one), counted without cutting them: every chunk is full but the last.
 * @example keptPlateAppearances(10, 0, { index: 1, count: 2 }, 4) // => 4 (chunks of 4, 4 and 2; the second kept)
 */
export function keptPlateAppearances(
  plateAppearances: number,
  firstIndex: number,
  shard: Shard | undefined,
  chunkPa = CHUNK_PA,
): number {
  const chunks = chunkCount(plateAppearances, chunkPa);
  if (chunks === 0) return 0;
  const last = firstIndex + chunks - 1;
  const lastPa = plateAppearances - (chunks - 1) * chunkPa;
  if (!shard) return plateAppearances;
  // Chunk numbers below x in the shard: those i < x with i = shard.index modulo shard.count.
  const below = (x: number) => Math.max(0, Math.ceil((x - shard.index) / shard.count));
  const fullKept = below(last) - below(firstIndex);
  return fullKept * chunkPa + (inShard(last, shard) ? lastPa : 0);
}

/** How many chunks chunkCells cuts `plateAppearances` into. */
export function chunkCount(plateAppearances: number, chunkPa = CHUNK_PA): number {
  return Math.ceil(plateAppearances / chunkPa);
}
