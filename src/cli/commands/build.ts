import type { BuildMode } from '../../core/GameSystem.ts';
import { InputError } from '../../core/input/InputError.ts';
import { GAMES } from '../../games/registry.ts';
import { writeAtomically } from '../writeAtomically.ts';
import { commandContext, type CommandContext } from './context.ts';
import type { CardAims } from '../../core/cards/cardAims.ts';
import { oppositionAims } from '../../mlb/oppositionAims.ts';
import { readSeasonData } from '../../mlb/seasonData.ts';
import { mlbScheduleOf, sourceIn } from './mlbAsPlayed.ts';
import { parse } from 'yaml';
import { budgetFits, slashOf } from '../../experiments/budgetFit.ts';
import { checkPlan } from '../../experiments/check.ts';
import { formatBuildReport, type CannotFitNote, type MlbLine } from '../format/build.ts';
import { formatLinesOutside } from '../format/linesOutside.ts';
import { mlbSeason } from '../../mlb/mlbTotals.ts';
import { positionPlayersLine, teamPlateAppearances } from '../../mlb/roster.ts';
import { lineCounts } from '../../core/cards/cardLines.ts';
import type { CliIo } from '../io.ts';
import type { ContextBuild } from '../../experiments/contextBuild.ts';
import { claimOutputs } from '../claimOutputs.ts';
import { buildInSeason, formatRounds } from './buildInSeason.ts';

export interface BuildCommandOptions {
  season: number;
  teams: string[];
  mode: BuildMode;
  out: string;
  sources: string;
  /**
   * pa: fitted a plate appearance at a time; schedule: aimed by the opposition each team's schedule met
   * (oppositionAims); season: re-aimed in seasons (buildInSeason).
   */
  context: 'pa' | 'schedule' | 'season';
  contextGames: number;
  rounds: number;
  seed: number;
  workers: number;
}

/** `--teams ALL`: every team of the season. */
export const ALL_TEAMS = 'ALL';

/** Team names printed in a set's title, for the teams cardlab ships. */
export const TEAM_NAMES: Record<string, string> = { CHN: 'Chicago Cubs', CLE: 'Cleveland' };

/**
 * `cardlab build <game>`: writes the card set to `out` (through a temporary file, so a failure leaves nothing
 * half-written).
 */
export async function buildCommand(io: CliIo, game: string, options: BuildCommandOptions): Promise<void> {
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
  const wholeLeague = options.teams.length === 1 && options.teams[0] === ALL_TEAMS;
  if (options.context === 'season' && !wholeLeague)
    throw new InputError([
      {
        file: '(command line)',
        line: 0,
        field: '--context',
        expected: "season with --teams ALL: MLB's schedule as played needs every team of the season",
      },
    ]);
  const { inputs } = context;
  const newBuilder = () =>
    system.cardBuilder!(inputs.sources(options.sources), system.loadTables(inputs.tables(system)), options.season);
  const builder = newBuilder();
  const teams = wholeLeague ? builder.teams() : options.teams;
  const inSeason =
    options.context === 'season' ? await buildInSeason(context, newBuilder, teams, TEAM_NAMES, options) : undefined;
  const text = inSeason
    ? contextHeader(inSeason, options) + inSeason.built.text
    : options.context === 'schedule'
      ? SCHEDULE_HEADER + builder.build(teams, options.mode, TEAM_NAMES, scheduleAims(context, options, teams))
      : builder.build(teams, options.mode, TEAM_NAMES);
  // Locked only now: the fit above holds the main thread for minutes, and a signal stops it at once (stopOnSignals).
  await claimOutputs(context.io, { file: options.out });
  writeAtomically(options.out, text);
  context.io.stdout.write(`wrote ${options.out}\n`);
  const [loaded] = inputs.sets([options.out], {});
  const fits = budgetFits(checkPlan(loaded!, {}));
  const notes = cannotFitNotes(text);
  if (inSeason) {
    const kept = inSeason.rounds.find((r) => r.round === inSeason.kept)!;
    const outside = formatLinesOutside(kept.round, kept.outside, fits, notes);
    context.io.stdout.write([formatRounds(inSeason, options.contextGames), ...outside].join('\n') + '\n');
  }
  if (options.context === 'schedule') context.io.stdout.write(`${SCHEDULE_NOTE}\n`);
  const mlb = wholeLeague ? mlbLineOf(inputs, options, teams) : undefined;
  context.io.stdout.write(`${formatBuildReport(fits, notes, mlb)}\n`);
}

/**
 * What a whole league's batters pool is set beside: MLB's line, and (the cards at their plate appearances for their own
 * teams) MLB's without its pitchers' batting, which the batting cards leave to the pitchers' own.
 */
function mlbLineOf(inputs: CommandContext['inputs'], options: BuildCommandOptions, teams: readonly string[]): MlbLine {
  const mlb = mlbSeason(inputs.mlbTotals(), options.season);
  const data = readSeasonData(inputs.sources(options.sources), options.season);
  return {
    season: mlb.season,
    slash: slashOf(mlb.counts),
    positionPlayers: {
      slash: slashOf(lineCounts(positionPlayersLine(data))),
      teamPA: teamPlateAppearances(data, teams),
    },
  };
}

/** The comment a schedule-context set starts with. */
const SCHEDULE_HEADER =
  "# Built with --context schedule: each team's cards aimed off their printed lines by the opposition its schedule " +
  'met (docs/cli.md).\n';

/** What a schedule-context build prints before its fit. */
const SCHEDULE_NOTE =
  "aimed by the opposition each team's schedule met: cards are aimed off their printed lines, so the PA-mode fit " +
  'below misses by design';

/** `--context schedule`: each team's aims from the season's teams and its schedule as played (oppositionAims). */
function scheduleAims(context: CommandContext, options: BuildCommandOptions, teams: readonly string[]): CardAims {
  const files = context.inputs.sources(options.sources);
  const { games } = mlbScheduleOf(sourceIn(files, options.sources), options.season);
  return oppositionAims(readSeasonData(files, options.season), games, teams);
}

/** The comment a season-context set starts with: how it was aimed, so it can be built again. */
function contextHeader(built: ContextBuild<unknown>, options: BuildCommandOptions): string {
  const outcome = built.converged ? 'every team within .005' : 'the nearest round, not every team within .005';
  return (
    `# Built with --context season --context-games ${options.contextGames} --rounds ${options.rounds} ` +
    `--seed ${options.seed}: round ${built.kept} of ${built.rounds.length} kept (${outcome}).\n`
  );
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
