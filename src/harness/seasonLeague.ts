import type { CardSet, ExactRunExpectancy, GameSystem, LoadedTables } from '../core/GameSystem.ts';
import type { League } from '../core/game/League.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import type { RuleSet } from '../core/OptionalRule.ts';
import { BULLPEN_POLICIES, type BullpenPolicy } from '../engine/BullpenPolicy.ts';
import type { ListedGame } from '../core/game/ListedGame.ts';
import type { ListedSchedule } from '../engine/schedule.ts';
import { RunRefused } from '../core/input/RunRefused.ts';

/**
 * How a season is played beyond its card sets: whom the teams play, the designated hitter, the manager, the bullpen.
 */
export interface SeasonPlay {
  against: 'set' | 'league';
  dh: boolean;
  manager: string;
  bullpen: string;
  /** The games as listed (MLB's schedule), instead of a round robin; `dh` says the league's lineups have a DH. */
  schedule?: readonly ListedGame[];
}

/** The listed schedule a season plays, if it has one. */
export function listedOf(play: SeasonPlay): ListedSchedule | undefined {
  return play.schedule && { games: play.schedule, dh: play.dh };
}

/** A season to play: loaded card sets of one game, how to play them, and the optional rules (main when absent). */
export interface SeasonSpec extends SeasonPlay {
  sets: readonly Pick<LoadedSet, 'input' | 'game' | 'set' | 'tables' | 'tableInputs'>[];
  rules?: RuleSet;
}

/**
 * A season's league as a worker thread receives it: the game by its module (policies are functions), its card sets and
 * tables as loaded (plain data, which structured clone copies far faster than a worker could parse the files again),
 * how it is played. The rules come with each task, so one worker plays a league under many rule sets.
 */
export interface SeasonPayload extends SeasonPlay {
  gameModule: string;
  sets: CardSet[];
  tables: LoadedTables;
}

/** What a season is played with: the league, its bullpen policy, the tables' identity. */
export interface SeasonLeague {
  league: League;
  bullpen: BullpenPolicy;
  tables: LoadedTables;
  game: string;
}

/** The game every set of a season is of; sets of two games cannot play one season. */
export function seasonGame(spec: SeasonSpec): GameSystem {
  const [first, ...rest] = spec.sets;
  if (!first) throw new RunRefused('a season needs at least one card set');
  for (const other of rest) {
    if (other.game.id !== first.game.id)
      throw new RunRefused(
        `${other.input.name} is a ${other.game.title} set; a season ` +
          `plays one game (${first.input.name} is ${first.game.title})`,
      );
  }
  if (!first.game.seasonLeague) throw new RunRefused(`${first.game.title} does not play whole games yet`);
  return first.game;
}

/** A season's league, its tables' identity and bullpen policy, from loaded sets. */
export function seasonLeagueOf(spec: SeasonSpec): SeasonLeague {
  const game = seasonGame(spec);
  return leagueOf(
    game,
    spec.sets.map((s) => s.set),
    spec.sets[0]!.tables,
    spec,
  );
}

/** The exact run-expectancy matrices the game can chain for a season's league (none when it cannot): seconds. */
export function seasonRunExpectancy(spec: SeasonSpec): ExactRunExpectancy[] {
  const game = seasonGame(spec);
  const { against, dh, manager, rules } = spec;
  const options = { against, dh, manager, ...(rules && { rules }) };
  return (
    game.seasonRunExpectancy?.(
      spec.sets.map((s) => s.set),
      spec.sets[0]!.tables,
      options,
    ) ?? []
  );
}

/** The spec's league as plain data for worker threads (its rules aside). */
export function seasonPayload(spec: SeasonSpec): SeasonPayload {
  const game = seasonGame(spec);
  const { against, dh, manager, bullpen, schedule } = spec;
  return {
    gameModule: game.module,
    sets: spec.sets.map((s) => s.set),
    tables: spec.sets[0]!.tables,
    against,
    dh,
    manager,
    bullpen,
    ...(schedule && { schedule }),
  };
}

/** In a worker thread: the league of a payload under `rules` (main when absent), its game imported by module. */
export async function seasonLeagueOfPayload(payload: SeasonPayload, rules?: RuleSet): Promise<SeasonLeague> {
  const game = ((await import(payload.gameModule)) as { default: GameSystem }).default;
  return leagueOf(game, payload.sets, payload.tables, { ...payload, ...(rules && { rules }) });
}

function leagueOf(
  game: GameSystem,
  sets: readonly CardSet[],
  tables: LoadedTables,
  play: SeasonPlay & { rules?: RuleSet },
): SeasonLeague {
  const bullpen = BULLPEN_POLICIES[play.bullpen];
  if (!bullpen)
    throw new RunRefused(
      `unknown bullpen policy '${play.bullpen}' (known: ${Object.keys(BULLPEN_POLICIES).join(', ')})`,
    );
  const options = {
    against: play.against,
    dh: play.dh,
    manager: play.manager,
    ...(play.rules && { rules: play.rules }),
  };
  return {
    league: game.seasonLeague!(sets, tables, options),
    bullpen,
    tables,
    game: game.id,
  };
}
