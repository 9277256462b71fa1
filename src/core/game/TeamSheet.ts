import type { Position } from '../model/positions.ts';
import type { Counts } from '../model/rates.ts';

/** Where a lineup spot plays: a fielding position, or DH (bats, does not field). */
export type LineupPosition = Position | 'DH';

/** One spot of a batting order: a roster index and where he plays ('P' is whoever pitches). */
export interface LineupSpot {
  player: number;
  position: LineupPosition;
}

/** Batters a start faces, about (MLB 2016: 24.6; 2024: 22.8): where a pitcher's own figures do not show his. */
export const BATTERS_PER_START = 25;

/** What a game's rules tell the engine about a player, in any game: enough to pick lineups and a staff. */
export interface RosterPlayer {
  /** The card's id in its set. */
  id: string;
  name: string;
  throws: 'L' | 'R';
  /** Fielding positions, most played first. */
  positions: readonly Position[];
  /**
   * His printed batting against each hand: plate appearances and OBP and SLG (season values where a split is missing).
   */
  batting: Record<'vsL' | 'vsR', { pa: number; obp: number; slg: number }>;
  /** Pitchers only. `quality` orders a staff, lower is better (Pine Tar: the grade ladder). */
  pitching?: { role: 'S' | 'R' | 'C' | 'S/R'; starts: number; quality: number };
  /** The printed season lines as counts: his batting, and his opponents' batting against him (pitchers). */
  targets: { batting: Counts; pitching?: Counts };
  /** A made-up player who stands for a league (no printed line of his own). */
  standIn?: boolean;
}

/**
 * A team as the engine plays it: its roster, a batting order against each hand of starting pitcher (nine spots; the
 * pitcher's spot says 'P' and holds the starter), the starting rotation, the bullpen best first, and the closer.
 * Indices are into `players`.
 */
export interface TeamSheet {
  /** The team's code in its card set (CHN), with a suffix when a set plays itself. */
  code: string;
  name: string;
  /** The card set it comes from. */
  file: string;
  players: readonly RosterPlayer[];
  lineups: Record<'vsL' | 'vsR', readonly LineupSpot[]>;
  rotation: readonly number[];
  bullpen: readonly number[];
  closer: number | undefined;
  /** How the lineups and staff were chosen: the card set's own, or cardlab's rule. */
  lineupSource: 'card set' | 'generated';
  /** A made-up team that stands for a league: its games count, its usage (starts, relievers) does not. */
  standIn?: boolean;
}

/** Batters in a lineup. */
export const LINEUP_SIZE = 9;
