import type { CardSet, ExactRunExpectancy, GameSystem, InputsByName, LoadedTables } from '../core/GameSystem.ts';
import type { League } from '../core/game/League.ts';
import { LoadedInput, type InputBytes } from '../core/input/LoadedInput.ts';
import type { LoadedSet } from '../core/LoadedSet.ts';
import type { RuleSet } from '../core/OptionalRule.ts';
import { BULLPEN_POLICIES, type BullpenPolicy } from '../engine/BullpenPolicy.ts';

/**
 * How a season is played beyond its card sets: whom the teams play, the designated hitter, the manager, the bullpen.
 */
export interface SeasonPlay {
  against: 'set' | 'league';
  dh: boolean;
  manager: string;
  bullpen: string;
}

/** A season to play: loaded card sets of one game, how to play them, and the optional rules (main when absent). */
export interface SeasonSpec extends SeasonPlay {
  sets: readonly Pick<LoadedSet, 'input' | 'game' | 'set' | 'tables' | 'tableInputs'>[];
  rules?: RuleSet;
}

/** A season spec as a worker thread receives it: plain data, the game by its module (policies are functions). */
export interface SeasonPayload extends SeasonPlay {
  gameModule: string;
  sets: InputBytes[];
  tables: Record<string, InputBytes>;
  rules?: RuleSet;
}

/**
 * What a season is played with: the league, its bullpen policy, the tables' identity and the exact matrices (on
 * demand).
 */
export interface SeasonLeague {
  league: League;
  bullpen: BullpenPolicy;
  tables: LoadedTables;
  game: string;
  exact: () => ExactRunExpectancy[];
}

/** The game every set of a season is of; sets of two games cannot play one season. */
export function seasonGame(spec: SeasonSpec): GameSystem {
  const [first, ...rest] = spec.sets;
  if (!first) throw new RangeError('a season needs at least one card set');
  for (const other of rest) {
    if (other.game.id !== first.game.id)
      throw new RangeError(
        `${other.input.name} is a ${other.game.title} set; a season ` +
          `plays one game (${first.input.name} is ${first.game.title})`,
      );
  }
  if (!first.game.seasonLeague) throw new RangeError(`${first.game.title} does not play whole games yet`);
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

/** The spec as plain data for worker threads. */
export function seasonPayload(spec: SeasonSpec): SeasonPayload {
  const game = seasonGame(spec);
  const { against, dh, manager, bullpen, rules } = spec;
  const tables = Object.fromEntries(
    Object.entries(spec.sets[0]!.tableInputs).map(([name, input]) => [name, input.data()]),
  );
  return {
    gameModule: game.module,
    sets: spec.sets.map((s) => s.input.data()),
    tables,
    against,
    dh,
    manager,
    bullpen,
    ...(rules && { rules }),
  };
}

/** In a worker thread: the league of a payload, its game imported by module and its inputs loaded from their bytes. */
export async function seasonLeagueOfPayload(payload: SeasonPayload): Promise<SeasonLeague> {
  const game = ((await import(payload.gameModule)) as { default: GameSystem }).default;
  const inputs: InputsByName = Object.fromEntries(
    Object.entries(payload.tables).map(([name, data]) => [name, LoadedInput.revive(data)]),
  );
  const sets = payload.sets.map((data) => game.loadCardSet(LoadedInput.revive(data)));
  return leagueOf(game, sets, game.loadTables(inputs), payload);
}

function leagueOf(
  game: GameSystem,
  sets: readonly CardSet[],
  tables: LoadedTables,
  play: SeasonPlay & { rules?: RuleSet },
): SeasonLeague {
  const bullpen = BULLPEN_POLICIES[play.bullpen];
  if (!bullpen)
    throw new RangeError(
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
    exact: () => game.seasonRunExpectancy?.(sets, tables, options) ?? [],
  };
}
