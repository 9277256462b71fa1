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
}

/**
 * Cuts one subject's cells (CELL_WIDTH ints each, counts already allocated) into chunks of at most CHUNK_PA plate
 * appearances, in order, each with the next stream.
 */
export function chunkCells(
  subject: number,
  firstSlot: number,
  slots: number,
  cells: Int32Array,
  streams: ChunkStreams,
  chunkPa = CHUNK_PA,
): Chunk[] {
  const chunks: Chunk[] = [];
  let pending: number[] = [];
  let filled = 0;
  const close = () => {
    if (filled === 0) return;
    chunks.push({
      ...streams.next(),
      subject,
      cells: Int32Array.from(pending),
      firstSlot,
      slots,
      plateAppearances: filled,
    });
    pending = [];
    filled = 0;
  };
  for (let c = 0; c < cells.length; c += CELL_WIDTH) {
    let left = cells[c + 2]!;
    while (left > 0) {
      const take = Math.min(left, chunkPa - filled);
      pending.push(cells[c]!, cells[c + 1]!, take, cells[c + 3]!);
      filled += take;
      left -= take;
      if (filled === chunkPa) close();
    }
  }
  close();
  return chunks;
}
