import type { ExactRunExpectancy } from '../core/GameSystem.ts';
import { BULLPEN_POLICIES, type BullpenPolicy } from '../engine/BullpenPolicy.ts';
import type { League } from '../core/game/League.ts';
import { gameOfCardSet } from '../games/registry.ts';
import type { LoadedTables } from '../core/GameSystem.ts';
import type { RuleSet } from '../core/OptionalRule.ts';

/** Everything a worker needs to build a season's league itself: plain data, sent by structured clone. */
export interface SeasonSpec {
  files: string[];
  /** `--table NAME=FILE` replacements. */
  tables: Record<string, string>;
  against: 'set' | 'league';
  dh: boolean;
  manager: string;
  bullpen: string;
  /** Optional rules in play (the main rules when absent). */
  rules?: RuleSet;
}

/** A season's league, its tables' identity and bullpen policy, built from a spec (in the main thread and in each worker alike). */
export function seasonLeagueOf(spec: SeasonSpec): { league: League; bullpen: BullpenPolicy; tables: LoadedTables; game: string; exact: () => ExactRunExpectancy[] } {
  if (spec.files.length === 0) throw new RangeError('a season needs at least one card set');
  const game = gameOfCardSet(spec.files[0]!);
  for (const file of spec.files.slice(1)) {
    const other = gameOfCardSet(file);
    if (other.id !== game.id) throw new RangeError(`${file} is a ${other.title} set; a season plays one game (${spec.files[0]} is ${game.title})`);
  }
  if (!game.seasonLeague) throw new RangeError(`${game.title} does not play whole games yet`);
  const bullpen = BULLPEN_POLICIES[spec.bullpen];
  if (!bullpen) throw new RangeError(`unknown bullpen policy '${spec.bullpen}' (known: ${Object.keys(BULLPEN_POLICIES).join(', ')})`);
  const tables = game.loadTables(spec.tables);
  const sets = spec.files.map((file) => game.loadCardSet(file));
  const options = { against: spec.against, dh: spec.dh, manager: spec.manager, ...(spec.rules && { rules: spec.rules }) };
  return { league: game.seasonLeague(sets, tables, options), bullpen, tables, game: game.id, exact: () => game.seasonRunExpectancy?.(sets, tables, options) ?? [] };
}
