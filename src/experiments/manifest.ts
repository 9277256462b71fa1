import { createRequire } from 'node:module';
import { CHUNK_PA } from '../harness/chunks.ts';
import type { Shard } from '../harness/shard.ts';
import type { SavedProblem } from './savedSource.ts';

const require = createRequire(import.meta.url);
const TOOL_VERSION = (require('../../package.json') as { version: string }).version;
const PURE_RAND_VERSION = (require('pure-rand/package.json') as { version: string }).version;

/**
 * How a seed becomes the root stream (seedState): every generator text names it, so a result seeded the older way
 * (seeds 2^32 apart rolled the same dice) is told apart and never merged.
 */
export const SEEDING = 'each safe-integer seed its own state';

/** The random generator of every run, and how streams are split: part of a result's identity. */
export const GENERATOR =
  `xoroshiro128+ (pure-rand ${PURE_RAND_VERSION}), ${SEEDING}, chunk i of ` +
  `${CHUNK_PA} plate appearances on the root stream jumped i + 1 times`;

/**
 * What a saved result is the result of: enough to reproduce it (tool, generator, seeds, rules, plan) and to refuse
 * adding it to a result of something else (cards, tables and rules by hash). No clock time: the same run saves the
 * same bytes.
 */
export interface RunManifest {
  tool: string;
  version: string;
  generator: string;
  /** One seed per shard this result sums. */
  seeds: number[];
  /** The rules preset (main rules until optional rules exist). */
  rules: string;
  /** The check plan's options (start state, opponents, plate appearances, precision). */
  plan: Record<string, unknown>;
  /** Each card set file and a SHA-256 of its bytes. */
  cards: { file: string; sha256: string }[];
  /** SHA-256 of the rule tables, per card set. */
  tables: string[];
  /** Plate appearances simulated, all cards and shards. */
  plateAppearances: number;
  /**
   * Which slices of a sharded run (`--shard K/N`) this result holds, and the run's size per card: absent once every
   * slice is merged in, when the result is the whole run's.
   */
  slices?: RunSlices;
}

/** The slices of one run (one seed, one size) a result holds, of `of`. */
export interface RunSlices {
  of: number;
  taken: number[];
  /** What the run plays per card (`--pa`) or per team (`--games`): slices of runs of other sizes never add up. */
  size: number;
}

/** A manifest for a fresh run. */
export function runManifest(
  fields: Pick<RunManifest, 'rules' | 'plan' | 'cards' | 'tables' | 'plateAppearances'> & {
    seed: number;
    /** The run's slice, and its size per card (`--pa`) or team (`--games`). */
    slice?: { shard: Shard; size: number };
  },
): RunManifest {
  const { seed, slice, ...rest } = fields;
  return {
    tool: 'cardlab',
    version: TOOL_VERSION,
    generator: GENERATOR,
    seeds: [seed],
    ...rest,
    ...(slice && { slices: { of: slice.shard.count, taken: [slice.shard.index], size: slice.size } }),
  };
}

/**
 * What is wrong with a result's manifest alone, or undefined: saved by an older cardlab (its seeds folded to 32 bits),
 * a seed listed twice, or slices that no run saves (of more than one seed, a shard twice, every shard yet sliced).
 * @example manifestProblem({ ...manifest, seeds: [1, 1] })?.expected // => 'each seed once (1 is listed twice: ...)'
 */
export function manifestProblem(manifest: RunManifest): SavedProblem | undefined {
  const { generator, seeds, slices } = manifest;
  if (!generator.includes(SEEDING))
    return {
      path: ['manifest', 'generator'],
      expected: 'saved by an older cardlab (whose seeds 2^32 apart rolled the same dice): re-run with --save',
    };
  const twice = seeds.find((seed, i) => seeds.indexOf(seed) !== i);
  if (twice !== undefined)
    return { path: ['manifest', 'seeds'], expected: `each seed once (${twice} is listed twice: the same dice twice)` };
  if (!slices) return undefined;
  if (seeds.length !== 1)
    return { path: ['manifest', 'seeds'], expected: 'one seed: the shards of a run share its seed' };
  const { taken, of } = slices;
  if (taken.some((k, i) => i > 0 && k <= taken[i - 1]!))
    return { path: ['manifest', 'slices', 'taken'], expected: 'each shard once, in order' };
  if (taken.length >= of)
    return { path: ['manifest', 'slices', 'taken'], expected: `fewer than ${of} shards (all ${of} are the whole run)` };
  return undefined;
}

/**
 * Why two results may not be added, or undefined when they may: different cards, tables, rules, plan, tool or
 * generator, or a shared seed.
 */
export function mergeConflict(a: RunManifest, b: RunManifest): string | undefined {
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const hashes = (m: RunManifest) => m.cards.map((c) => c.sha256);
  if (!same(hashes(a), hashes(b)))
    return (
      `they are of different cards (${a.cards.map((c) => c.file).join(', ')} ` +
      `against ${b.cards.map((c) => c.file).join(', ')}, by SHA-256)`
    );
  if (!same(a.tables, b.tables)) return 'they were run with different rule tables';
  if (a.rules !== b.rules) return `they were run with different rules (${a.rules} against ${b.rules})`;
  if (!same(a.plan, b.plan)) return `their plans differ (${JSON.stringify(a.plan)} against ${JSON.stringify(b.plan)})`;
  if (a.version !== b.version || a.generator !== b.generator)
    return `they come from different cardlab versions or generators (${a.version} against ${b.version})`;
  if (a.slices || b.slices) return sliceConflict(a, b);
  const shared = a.seeds.filter((seed) => b.seeds.includes(seed));
  if (shared.length > 0) return `both used seed ${shared.join(', ')}: the same dice twice, not more data`;
  return undefined;
}

/** Why two results, one or both a slice of a sharded run, may not be added. */
function sliceConflict(a: RunManifest, b: RunManifest): string | undefined {
  const slice = (m: RunManifest) =>
    m.slices ? `slices ${m.slices.taken.join(', ')} of ${m.slices.of} of seed ${m.seeds.join(', ')}` : 'a whole run';
  if (!a.slices || !b.slices || a.seeds.join() !== b.seeds.join())
    return `${slice(a)} and ${slice(b)}: a shard adds only to the other shards of its run (merge those first)`;
  if (a.slices.of !== b.slices.of || a.slices.size !== b.slices.size)
    return (
      `they are shards of different runs (${a.slices.of} shards of ${a.slices.size} against ` +
      `${b.slices.of} shards of ${b.slices.size})`
    );
  const twice = a.slices.taken.filter((k) => b.slices!.taken.includes(k));
  if (twice.length > 0) return `both hold shard ${twice.join(', ')} of ${a.slices.of}: the same dice twice`;
  return undefined;
}

/** The manifest of two results added together: a whole run's again once every slice of a sharded run is in. */
export function mergedManifest(a: RunManifest, b: RunManifest): RunManifest {
  const plateAppearances = a.plateAppearances + b.plateAppearances;
  if (!a.slices || !b.slices) return { ...a, seeds: [...a.seeds, ...b.seeds], plateAppearances };
  const taken = [...a.slices.taken, ...b.slices.taken].sort((x, y) => x - y);
  const { slices: _slices, ...whole } = a;
  return taken.length === a.slices.of
    ? { ...whole, plateAppearances }
    : { ...whole, plateAppearances, slices: { ...a.slices, taken } };
}
