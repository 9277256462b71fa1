import type { RosterPlayer, TeamSheet } from '../../../core/game/TeamSheet.ts';
import type { Position } from '../../../core/model/positions.ts';
import { emptyLine } from '../../../mlb/roster.ts';
import type { PiecepackCardSet, PiecepackTeam } from '../cards.ts';
import type { PiecepackTables } from '../tables.ts';
import { BATTING_ORDER, FIELD_POSITIONS, TILE_NAMES, type TileValue } from '../vocabulary.ts';

/** Pitchers in a team's stack, and pinch hitters on its bench (one for each pitcher who may be batted for). */
export const STACK_SIZE = 3;
export const PINCH_HITTERS = STACK_SIZE - 1;

/** A team of a set as the engine plays it, with the tile each roster entry bats and runs as. */
export interface PiecepackTeamOf {
  sheet: TeamSheet;
  /** Per roster index: the tile he bats and runs as (a pitcher as a 5, a pinch hitter as a 2). */
  tiles: number[];
  /** Per roster index: the position tile he fields with, where he fields. */
  team: PiecepackTeam;
}

const line = (tile: number) => {
  // What the lineup rule would read: nothing here chooses by it (the order is the team sheet's), so a rough value.
  const obp = (6 - tile) / 10;
  return { pa: 1, obp, slg: obp };
};

/**
 * A piecepack team as the engine's sheet: the eight position tiles in batting order (LF first), the pitcher ninth;
 * the stack's three pitchers (the starter, then the order they come in); and two pinch hitters, each a tile-2 bat who
 * may replace a pitcher at the plate. The order and the stack are the rules', not a lineup rule's.
 */
export function piecepackTeamSheet(
  team: PiecepackTeam,
  set: PiecepackCardSet,
  tables: PiecepackTables,
): PiecepackTeamOf {
  const players: RosterPlayer[] = [];
  const tiles: number[] = [];
  const add = (player: Omit<RosterPlayer, 'throws' | 'targets'>, tile: number) => {
    players.push({ ...player, throws: 'R', targets: { batting: emptyLine() } });
    tiles.push(tile);
  };
  for (const position of FIELD_POSITIONS) {
    const tile = team.tiles[position as Exclude<Position, 'P'>] as TileValue;
    const name = `${position} (${TILE_NAMES[tile]})`;
    add({ id: `${team.id}-${position.toLowerCase()}`, name, positions: [position], batting: both(line(tile)) }, tile);
  }
  const pitcherTile = tables.play.pitcherBatsAs;
  for (let p = 0; p < STACK_SIZE; p++)
    add(
      {
        id: `${team.id}-p${p + 1}`,
        name: `Pitcher ${p + 1}`,
        positions: ['P'],
        batting: both(line(pitcherTile)),
        pitching: { role: p === 0 ? 'S' : 'R', starts: p === 0 ? 1 : 0, quality: p },
      },
      pitcherTile,
    );
  const pinch = tables.play.pinchHitterBatsAs;
  for (let h = 0; h < PINCH_HITTERS; h++)
    add(
      { id: `${team.id}-ph${h + 1}`, name: `Pinch hitter ${h + 1}`, positions: [], batting: both(line(pinch)) },
      pinch,
    );
  const order = BATTING_ORDER.map((position, spot) => ({
    player: spot === 8 ? FIELD_POSITIONS.length : spot,
    position,
  }));
  const first = FIELD_POSITIONS.length;
  return {
    sheet: {
      code: team.id,
      name: team.name,
      file: set.file,
      players,
      lineups: { vsL: order, vsR: order },
      rotation: [first],
      bullpen: [first + 1, first + 2],
      closer: undefined,
      lineupSource: 'card set',
    },
    tiles,
    team,
  };
}

const both = (split: RosterPlayer['batting']['vsL']): RosterPlayer['batting'] => ({ vsL: split, vsR: split });
