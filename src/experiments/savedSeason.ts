import { END_STATES } from '../core/model/transitions.ts';
import { z } from 'zod';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { validate } from '../core/input/validate.ts';
import type { RuleSet } from '../core/OptionalRule.ts';
import type { SeasonPlay } from '../harness/seasonLeague.ts';
import type { RunManifest } from './manifest.ts';
import { mergeSaved, type SavedFile, type SavedKind } from './mergeSaved.ts';
import { manifestSchema } from './savedResult.ts';
import { readFrom, type SavedProblem } from './savedSource.ts';
import { count, tallyProblem, TALLY_NAMES } from './savedCounts.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import { LINEUP_SIZE } from '../core/game/TeamSheet.ts';
import {
  PITCHERS_PER_GAME_BINS,
  RUNS_PER_GAME_BINS,
  STARTER_OUTS_BINS,
  type SeasonLayout,
} from '../engine/SeasonTally.ts';

export const SEASON_FORMAT = 'cardlab-season-result/2';

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
  games: count,
  tally: z.array(count),
});

/**
 * Whether a saved result is a season's (`merge` takes either kind), of this format or an older one (which the format
 * check then refuses by name: its tally is laid out otherwise).
 */
export function isSavedSeason(input: LoadedInput): boolean {
  const format = (input.document().value as { format?: unknown } | null)?.format;
  return typeof format === 'string' && format.startsWith(SEASON_FORMAT.replace(/\d+$/, ''));
}

/** Validates a saved season; problems name the file, line and field. */
export function parseSavedSeason(input: LoadedInput): SavedSeason {
  return readFrom(validate(input.document(), schema) as SavedSeason, input.document());
}

/**
 * Where a saved season's games are not its plan's, or undefined: every game of the plan in each run it sums, at most
 * those in a shard. (Its counts are checked against the league's layout once the league is laid out again:
 * seasonTotalsProblem.)
 */
function seasonProblem({ manifest, games }: SavedSeason): SavedProblem | undefined {
  const planned = manifest.plan.games;
  if (typeof planned !== 'number') return { path: ['manifest', 'plan', 'games'], expected: 'the games of the season' };
  const runs = manifest.seeds.length;
  if (manifest.slices ? games > planned : games !== planned * runs)
    return {
      path: ['games'],
      expected: manifest.slices
        ? `at most ${planned}, the games of the season it is a shard of`
        : `${planned * runs}, the ${planned} games of the season in each of its ${runs} runs`,
    };
  return undefined;
}

/**
 * Where a saved season's counts do not add up in its league's layout, or undefined: as many counts as the layout has,
 * its games those the tally counted, two team games a game (in the teams' games, the runs-per-game and starters'
 * histograms), as many wins as losses and runs scored as allowed, every plate appearance once by a batter, once
 * against a pitcher, once by a team, once by a lineup spot and once from a base-out state, as many as the manifest's;
 * and each player's lines within their own bounds.
 * @example seasonTotalsProblem(layout, { ...saved, games: saved.games + 1 })?.path // => ['games']
 */
export function seasonTotalsProblem(layout: SeasonLayout, saved: SavedSeason): SavedProblem | undefined {
  const { tally, games, manifest } = saved;
  if (tally.length !== layout.size)
    return { path: ['tally'], expected: `${layout.size} counts, as the league of its card sets lays them out` };
  const sum = (from: number, length: number, step = 1) => {
    let total = 0;
    for (let i = 0; i < length; i++) total += tally[from + i * step]!;
    return total;
  };
  const perTeam = (name: 'G' | 'W' | 'L' | 'RS' | 'RA') =>
    sum(layout.team(0, name), layout.teams, layout.team(1, 'G') - layout.team(0, 'G'));
  const lines = (line: (player: number) => number) => {
    let total = 0;
    for (let p = 0; p < layout.players; p++) total += sum(line(p), OUTCOMES.length);
    return total;
  };
  const teamGames = 2 * games;
  const pa = manifest.plateAppearances;
  const must: [boolean, string][] = [
    [tally[layout.game('games')] === games, `${games} games counted, its games`],
    [perTeam('G') === teamGames, `${teamGames} team games (two a game) in its teams' G`],
    [sum(layout.runsPerGame, RUNS_PER_GAME_BINS) === teamGames, `${teamGames} team games in its runs per game`],
    [sum(layout.starterOuts, STARTER_OUTS_BINS) === teamGames, `${teamGames} starters in its starters' outs`],
    [sum(layout.pitchersPerGame, PITCHERS_PER_GAME_BINS) === teamGames, `${teamGames} staffs in its pitchers used`],
    [perTeam('W') === perTeam('L'), 'as many wins as losses'],
    [perTeam('RS') === perTeam('RA'), 'as many runs scored as allowed'],
    [lines((p) => layout.batting(p)) === pa, `${pa} plate appearances (the manifest's) by its batters`],
    [lines((p) => layout.pitching(p)) === pa, `${pa} plate appearances against its pitchers`],
    [sum(layout.teamOutcomes, layout.teams * OUTCOMES.length) === pa, `${pa} plate appearances by its teams`],
    [sum(layout.slotPlateAppearances, LINEUP_SIZE) === pa, `${pa} plate appearances by lineup spot`],
    [sum(layout.transitions, OUTCOMES.length * 24 * END_STATES) === pa, `${pa} plate appearances from base-out states`],
  ];
  const broken = must.find(([holds]) => !holds);
  if (broken) return { path: ['tally'], expected: `counts that add up: ${broken[1]}` };
  for (let p = 0; p < layout.players; p++)
    for (const start of [layout.batting(p), layout.pitching(p)]) {
      const line = Object.fromEntries(TALLY_NAMES.map((name, i) => [name, tally[start + i]!]));
      const problem = tallyProblem(line, ['tally', start], false);
      if (problem) return { path: ['tally', start], expected: `a line that adds up (${problem.expected})` };
    }
  return undefined;
}

/** A saved season as a merge reads it. */
const SEASON_KIND: SavedKind<SavedSeason> = {
  problem: seasonProblem,
  counts: (saved) => [saved.games, ...saved.tally],
  // How the league played, and how many counts its layout has: the same in every result of the season.
  identity: ({ play, rules, gamesPerTeam, tally }) => ({ play, rules, gamesPerTeam, tally: { length: tally.length } }),
  add: (merged, { file, result }) => {
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
      tally: merged.tally.map((n, i) => n + result.tally[i]!),
    };
  },
};

/**
 * Adds saved seasons (the shards of one, or seasons with different seeds): counts summed, games too, the manifest
 * merged. Refuses (see mergeSaved) seasons of other cards, rules or plans or played otherwise, seasons that share a
 * seed or a shard or hold the very same counts, and games that are not the plan's.
 */
export function mergeSeasons(results: readonly SavedFile<SavedSeason>[]): SavedSeason {
  return mergeSaved(results, SEASON_KIND);
}
