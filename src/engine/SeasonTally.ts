import { OUTCOMES } from '../core/model/outcomes.ts';
import { TRANSITION_SLOTS } from '../core/model/transitions.ts';
import { TALLY_SLOTS } from '../core/model/Tally.ts';
import { LINEUP_SIZE } from '../core/game/TeamSheet.ts';

/** Counts a batter's game line adds to a plate-appearance tally. */
export const BATTING_EXTRAS = ['R', 'RBI', 'G', 'SB', 'CS'] as const;
/** Counts a pitcher's game line adds to the tally of the plate appearances against him (runs: charged to him). */
export const PITCHING_EXTRAS = ['G', 'GS', 'CG', 'R'] as const;
/** Per team. */
export const TEAM_COUNTS = ['G', 'W', 'L', 'RS', 'RA', 'LOB', 'E', 'SB', 'CS'] as const;
/** Where each extra sits after a line's Tally slots, for the per-play loop (no lookups by name there). */
export const BATTING_SLOT = Object.fromEntries(BATTING_EXTRAS.map((name, i) => [name, TALLY_SLOTS + i])) as Record<
  (typeof BATTING_EXTRAS)[number],
  number
>;
export const PITCHING_SLOT = Object.fromEntries(PITCHING_EXTRAS.map((name, i) => [name, TALLY_SLOTS + i])) as Record<
  (typeof PITCHING_EXTRAS)[number],
  number
>;
export const TEAM_SLOT = Object.fromEntries(TEAM_COUNTS.map((name, i) => [name, i])) as Record<
  (typeof TEAM_COUNTS)[number],
  number
>;
/** League counts of whole games. */
export const GAME_COUNTS = [
  'games',
  'extraInningGames',
  'halfInnings',
  'completeHalfInnings',
  'staffGames',
  'pitchersUsed',
  'completeGames',
  'starts',
] as const;

/** Histogram sizes; the last bin holds everything beyond. */
export const RUNS_PER_GAME_BINS = 26;
export const RUNS_PER_INNING_BINS = 11;
export const STARTER_OUTS_BINS = 37;
export const PITCHERS_PER_GAME_BINS = 12;

/**
 * Where everything a season counts sits in one Float64Array, so games on any worker add into their own array and the
 * arrays merge by addition (like every tally). Per player (league index): his batting line and the line against him
 * as a pitcher, each a Tally's slots plus extras; per team; then the league's game counts, histograms, the run
 * expectancy sums, and base-out transitions by outcome (for linear weights).
 * @example const layout = new SeasonLayout(60, 2); new Float64Array(layout.size)[layout.team(1, 'W')] // => 0
 */
export class SeasonLayout {
  declare readonly players: number;
  declare readonly teams: number;
  declare readonly battingWidth: number;
  declare readonly pitchingWidth: number;
  declare readonly playerWidth: number;
  declare readonly teamBase: number;
  declare readonly gameBase: number;
  declare readonly runsPerGame: number;
  declare readonly runsPerInning: number;
  declare readonly starterOuts: number;
  declare readonly pitchersPerGame: number;
  declare readonly slotPlateAppearances: number;
  /**
   * Per batting team and start state (team * 24 + state): runs to the end of the inning, summed; then the number of
   * plate appearances from it.
   */
  declare readonly reRuns: number;
  declare readonly reCount: number;
  /** Plate appearances by outcome, start and end state, at transitionSlot (core/model/transitions.ts). */
  declare readonly transitions: number;
  /** Per outcome: runs scored in its plate appearances. */
  declare readonly outcomeRuns: number;
  /** Per batting team (team * OUTCOMES + outcome): plate appearances, for per-game lines. */
  declare readonly teamOutcomes: number;
  declare readonly size: number;

  constructor(players: number, teams: number) {
    this.players = players;
    this.teams = teams;
    this.battingWidth = TALLY_SLOTS + BATTING_EXTRAS.length;
    this.pitchingWidth = TALLY_SLOTS + PITCHING_EXTRAS.length;
    this.playerWidth = this.battingWidth + this.pitchingWidth;
    this.teamBase = players * this.playerWidth;
    this.gameBase = this.teamBase + teams * TEAM_COUNTS.length;
    this.runsPerGame = this.gameBase + GAME_COUNTS.length;
    this.runsPerInning = this.runsPerGame + RUNS_PER_GAME_BINS;
    this.starterOuts = this.runsPerInning + RUNS_PER_INNING_BINS;
    this.pitchersPerGame = this.starterOuts + STARTER_OUTS_BINS;
    this.slotPlateAppearances = this.pitchersPerGame + PITCHERS_PER_GAME_BINS;
    this.reRuns = this.slotPlateAppearances + LINEUP_SIZE;
    this.reCount = this.reRuns + 24 * teams;
    this.transitions = this.reCount + 24 * teams;
    this.outcomeRuns = this.transitions + TRANSITION_SLOTS;
    this.teamOutcomes = this.outcomeRuns + OUTCOMES.length;
    this.size = this.teamOutcomes + teams * OUTCOMES.length;
  }

  /** Start of a player's batting line (Tally slots, then BATTING_EXTRAS). */
  batting(player: number): number {
    return player * this.playerWidth;
  }

  /** Start of the line against a player as a pitcher (Tally slots, then PITCHING_EXTRAS). */
  pitching(player: number): number {
    return player * this.playerWidth + this.battingWidth;
  }

  battingExtra(player: number, name: (typeof BATTING_EXTRAS)[number]): number {
    return this.batting(player) + BATTING_SLOT[name];
  }

  pitchingExtra(player: number, name: (typeof PITCHING_EXTRAS)[number]): number {
    return this.pitching(player) + PITCHING_SLOT[name];
  }

  team(team: number, name: (typeof TEAM_COUNTS)[number]): number {
    return this.teamBase + team * TEAM_COUNTS.length + TEAM_SLOT[name];
  }

  game(name: (typeof GAME_COUNTS)[number]): number {
    return this.gameBase + GAME_COUNTS.indexOf(name);
  }
}

/** Adds `value` to bin `value` of a histogram at `base` with `bins` bins, the last holding everything beyond. */
export function countIn(tally: Float64Array, base: number, bins: number, value: number): void {
  tally[base + Math.min(value, bins - 1)]!++;
}
