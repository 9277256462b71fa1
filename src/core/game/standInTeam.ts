import type { LineupSpot, RosterPlayer, TeamSheet } from './TeamSheet.ts';
import { RunRefused } from '../input/RunRefused.ts';

/** Where a stand-in team's nine batters play; the ninth bats as DH (a league's lines include pitchers' batting). */
export const STAND_IN_SPOTS = ['CF', 'SS', '1B', 'LF', '3B', 'RF', '2B', 'C', 'DH'] as const;

/**
 * The sheet of a made-up team that stands for a league against the team `against`: its nine batters in
 * STAND_IN_SPOTS order, then its one pitcher, who starts every game and is never relieved.
 * @example standInSheet(players, 'CHN', 'NL 2016', file).code // => 'LG-CHN'
 */
export function standInSheet(
  players: readonly RosterPlayer[],
  against: string,
  leagueName: string,
  file: string,
): TeamSheet {
  if (players.length !== STAND_IN_SPOTS.length + 1)
    throw new RunRefused(
      `a stand-in team is ${STAND_IN_SPOTS.length} batters and a pitcher, got ${players.length} players`,
    );
  const lineup: LineupSpot[] = STAND_IN_SPOTS.map((position, i) => ({ player: i, position }));
  return {
    code: `LG-${against}`,
    name: `${leagueName} (against ${against})`,
    file,
    players: players.map((player) => ({ ...player, standIn: true })),
    lineups: { vsL: lineup, vsR: lineup },
    rotation: [players.length - 1],
    bullpen: [],
    closer: undefined,
    lineupSource: 'generated',
    standIn: true,
  };
}
