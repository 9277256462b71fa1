import { formatFieldPath, InputError } from '../core/input/InputError.ts';
import { firstDifference } from './firstDifference.ts';
import { manifestProblem, mergeConflict, mergedManifest, type RunManifest } from './manifest.ts';
import { sharedStreams } from './sharedStreams.ts';
import { located, type SavedProblem } from './savedSource.ts';

/** A saved result of any experiment, and the file it came from. */
export interface SavedFile<R extends { manifest: RunManifest }> {
  file: string;
  result: R;
}

/** What a merge needs to know of one experiment's saved results. */
export interface SavedKind<R extends { manifest: RunManifest }> {
  /**
   * The first count of a result that does not add up (a total, the plate appearances its manifest or its plan say),
   * or undefined; asked of every file, and of the shards of a run once added.
   */
  problem(result: R): SavedProblem | undefined;
  /** Every count of a result, in one order: two results rolled on different dice never hold the very same. */
  counts(result: R): readonly number[];
  /**
   * What every result of one run shares, laid out as in the file (paths name its fields): the result without its
   * counts, so names, targets and exact rates.
   */
  identity(result: R): unknown;
  /** Adds the counts of `added` to `merged` (their identities are equal); `firstFile` for its errors. */
  add(merged: R, added: SavedFile<R>, firstFile: string): R;
}

/** Counts this small can come out the same on other dice (one plate appearance of one card). */
const FEWEST_TELLING = 1000;

function refuse<R extends { manifest: RunManifest }>(saved: SavedFile<R>, problem: SavedProblem | undefined): void {
  if (problem) throw new InputError([located(saved.file, saved.result, problem)]);
}

/** Refuses a result that is not of the first's experiment (cards, tables, rules, plan) or names otherwise. */
function refuseOther<R extends { manifest: RunManifest }>(
  first: SavedFile<R>,
  saved: SavedFile<R>,
  kind: SavedKind<R>,
): void {
  const conflict = mergeConflict(first.result.manifest, saved.result.manifest);
  if (conflict)
    throw new InputError([
      {
        file: saved.file,
        line: 0,
        field: 'manifest',
        expected: `a result of the same experiment as ${first.file}; cannot merge: ${conflict}`,
      },
    ]);
  const differs = firstDifference(kind.identity(first.result), kind.identity(saved.result));
  refuse(
    saved,
    differs && { path: differs.path, expected: `${differs.expected}, as in ${first.file} (got ${differs.got})` },
  );
}

/** A result and its counts, counted once. */
interface Counted<R extends { manifest: RunManifest }> {
  saved: SavedFile<R>;
  counts: readonly number[];
  total: number;
}

/** Refuses two results that drew the same dice: the same streams, or the very same counts (a copy, its seed edited). */
function refuseTwice<R extends { manifest: RunManifest }>({ saved: a, ...mine }: Counted<R>, theirs: Counted<R>) {
  const b = theirs.saved;
  const shared = sharedStreams(a.result.manifest, b.result.manifest);
  if (shared)
    throw new InputError([
      { file: b.file, line: 0, field: 'manifest', expected: `dice of its own, not ${a.file}'s: ${shared}` },
    ]);
  const same = mine.counts.length === theirs.counts.length && mine.counts.every((n, i) => n === theirs.counts[i]);
  if (same && mine.total >= FEWEST_TELLING)
    throw new InputError([
      {
        file: b.file,
        line: 0,
        field: 'counts',
        expected:
          `counts of its own: they are ${a.file}'s, every one, which other dice never give ` +
          '(the same dice counted twice: a copy with its seed or shard edited?)',
      },
    ]);
}

/**
 * Adds saved results of one experiment (runs with different seeds, and the shards of a run, anywhere): the shards of a
 * run are added first, in any order, then the runs. Refuses, naming the file and field: a result whose counts do not
 * add up or whose manifest no run writes; results of different cards, tables, rules, plans, names or targets; two
 * results that share a stream (a seed, or a shard) or hold the very same counts; and shards that add up to more or
 * less than their run.
 */
export function mergeSaved<R extends { manifest: RunManifest }>(
  results: readonly SavedFile<R>[],
  kind: SavedKind<R>,
): R {
  const [first] = results;
  if (!first)
    throw new InputError([
      { file: '(command line)', line: 0, field: 'results', expected: 'at least one saved result to merge' },
    ]);
  for (const saved of results) refuse(saved, manifestProblem(saved.result.manifest) ?? kind.problem(saved.result));
  for (const saved of results.slice(1)) refuseOther(first, saved, kind);
  const counted = results.map((saved): Counted<R> => {
    const counts = kind.counts(saved.result);
    return { saved, counts, total: counts.reduce((sum, n) => sum + n, 0) };
  });
  counted.forEach((b, j) => counted.slice(0, j).forEach((a) => refuseTwice(a, b)));
  const runs = new Map<string, SavedFile<R>[]>();
  results.forEach((saved, i) => {
    const { seeds, slices } = saved.result.manifest;
    const run = slices ? `seeds ${seeds.join()}` : `whole ${i}`;
    runs.set(run, [...(runs.get(run) ?? []), saved]);
  });
  const add = (files: readonly SavedFile<R>[]): R => {
    const [one, ...rest] = files;
    let merged = structuredClone(one!.result);
    for (const added of rest) {
      const conflict = mergeConflict(merged.manifest, added.result.manifest);
      if (conflict)
        throw new InputError([
          {
            file: added.file,
            line: 0,
            field: 'manifest',
            expected: `a result of the same experiment as ${one!.file}; cannot merge: ${conflict}`,
          },
        ]);
      merged = {
        ...kind.add(merged, added, one!.file),
        manifest: mergedManifest(merged.manifest, added.result.manifest),
      };
    }
    // The shards of a run, added, must add up as the run does.
    const problem = rest.length > 0 ? kind.problem(merged) : undefined;
    if (problem)
      throw new InputError([
        {
          file: files.map((f) => f.file).join(' + '),
          line: 0,
          field: formatFieldPath(problem.path),
          expected: `${problem.expected}, once added`,
        },
      ]);
    return merged;
  };
  return add([...runs.values()].map((shards) => ({ file: shards[0]!.file, result: add(shards) })));
}
