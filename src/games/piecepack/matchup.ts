import type { RunnerId } from '../../core/model/baseOut.ts';
import type { Position } from '../../core/model/positions.ts';
import type { RunnerPolicy } from './policies.ts';
import type { PiecepackRules } from './rules.ts';
import type { PiecepackTables } from './tables.ts';
import type { TileValue } from './vocabulary.ts';

/**
 * Everything one piecepack at-bat needs once the cards are down: the batter's tile, the fielders' tiles, the tiles of
 * the runners on base, how many batting dice he rolls, and who decides to send a runner.
 */
export interface PiecepackMatchup {
  batter: { id: RunnerId; tile: number };
  /** The fielding team's tile at each position (the pitcher's square holds none: he never fields a ball). */
  fielders: Readonly<Partial<Record<Position, TileValue>>>;
  /** A runner's tile value (his speed). */
  tileOf(runner: RunnerId): number;
  /** Batting dice: three, four against a pitcher In Deep Trouble. */
  dice: number;
  tables: PiecepackTables;
  rules: PiecepackRules;
  running: RunnerPolicy;
  /** A fair coin, where the manager decides by one (the random manager, in games). */
  coin?: () => boolean;
}

/**
 * A key of everything an at-bat's play reads besides the cards and the state: compiled plays are shared by it.
 * @example fieldersKey({ '3B': 4, SS: 4 }) // => '..44....'
 */
export function fieldersKey(fielders: PiecepackMatchup['fielders']): string {
  return (['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const).map((p) => fielders[p] ?? '.').join('');
}
