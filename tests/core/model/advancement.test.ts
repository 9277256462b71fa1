import { describe, expect, it } from 'vitest';
import { advancementFacts } from '../../../src/core/model/advancement.ts';
import { OUTCOME_INDEX, type Outcome } from '../../../src/core/model/outcomes.ts';
import { INNING_OVER, runsBetween, TRANSITION_SLOTS, transitionSlot } from '../../../src/core/model/transitions.ts';

/** States as stateIndex numbers them: outs * 8 + bases (1st 1, 2nd 2, 3rd 4). */
const state = (outs: number, bases: number) => outs * 8 + bases;

function table(rows: [Outcome, number, number, number][]): Float64Array {
  const counts = new Float64Array(TRANSITION_SLOTS);
  for (const [outcome, start, end, n] of rows) counts[transitionSlot(OUTCOME_INDEX[outcome], start, end)]! += n;
  return counts;
}

const fact = (facts: ReturnType<typeof advancementFacts>, id: string, outs: 0 | 1 | 2 | 'all' = 'all') =>
  facts.find((f) => f.id === id && f.outs === outs)!;

describe('runner advancement from base-out transitions', () => {
  it('reads the runs of a play off its states, or off the inning-over state that holds them', () => {
    expect(runsBetween(state(0, 2), state(0, 1))).toBe(1); // runner on 2nd scores on a single
    expect(runsBetween(state(0, 2), state(0, 5))).toBe(0); // he stops at 3rd
    expect(runsBetween(state(0, 2), state(1, 1))).toBe(0); // he is thrown out at home
    expect(runsBetween(state(1, 7), state(1, 0))).toBe(4); // a grand slam
    expect(runsBetween(state(2, 2), INNING_OVER + 1)).toBe(1); // he scores before the batter is out at 2nd
    expect(runsBetween(state(2, 2), INNING_OVER)).toBe(0);
  });

  it('shares of hand-counted plays, by outs where a measure has them', () => {
    const facts = advancementFacts(
      table([
        // Runner on 2nd, none out, 10 singles: 4 score (batter on 1st), 5 stop at 3rd, 1 out at home.
        ['1B', state(0, 2), state(0, 1), 4],
        ['1B', state(0, 2), state(0, 5), 5],
        ['1B', state(0, 2), state(1, 1), 1],
        // Runners on 1st and 2nd, two out, 10 singles: 6 score from 2nd (one of them before the batter's third out).
        ['1B', state(2, 3), state(2, 5), 5],
        ['1B', state(2, 3), INNING_OVER + 1, 1],
        ['1B', state(2, 3), state(2, 7), 4],
        // Runner on 1st alone, 5 singles: 2 reach 3rd; runners on 1st and 3rd are not "alone" and do not count.
        ['1B', state(1, 1), state(1, 5), 2],
        ['1B', state(1, 1), state(1, 3), 3],
        ['1B', state(1, 5), state(1, 5), 9],
        // Runner on 3rd, one out: 4 ground outs score him, 4 do not; 2 GDPs end the inning.
        ['GO', state(1, 4), state(2, 0), 4],
        ['GO', state(1, 4), state(2, 4), 4],
        ['GDP', state(1, 5), INNING_OVER, 2],
        // Double-play chances: the GDPs above and 8 other plate appearances with a runner on 1st, fewer than 2 out;
        // a GDP with no runner on 1st (runner on 2nd and the batter) is a chance of its own, as the tally counts it.
        ['SO', state(0, 1), state(1, 1), 8],
        ['GDP', state(0, 2), state(2, 0), 1],
      ]),
    );
    expect(fact(facts, 'second-scores-on-single', 0)).toMatchObject({ chances: 10, share: 0.4 });
    expect(fact(facts, 'second-scores-on-single', 2)).toMatchObject({ chances: 10, share: 0.6 });
    expect(fact(facts, 'second-scores-on-single')).toMatchObject({ chances: 20, share: 0.5 });
    expect(fact(facts, 'out-on-single-from-second')).toMatchObject({ chances: 20, share: 2 / 20 });
    expect(fact(facts, 'first-to-third-on-single')).toMatchObject({ chances: 5, share: 0.4 });
    expect(fact(facts, 'third-scores-on-ground-out', 1)).toMatchObject({ chances: 10, share: 0.4 });
    expect(fact(facts, 'third-scores-on-ground-out', 0).chances).toBe(0);
    expect(fact(facts, 'third-scores-on-ground-out', 0).share).toBeNaN();
    // Chances: the 2 GDPs from 1st and 3rd, the 8 strikeouts, the 5 + 9 singles with a runner on 1st and one out (the
    // two-out ones are not chances), the GDP from 2nd: 25, 3 of them double plays.
    expect(fact(facts, 'double-play-per-chance')).toMatchObject({ chances: 25, share: 3 / 25 });
  });
});
