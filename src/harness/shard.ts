/**
 * One of `count` slices of a run, numbered from 0 (a Kubernetes Indexed Job's completion index): the chunks whose
 * index is `index` modulo `count`. Every chunk keeps its own stream, so the slices of a run add up to the whole run,
 * whatever machines ran them.
 */
export interface Shard {
  index: number;
  count: number;
}

/** Whether chunk `chunkIndex` belongs to `shard` (every chunk does without one). */
export function inShard(chunkIndex: number, shard: Shard | undefined): boolean {
  return !shard || chunkIndex % shard.count === shard.index;
}

/** `K/N` as the command line writes a shard. */
export function shardText(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}
