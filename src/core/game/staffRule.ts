import type { RosterPlayer } from './TeamSheet.ts';
import { RunRefused } from '../input/RunRefused.ts';

/** Starters in a rotation. */
export const ROTATION_SIZE = 5;

/**
 * cardlab's staff rule, for what a card set does not name: the rotation is the five pitchers with the most starts
 * (role S, or S/R with starts), most first; the bullpen is every other pitcher, best `quality` first; the closer is
 * the best pitcher of role C in it, or none. A `rotation` or `bullpen` the set names is kept. Throws when the team
 * has no pitcher who starts.
 * @example
 * staffOf(cubs) // => { rotation: [lester, hendricks, arrieta, lackey, hammel], bullpen: [...], closer: chapman }
 */
export function staffOf(
  players: readonly RosterPlayer[],
  named: { rotation?: number[]; bullpen?: number[] } = {},
): { rotation: number[]; bullpen: number[]; closer: number | undefined } {
  const pitchers = players
    .map((p, index) => ({ p, index, pitching: p.pitching! }))
    .filter((x) => x.p.pitching !== undefined);
  const rotation =
    named.rotation ??
    pitchers
      .filter(({ pitching }) => (pitching.role === 'S' || pitching.role === 'S/R') && pitching.starts > 0)
      .sort(
        (a, b) =>
          b.pitching.starts - a.pitching.starts ||
          a.pitching.quality - b.pitching.quality ||
          a.p.id.localeCompare(b.p.id),
      )
      .slice(0, ROTATION_SIZE)
      .map((s) => s.index);
  if (rotation.length === 0) throw new RunRefused('a team needs a pitcher who starts (role S or S/R with starts)');
  const bullpen =
    named.bullpen ??
    pitchers
      .filter((x) => !rotation.includes(x.index))
      .sort((a, b) => a.pitching.quality - b.pitching.quality || a.p.id.localeCompare(b.p.id))
      .map((x) => x.index);
  const closer = bullpen.find((index) => players[index]!.pitching!.role === 'C');
  return { rotation, bullpen, closer };
}
