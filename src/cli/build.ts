import { InputError } from '../core/input/InputError.ts';
import type { BuildMode, CardBuilder } from '../core/GameSystem.ts';
import { GAMES } from '../games/registry.ts';
import { writeAtomically } from './writeAtomically.ts';

export interface BuildCommandOptions {
  season: number;
  teams: string[];
  mode: BuildMode;
  out: string;
  sources: string;
}

/** Team names printed in a set's title, for the teams cardlab ships. */
export const TEAM_NAMES: Record<string, string> = { CHN: 'Chicago Cubs', CLE: 'Cleveland' };

/** Builders by game, sources directory and season: each league is solved once per process. */
const builders = new Map<string, CardBuilder>();

/** The builder of a game's cards for a season (reads the season files and solves the league on first use). */
export function cardBuilder(game: string, sources: string, season: number): CardBuilder {
  const system = GAMES[game];
  const builds = Object.values(GAMES).filter((g) => g.cardBuilder).map((g) => g.id);
  if (!system?.cardBuilder) throw new InputError([{ file: '(command line)', line: 0, field: 'game', expected: `a game with a card builder (${builds.join(', ')}), got "${game}"` }]);
  const key = `${game}|${sources}|${season}`;
  let builder = builders.get(key);
  if (!builder) {
    builder = system.cardBuilder(sources, season);
    builders.set(key, builder);
  }
  return builder;
}

/** `cardlab build <game>`: writes the card set to `out` (through a temporary file, so a failure leaves nothing half-written). */
export function buildCommand(game: string, options: BuildCommandOptions): string {
  const yaml = cardBuilder(game, options.sources, options.season).build(options.teams, options.mode, TEAM_NAMES);
  writeAtomically(options.out, yaml);
  return yaml;
}
