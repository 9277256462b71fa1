import type { BaseOutState } from '../../core/model/baseOut.ts';
import type { ExactResult } from '../../core/model/PlayEvent.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { forEachDiceOutcome } from '../../exact/enumerateDice.ts';
import { exactOutcomes } from '../../exact/exactOutcomes.ts';
import { ResultMerger, signature } from '../../exact/plateAppearanceDistribution.ts';
import type { PbcMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { playSwing } from './resolve.ts';
import { swing, type Swing } from './swing.ts';

/**
 * The exact distribution of a PBC plate appearance from a state: the swing's dice enumerated (a few dozen paths, a
 * handful of swings), then each distinct swing's play with its roll-offs, whose re-rolled ties are loops solved
 * exactly ({@link exactOutcomes}).
 * @example pbcDistribution(skipVsLuigi, parseBaseOutState('---/0')).reduce((s, r) => s + r.probability, 0) // => 1
 */
export function pbcDistribution(
  m: PbcMatchup,
  state: BaseOutState,
  situation: Situation = NEUTRAL_SITUATION,
): ExactResult[] {
  const swings = new Map<Swing, number>();
  forEachDiceOutcome(
    (dice) => swing(m, dice),
    (result, probability) => swings.set(result, (swings.get(result) ?? 0) + probability),
  );
  const merged = new ResultMerger(state);
  for (const [result, chance] of swings) {
    const plays = exactOutcomes(
      (dice) => playSwing(m, state, result, dice, situation),
      (event) => signature([event]),
    );
    for (const { value, probability } of plays) merged.add([value], chance * probability);
  }
  return merged.results();
}
