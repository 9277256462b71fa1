import { z } from 'zod';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { validate } from '../core/input/validate.ts';
import type { RuleSet } from '../core/OptionalRule.ts';
import type { SeasonPlay } from '../harness/seasonLeague.ts';
import type { RunManifest } from './manifest.ts';
import { mergeSaved, type SavedFile } from './mergeSaved.ts';
import { manifestSchema } from './savedResult.ts';

export const SEASON_FORMAT = 'cardlab-season-result/1';

/**
 * What `season --save` writes and `merge` reads and writes: a season's counts (the league's tally, as laid out by
 * SeasonLayout) with the manifest of its run and what it takes to lay the league out again.
 */
export interface SavedSeason {
  format: typeof SEASON_FORMAT;
  manifest: RunManifest;
  play: SeasonPlay;
  rules: RuleSet;
  gamesPerTeam: number;
  /** Games played: the season's, or a shard's part of it. */
  games: number;
  tally: number[];
}

const schema = z.object({
  format: z.literal(SEASON_FORMAT),
  manifest: manifestSchema,
  play: z.object({
    against: z.enum(['set', 'league']),
    dh: z.boolean(),
    manager: z.string(),
    bullpen: z.string(),
    schedule: z.array(z.object({ away: z.string(), home: z.string(), dh: z.boolean() })).optional(),
  }),
  rules: z.object({
    text: z.string(),
    rules: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.boolean()]))),
  }),
  gamesPerTeam: z.number().int().positive(),
  games: z.number().int().nonnegative(),
  tally: z.array(z.number().nonnegative()),
});

/** Whether a saved result is a season's (`merge` takes either kind). */
export function isSavedSeason(input: LoadedInput): boolean {
  return (input.document().value as { format?: unknown } | null)?.format === SEASON_FORMAT;
}

/** Validates a saved season; problems name the file, line and field. */
export function parseSavedSeason(input: LoadedInput): SavedSeason {
  return validate(input.document(), schema) as SavedSeason;
}

/**
 * Adds saved seasons (the shards of one, or seasons with different seeds): counts summed, games too, the manifest
 * merged. Refuses seasons of other cards, rules or plans, or the same shard twice.
 */
export function mergeSeasons(results: readonly SavedFile<SavedSeason>[]): SavedSeason {
  return mergeSaved(results, (merged, { file, result }) => {
    if (result.tally.length !== merged.tally.length)
      throw new InputError([
        {
          file,
          line: 0,
          field: 'tally',
          expected: `${merged.tally.length} counts, a season of the same league (got ${result.tally.length})`,
        },
      ]);
    return {
      ...merged,
      games: merged.games + result.games,
      tally: merged.tally.map((count, i) => count + result.tally[i]!),
    };
  });
}
