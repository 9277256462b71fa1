import { InputError } from '../core/input/InputError.ts';
import { mergeConflict, mergedManifest, type RunManifest } from './manifest.ts';

/** A saved result of any experiment, and the file it came from. */
export interface SavedFile<R extends { manifest: RunManifest }> {
  file: string;
  result: R;
}

/**
 * Adds saved results of one experiment (runs with different seeds, and the shards of a run, anywhere): the shards of a
 * run are added first, in any order, then the runs. `addParts` adds two results' parts (tallies), given the file of
 * the second for its errors; manifests are checked and merged here. Refuses results of different cards, tables, rules
 * or plans, sharing a seed, or the same shard twice, naming the file.
 */
export function mergeSaved<R extends { manifest: RunManifest }>(
  results: readonly SavedFile<R>[],
  addParts: (merged: R, added: SavedFile<R>, firstFile: string) => R,
): R {
  const runs = new Map<string, SavedFile<R>[]>();
  results.forEach((saved, i) => {
    const { seeds, slices } = saved.result.manifest;
    const run = slices ? `seeds ${seeds.join()}` : `whole ${i}`;
    runs.set(run, [...(runs.get(run) ?? []), saved]);
  });
  const add = (files: readonly SavedFile<R>[]): R => {
    const [first, ...rest] = files;
    if (!first)
      throw new InputError([
        { file: '(command line)', line: 0, field: 'results', expected: 'at least one saved result to merge' },
      ]);
    let merged = structuredClone(first.result);
    for (const added of rest) {
      const conflict = mergeConflict(merged.manifest, added.result.manifest);
      if (conflict)
        throw new InputError([
          {
            file: added.file,
            line: 0,
            field: 'manifest',
            expected: `a result of the same experiment as ${first.file}; cannot merge: ${conflict}`,
          },
        ]);
      merged = {
        ...addParts(merged, added, first.file),
        manifest: mergedManifest(merged.manifest, added.result.manifest),
      };
    }
    return merged;
  };
  return add([...runs.values()].map((shards) => ({ file: shards[0]!.file, result: add(shards) })));
}
