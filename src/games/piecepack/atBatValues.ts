import { EMPTY, stateIndex, type BaseOutState } from '../../core/model/baseOut.ts';
import { readingChances, readingPlays, type CardPair } from './exactAtBat.ts';
import type { PiecepackMatchup } from './matchup.ts';
import type { AtBatValues } from './policies.ts';
import type { HitReading } from './tables.ts';
import { KING } from './vocabulary.ts';

/**
 * One card pair for each way cards can compare, in AtBatValues.byEdge's order: the pitch wins with a face card (the
 * Juice bonus, where the rule is on), wins, ties, loses, loses to a face card.
 */
const EDGE_PAIRS: readonly CardPair[] = [
  { pitch: KING, swing: 2, chance: 1 },
  { pitch: 3, swing: 2, chance: 1 },
  { pitch: 2, swing: 2, chance: 1 },
  { pitch: 2, swing: 3, chance: 1 },
  { pitch: 2, swing: KING, chance: 1 },
];

/** Run expectancy of a state by a 24-state matrix, 0 once the inning is over. */
const expectancy = (re: readonly number[], state: BaseOutState) => (state.outs >= 3 ? 0 : re[stateIndex(state)]!);

/**
 * What each way the cards can compare is worth to the batter at an at-bat, in runs: the at-bat's exact outcome
 * chances, each outcome's runs plus the change in run expectancy `re` (a 24-state matrix); and, where his Ace would
 * steal second, the steal's worth safe and caught.
 * @example atBatValues(m, parseBaseOutState('---/0'), re, false).byEdge[2] // => the tie's worth, about 0.0 runs
 */
export function atBatValues(
  m: PiecepackMatchup,
  state: BaseOutState,
  re: readonly number[],
  stealOn: boolean,
): AtBatValues {
  const before = expectancy(re, state);
  // Each chart reading's worth once: the five ways the cards compare read mostly the same rows.
  const worth = new Map<HitReading, number>();
  const worthOf = (reading: HitReading) => {
    let value = worth.get(reading);
    if (value === undefined) {
      value = 0;
      for (const { event, chance } of readingPlays(m, state, reading))
        value += chance * (event.runs + expectancy(re, event.after) - before);
      worth.set(reading, value);
    }
    return value;
  };
  const byEdge = EDGE_PAIRS.map((pair) => {
    let value = 0;
    for (const [reading, chance] of readingChances(m, [pair])) value += chance * worthOf(reading);
    return value;
  });
  if (!stealOn) return { byEdge };
  const runner = state.bases[0];
  const safe: BaseOutState = { outs: state.outs, bases: [EMPTY, runner, state.bases[2]] };
  const caught: BaseOutState = { outs: state.outs + 1, bases: [EMPTY, EMPTY, state.bases[2]] };
  return { byEdge, steal: { safe: expectancy(re, safe) - before, caught: expectancy(re, caught) - before } };
}
