import type { CardAims } from '../../core/cards/cardAims.ts';
import type { BuildMode, CardBuilder } from '../../core/GameSystem.ts';
import { InputError } from '../../core/input/InputError.ts';
import { buildInContext, STEP, type ContextBuild, type ContextRound } from '../../experiments/contextBuild.ts';
import { playSeason, seasonSpec } from '../../experiments/season.ts';
import { listedGamesPerTeam } from '../../engine/schedule.ts';
import { seasonLeagueOf } from '../../harness/seasonLeague.ts';
import { requirePlayableBy } from '../../mlb/mlbSchedule.ts';
import { interruptible } from '../interrupt.ts';
import type { CommandContext } from './context.ts';
import { mlbAsPlayed, sourceIn } from './mlbAsPlayed.ts';
import { oppositionAims } from '../../mlb/oppositionAims.ts';
import { readSeasonData } from '../../mlb/seasonData.ts';

/** What a season-context build needs beyond a plain build. */
export interface SeasonContextOptions {
  season: number;
  mode: BuildMode;
  sources: string;
  out: string;
  contextGames: number;
  rounds: number;
  seed: number;
  workers: number;
}

/** A round's card set, as the YAML a card file holds. */
interface BuiltRound {
  text: string;
}

/**
 * `build --context season`: the whole league built aimed by the opposition its schedule met (as `--context schedule`
 * builds it), played through MLB's schedule as played (real starters, lineups and relief usage) for `contextGames`
 * games per team, and built again with each card aimed off its printed line by
 * what the games did to it (experiments/contextBuild.ts), for at most `rounds` builds. Each round prints a line on
 * stderr.
 */
export async function buildInSeason(
  context: CommandContext,
  /**
   * A fresh builder for each round: a builder keeps what it fitted (and its tables' compiled plays) for the sets it
   * builds again, and a round's aims are new for every card, so one builder's caches grew by the league's fits each
   * round (1.7 GB a round for Strat 2016, out of memory in the third).
   */
  newBuilder: () => CardBuilder,
  teams: readonly string[],
  names: Readonly<Record<string, string>>,
  options: SeasonContextOptions,
): Promise<ContextBuild<BuiltRound>> {
  const { inputs, io } = context;
  const files = inputs.sources(options.sources);
  const source = sourceIn(files, options.sources);
  const asPlayed = mlbAsPlayed(source, options.season);
  const { games } = asPlayed.schedule;
  const perTeam = listedGamesPerTeam(games);
  if (options.contextGames % perTeam !== 0)
    throw new InputError([
      {
        file: '(command line)',
        line: 0,
        field: '--context-games',
        expected: `a multiple of ${perTeam} (the schedule's games per team), got ${options.contextGames}`,
      },
    ]);
  const mlbTotals = inputs.mlbTotals();
  const play = { against: 'set' as const, dh: games.some((g) => g.dh), manager: 'default', bullpen: 'usage' };
  return interruptible(io, (signal) =>
    buildInContext<BuiltRound>(
      {
        build(aims: CardAims) {
          return { text: newBuilder().build(teams, options.mode, names, aims) };
        },
        async play({ text }: BuiltRound, round: number) {
          // Loaded for the season only: the rounds keep their text.
          const loaded = inputs.setOfText(`${options.out} (round ${round})`, text);
          if (round === 1) {
            const { league } = seasonLeagueOf(seasonSpec([loaded], play));
            requirePlayableBy(asPlayed.schedule, league, asPlayed.file, [options.out]);
          }
          const played = await playSeason([loaded], mlbTotals, {
            ...play,
            schedule: games,
            mlbPlayed: asPlayed.mlbPlayed,
            games: options.contextGames,
            seed: options.seed,
            workers: options.workers,
            signal,
          });
          return played.summary;
        },
        onRound: (round) => io.stderr?.write(`${formatRound(round)}\n`),
      },
      options.rounds,
      // Round 1 is `--context schedule`'s build: the schedule's part of the drift is known before any game.
      oppositionAims(readSeasonData(files, options.season), games, teams),
    ),
  );
}

const three = (x: number) => x.toFixed(3).replace(/^0/, '');

/** A round as one line: teams within tolerance, the worst miss, the league's line and runs. */
export function formatRound(round: ContextRound): string {
  const { league, worst } = round;
  const miss = worst ? `; worst ${worst.team} ${worst.side} ${(1000 * worst.miss).toFixed(1)} pts` : '';
  // A round aimed from one before its last, or by a smaller step: some round came out no better (buildInContext).
  const from = round.aimedFrom;
  const back =
    from && (from.round !== round.round - 1 || from.step !== STEP)
      ? ` (round ${from.round}'s aims, moved by ${from.step} of its drift)`
      : '';
  return (
    `round ${round.round}${back}: teams within .005: batting ${round.batting}/${round.of}, pitching ` +
    `${round.pitching}/${round.of}${miss}; league ${three(league.AVG)}/${three(league.OBP)}/${three(league.SLG)}, ` +
    `${league.runsPerGame.toFixed(2)} R/G`
  );
}

/** The rounds of a context build as the build prints them, and which it kept. */
export function formatRounds(built: ContextBuild<unknown>, games: number): string {
  const kept = built.converged
    ? `round ${built.kept}: every team within .005`
    : `round ${built.kept}, the nearest: not every team within .005`;
  return [
    `season context (${games.toLocaleString('en-US')} games per team of MLB's schedule as played, each round):`,
    ...built.rounds.map((r) => `  ${formatRound(r)}`),
    `kept ${kept}; cards are aimed off their printed lines, so the PA-mode fit below misses by design`,
  ].join('\n');
}
