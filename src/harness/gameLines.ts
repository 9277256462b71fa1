import type { SeasonLayout } from '../engine/SeasonTally.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';

/**
 * What a game's line holds after both teams' plate appearances by outcome (OUTCOMES order): both teams' runs, steals,
 * caught stealing, errors and left on base, and AW, 1 when the visitors won.
 */
export const GAME_LINE_COUNTS = ['R', 'SB', 'CS', 'E', 'LOB', 'AW'] as const;
/** Numbers per game line. */
export const GAME_LINE_WIDTH = OUTCOMES.length + GAME_LINE_COUNTS.length;
const TEAM_COUNT_OF = { R: 'RS', SB: 'SB', CS: 'CS', E: 'E', LOB: 'LOB', AW: 'W' } as const;

/**
 * Adds `sign` times both teams' season counts into a game line at `at`: called with -1 before a game and +1 after it,
 * it leaves the game's own line (the unit of paired comparisons between rule sets).
 * @example
 * addGameLine(layout, tally, [0, 1], lines, 0, -1); engine.play(...); addGameLine(layout, tally, [0, 1], lines, 0, 1)
 */
export function addGameLine(
  layout: SeasonLayout,
  tally: Float64Array,
  teams: readonly number[],
  lines: Float64Array,
  at: number,
  sign: number,
): void {
  teams.forEach((team, side) => {
    const outcomes = layout.teamOutcomes + team * OUTCOMES.length;
    for (let o = 0; o < OUTCOMES.length; o++) lines[at + o]! += sign * tally[outcomes + o]!;
    GAME_LINE_COUNTS.forEach((name, i) => {
      if (name === 'AW' && side !== 0) return; // the visitors' wins only
      lines[at + OUTCOMES.length + i]! += sign * tally[layout.team(team, TEAM_COUNT_OF[name])]!;
    });
  });
}
