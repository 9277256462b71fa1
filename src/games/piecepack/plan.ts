import { canonicalState, type RunnerId } from '../../core/model/baseOut.ts';
import type { CheckOptions, CheckStratum, CheckSubject, StateMix } from '../../core/GameSystem.ts';
import type { Position } from '../../core/model/positions.ts';
import { stateShares } from '../../exact/stateShares.ts';
import type { PiecepackCardSet, PiecepackTeam } from './cards.ts';
import type { PiecepackMatchup } from './matchup.ts';
import { PiecepackPlate } from './plateMatchup.ts';
import { PIECEPACK_MANAGERS } from './policies.ts';
import { MAIN_PIECEPACK_RULES, piecepackRules, type PiecepackRules } from './rules.ts';
import type { PiecepackTables } from './tables.ts';
import { BATTING_ORDER, type TileValue } from './vocabulary.ts';

/** The batter's runner id outside a game (runners of the start states are 1, 2, 3 by base). */
export const BATTER_ID: RunnerId = 0;
/** Runners of a start state outside a game carry tile 3: the nearest to a lineup's mean tile (25 / 9, 2.8). */
export const STATE_RUNNER_TILE = 3;

/**
 * An at-bat's matchup outside a game: a batter's tile against fielders' tiles, the state's runners of one tile, the
 * default manager's running.
 * @example piecepackMatchup(4, team.tiles, tables).dice // => 3
 */
export function piecepackMatchup(
  batterTile: number,
  fielders: PiecepackMatchup['fielders'],
  tables: PiecepackTables,
  rules: PiecepackRules = MAIN_PIECEPACK_RULES,
  runnerTile: number = STATE_RUNNER_TILE,
  dice: number = tables.play.battingDice,
): PiecepackMatchup {
  return {
    batter: { id: BATTER_ID, tile: batterTile },
    fielders,
    tileOf: (runner) => (runner === BATTER_ID ? batterTile : runnerTile),
    dice,
    tables,
    rules,
    running: PIECEPACK_MANAGERS.default!.running,
  };
}

/** A team's nine batting spots in order (LF first, the pitcher ninth), each with the tile he bats as. */
export function lineupOf(team: PiecepackTeam, tables: PiecepackTables): { position: Position; tile: number }[] {
  return BATTING_ORDER.map((position) => ({
    position,
    tile: position === 'P' ? tables.play.pitcherBatsAs : team.tiles[position as Exclude<Position, 'P'>]!,
  }));
}

/** Fielders who are all of one tile (the tile-value report's defense). */
export function allFielders(tile: TileValue): PiecepackMatchup['fielders'] {
  return Object.fromEntries(BATTING_ORDER.slice(0, 8).map((p) => [p, tile]));
}

/** The strata of a team batting: each of its nine spots against each opposing defense, equally. */
export function battingStrata(
  team: PiecepackTeam,
  opponents: readonly PiecepackTeam[],
  tables: PiecepackTables,
  rules: PiecepackRules,
): CheckStratum[] {
  const lineup = lineupOf(team, tables);
  return lineup.flatMap(({ position, tile }) =>
    opponents.map((defense) => ({
      weight: 1 / (lineup.length * opponents.length),
      split: 'vsR' as const,
      label: `${position} (tile ${tile}) vs ${defense.name}`,
      matchup: new PiecepackPlate(piecepackMatchup(tile, defense.tiles, tables, rules)),
    })),
  );
}

/**
 * The state mix of innings that play `strata` (every plate appearance mixing them by weight), from the exact chain:
 * where a check's plate appearances start unless a state is given.
 */
export function inningStates(strata: readonly CheckStratum[]): StateMix {
  const shares = stateShares(strata.map(({ weight, matchup }) => ({ weight, matchup })));
  return shares.map((weight, s) => ({ state: canonicalState(s), weight })).filter(({ weight }) => weight > 0);
}

/**
 * The check of a set of team sheets: each team's lineup against the other teams' fielders (a lone team against its
 * own), and the whole league, at-bats outside a game (full hands, cards drawn blind) from the innings' own state
 * mix. The game prints no targets: a check compares with the MLB line it is given (`options.reference`).
 */
export function piecepackCheckPlan(
  set: PiecepackCardSet,
  tables: PiecepackTables,
  options: CheckOptions,
): CheckSubject[] {
  const rules = options.rules ? piecepackRules(options.rules) : MAIN_PIECEPACK_RULES;
  const reference = options.reference;
  const targets = reference ? { season: reference.counts } : {};
  const byTeam = set.teams.map((team) => {
    const opponents = set.teams.length === 1 ? [team] : set.teams.filter((other) => other !== team);
    return { team, strata: battingStrata(team, opponents, tables, rules) };
  });
  const league = byTeam.flatMap(({ strata }) => strata.map((s) => ({ ...s, weight: s.weight / byTeam.length })));
  const states = options.state ? [{ state: options.state, weight: 1 }] : inningStates(league);
  const subject = (id: string, name: string, strata: CheckStratum[]): CheckSubject => ({
    id,
    name,
    team: id,
    role: 'batter',
    targets,
    strata,
    states,
    ...(reference && { mlbSeason: reference.season }),
  });
  const teams = byTeam.map(({ team, strata }) => subject(team.id, team.name, strata));
  return set.teams.length === 1 ? teams : [...teams, subject('league', 'The league', league)];
}
