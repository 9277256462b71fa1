import { EMPTY, type BaseOutState } from '../../core/model/baseOut.ts';
import type { Situation } from '../../core/GameSystem.ts';
import type { HitAndRunGrade } from './tables.ts';

/** Whether a squeeze may be tried: a runner on 3rd and fewer than two out (the squeeze chart's heading). */
export const maySqueeze = (state: BaseOutState): boolean => state.outs < 2 && state.bases[2] !== EMPTY;

/** Whether Replay's hit and run may be called: a runner on 1st, or on 1st and 2nd, with 3rd open (the chart's head). */
export const mayHitAndRun = (state: BaseOutState): boolean => state.bases[0] !== EMPTY && state.bases[2] === EMPTY;

/** Late and close: from the 7th inning, the offense tied or a run down. */
const lateAndClose = (situation: Situation) =>
  situation.inning >= 7 && (situation.offenseLead === 0 || situation.offenseLead === -1);

/**
 * The module's squeeze call, for a host whose manager has none: late and close, fewer than two out, a runner on 3rd,
 * and a good bunter (Replay bunt 1 or 2) or a pitcher at bat.
 * @example callSqueeze(parseBaseOutState('--3/1'), { inning: 8, offenseLead: 0 }, { bunt: 1, pitcher: false })
 * // => true
 */
export function callSqueeze(
  state: BaseOutState,
  situation: Situation,
  batter: { bunt: number; pitcher: boolean },
): boolean {
  return maySqueeze(state) && lateAndClose(situation) && (batter.bunt <= 2 || batter.pitcher);
}

/**
 * The module's hit-and-run call, for a host whose manager has none: from the 3rd inning in a game within two runs,
 * fewer than two out, a runner on 1st (3rd open), an A or B hit-and-run batter who is not a pitcher.
 * @example callHitAndRun(parseBaseOutState('1--/0'), { inning: 5, offenseLead: 1 }, { grade: 'A', pitcher: false })
 * // => true
 */
export function callHitAndRun(
  state: BaseOutState,
  situation: Situation,
  batter: { grade: HitAndRunGrade; pitcher: boolean },
): boolean {
  return (
    mayHitAndRun(state) &&
    state.outs < 2 &&
    situation.inning >= 3 &&
    Math.abs(situation.offenseLead) <= 2 &&
    !batter.pitcher &&
    (batter.grade === 'A' || batter.grade === 'B')
  );
}
