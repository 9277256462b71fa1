/** The fielding positions a position player's card lists (a pitcher's P comes from his pitching line). */
const FIELDING = new Set(['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']);

/** A position is his when he batted there this often: 10 plate appearances... */
export const POSITION_MIN_PA = 10;
/** ...or this share of the plate appearances he batted while in the field (so a 20-PA season lists what he played). */
export const POSITION_MIN_SHARE = 0.05;

/** One row of batting_byposition_YYYY.csv: plate appearances a player batted while holding a position. */
export interface PositionPlateAppearances {
  playerID: string;
  position: string;
  PA: number;
}

/**
 * Each player's fielding positions, most played first, from the plate appearances he batted at each (the season data
 * has no fielding table; a batter's turns at the plate follow his innings in the field closely). A position counts
 * with POSITION_MIN_PA there or POSITION_MIN_SHARE of his fielding plate appearances, so one inning in center field
 * does not make a third baseman a center fielder. A batter who never took the field (a DH, a pinch hitter) lists none.
 * Pitching (a position player's mop-up inning) is left out: the engine's emergency rule covers it.
 * @example positionsByPlateAppearances([{ playerID: 'b', position: '3B', PA: 436 }, { playerID: 'b', position: 'CF',
 * PA: 1 }]).get('b') // => ['3B']
 */
export function positionsByPlateAppearances(rows: readonly PositionPlateAppearances[]): Map<string, string[]> {
  const byPlayer = new Map<string, Map<string, number>>();
  for (const { playerID, position, PA } of rows) {
    const positions = byPlayer.get(playerID) ?? new Map<string, number>();
    byPlayer.set(playerID, positions);
    if (FIELDING.has(position)) positions.set(position, (positions.get(position) ?? 0) + PA);
  }
  const listed = new Map<string, string[]>();
  for (const [playerID, positions] of byPlayer) {
    const fielding = [...positions.values()].reduce((sum, pa) => sum + pa, 0);
    const held = [...positions]
      .filter(([, pa]) => pa >= POSITION_MIN_PA || pa >= POSITION_MIN_SHARE * fielding)
      .sort(([a, paA], [b, paB]) => paB - paA || a.localeCompare(b));
    listed.set(
      playerID,
      held.map(([position]) => position),
    );
  }
  return listed;
}
