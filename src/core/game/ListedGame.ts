import type { LineupPosition } from './TeamSheet.ts';

/** A spot of a listed starting lineup: the batter by the name his card prints ('P' is the game's starter). */
export interface ListedSpot {
  name: string;
  position: LineupPosition;
}

/**
 * A game of a schedule as played (MLB's, for one): the teams by their codes, whether it had a DH, who started it and
 * the starting lineups in batting order, players by the names the cards print. Absent, the team's rotation takes its
 * turn and its lineup rule picks the lineup.
 */
export interface ListedGame {
  away: string;
  home: string;
  dh: boolean;
  awayStarter?: string;
  homeStarter?: string;
  awayLineup?: readonly ListedSpot[];
  homeLineup?: readonly ListedSpot[];
}
