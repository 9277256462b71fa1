import { InputError } from '../input/InputError.ts';
import { generateLineup } from './lineupRule.ts';
import { staffOf } from './staffRule.ts';
import type { RosterPlayer, TeamSheet } from './TeamSheet.ts';

/**
 * The sheet of a card set's team that prints no lineups or staff: cardlab's lineup and staff rules choose them
 * (lineupRule.ts, staffRule.ts). A team they cannot field (too few position players, no starter) is an InputError at
 * `where`, the team's first card.
 * @example generatedSheet({ code: 'CHN', name: 'Chicago Cubs', file }, players, false, { line: 12 }).lineups.vsR.length
 * // => 9
 */
export function generatedSheet(
  team: { code: string; name: string; file: string },
  players: readonly RosterPlayer[],
  dh: boolean,
  where: { line: number },
): TeamSheet {
  try {
    const { rotation, bullpen, closer } = staffOf(players);
    return {
      ...team,
      players,
      lineups: { vsL: generateLineup(players, 'L', dh), vsR: generateLineup(players, 'R', dh) },
      rotation,
      bullpen,
      closer,
      lineupSource: 'generated',
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new InputError([{ file: team.file, line: where.line, field: `teams.${team.code}`, expected: error.message }]);
  }
}
