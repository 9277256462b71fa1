import { InputError } from '../input/InputError.ts';
import { buildLeague } from '../games/pinetar/build/league.ts';
import { PineTarBuilder, type BuildMode } from '../games/pinetar/build/buildPineTarSet.ts';
import { readSeasonData } from '../games/build/seasonData.ts';
import { writeAtomically } from './writeAtomically.ts';
import { DEFAULT_POLICIES } from '../games/pinetar/policies.ts';
import { loadPineTarTables } from '../games/pinetar/tables.ts';

export interface BuildCommandOptions {
  season: number;
  teams: string[];
  mode: BuildMode;
  out: string;
  sources: string;
}

/** Team names printed in a set's title, for the teams cardlab ships. */
export const TEAM_NAMES: Record<string, string> = { CHN: 'Chicago Cubs', CLE: 'Cleveland' };

/** Builders by sources directory and season: the league is solved once per process. */
const builders = new Map<string, PineTarBuilder>();

/** The builder of a season's cards (reads the season files and solves the league on first use). */
export function pineTarBuilder(sources: string, season: number): PineTarBuilder {
  const key = `${sources}|${season}`;
  let builder = builders.get(key);
  if (!builder) {
    const data = readSeasonData(sources, season);
    builder = new PineTarBuilder(data, buildLeague(data, loadPineTarTables(), DEFAULT_POLICIES));
    builders.set(key, builder);
  }
  return builder;
}

/** `cardlab build pinetar`: writes the card set to `out` (through a temporary file, so a failure leaves nothing half-written). */
export function buildCommand(game: string, options: BuildCommandOptions): string {
  if (game !== 'pinetar') throw new InputError([{ file: '(command line)', line: 0, field: 'game', expected: `pinetar (the only game with a card builder so far), got "${game}"` }]);
  const yaml = pineTarBuilder(options.sources, options.season).build(options.teams, options.mode, TEAM_NAMES);
  writeAtomically(options.out, yaml);
  return yaml;
}
