/** Fielding positions in scorer's order: P=1, C=2, 1B=3, 2B=4, 3B=5, SS=6, LF=7, CF=8, RF=9. */
export const POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const;
export type Position = (typeof POSITIONS)[number];

export const INFIELD: readonly Position[] = ['P', 'C', '1B', '2B', '3B', 'SS'];
export const OUTFIELD: readonly Position[] = ['LF', 'CF', 'RF'];

/**
 * The scorer's number of a position.
 * @example positionNumber('SS') // => 6
 */
export function positionNumber(position: Position): number {
  return POSITIONS.indexOf(position) + 1;
}

export function isPosition(name: string): name is Position {
  return (POSITIONS as readonly string[]).includes(name);
}
