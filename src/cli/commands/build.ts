import type { BuildMode } from '../../core/GameSystem.ts';
import { InputError } from '../../core/input/InputError.ts';
import { GAMES } from '../../games/registry.ts';
import { writeAtomically } from '../writeAtomically.ts';
import { commandContext } from './context.ts';
import { parse } from 'yaml';
import { budgetFits, slashOf } from '../../experiments/budgetFit.ts';
import { checkPlan } from '../../experiments/check.ts';
import { formatBuildReport, type CannotFitNote } from '../format/build.ts';
import { mlbSeason } from '../../mlb/mlbTotals.ts';
import type { CliIo } from '../io.ts';

export interface BuildCommandOptions {
  season: number;
  teams: string[];
  mode: BuildMode;
  out: string;
  sources: string;
}

/** `--teams ALL`: every team of the season. */
export const ALL_TEAMS = 'ALL';

/** Team names printed in a set's title, for the teams cardlab ships. */
export const TEAM_NAMES: Record<string, string> = { CHN: 'Chicago Cubs', CLE: 'Cleveland' };

/**
 * `cardlab build <game>`: writes the card set to `out` (through a temporary file, so a failure leaves nothing
 * half-written).
 */
export function buildCommand(io: CliIo, game: string, options: BuildCommandOptions): void {
  const context = commandContext(io);
  const system = GAMES[game];
  const builds = Object.values(GAMES)
    .filter((g) => g.cardBuilder)
    .map((g) => g.id);
  if (!system?.cardBuilder)
    throw new InputError([
      {
        file: '(command line)',
        line: 0,
        field: 'game',
        expected: `a game with a card builder (${builds.join(', ')}), got "${game}"`,
      },
    ]);
  const { inputs } = context;
  const builder = system.cardBuilder(
    inputs.sources(options.sources),
    system.loadTables(inputs.tables(system)),
    options.season,
  );
  const wholeLeague = options.teams.length === 1 && options.teams[0] === ALL_TEAMS;
  const teams = wholeLeague ? builder.teams() : options.teams;
  const text = builder.build(teams, options.mode, TEAM_NAMES);
  writeAtomically(options.out, text);
  context.io.stdout.write(`wrote ${options.out}\n`);
  const [loaded] = inputs.sets([options.out], {});
  // A whole league's batters pool to MLB's line: set it beside them.
  const mlb = wholeLeague ? mlbSeason(inputs.mlbTotals(), options.season) : undefined;
  const mlbLine = mlb && { season: mlb.season, slash: slashOf(mlb.counts) };
  const report = formatBuildReport(budgetFits(checkPlan(loaded!, {})), cannotFitNotes(text), mlbLine);
  context.io.stdout.write(`${report}\n`);
}

/** The `build.cannotFit` notes of a built set's cards, read back from the YAML the builder wrote. */
function cannotFitNotes(text: string): CannotFitNote[] {
  const set = parse(text) as {
    players?: { name: string; team: string; build?: { cannotFit?: Omit<CannotFitNote, 'name' | 'team'>[] } }[];
  };
  return (set.players ?? []).flatMap((p) =>
    (p.build?.cannotFit ?? []).map((note) => ({ name: p.name, team: p.team, ...note })),
  );
}
