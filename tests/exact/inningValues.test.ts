import { describe, expect, it } from 'vitest';
import type { Matchup } from '../../src/core/GameSystem.ts';
import { EMPTY, type BaseOutState } from '../../src/core/model/baseOut.ts';
import type { ExactResult } from '../../src/core/model/PlayEvent.ts';
import { inningValues } from '../../src/exact/inningValues.ts';

/** A batter who homers with chance `h` and is out otherwise: every inning is a run of homers until three outs. */
function homerOrOut(h: number): Matchup {
  const result = (state: BaseOutState, homer: boolean): ExactResult => {
    const runners = state.bases.filter((b) => b !== EMPTY).length;
    const after: BaseOutState = homer
      ? { outs: state.outs, bases: [EMPTY, EMPTY, EMPTY] }
      : { outs: state.outs + 1, bases: state.bases };
    return {
      pa: { result: homer ? 'HR' : 'GO', events: [], runs: homer ? runners + 1 : 0, outs: homer ? 0 : 1, after },
      probability: homer ? h : 1 - h,
    };
  };
  return {
    plateAppearance: () => {
      throw new Error('exact only');
    },
    step: () => {
      throw new Error('exact only');
    },
    distribution: (state) => [result(state, true), result(state, false)],
  };
}

describe('the inning from each state, one batter batting every time', () => {
  it('solves the homer-or-out batter by hand', () => {
    // Homers before the third out are geometric: 3h/(1-h) expected from none out; a run at all unless three outs come
    // first, 1 - (1-h)^3. With a runner on 1st and two out: he scores on a homer (h) before the out, worth h * 2 plus
    // the homers after it, h * h/(1-h); the chance of a run is h.
    const h = 0.2;
    const { runs, scoring } = inningValues([{ weight: 1, matchup: homerOrOut(h) }]);
    expect(runs[0]).toBeCloseTo((3 * h) / (1 - h), 12);
    expect(scoring[0]).toBeCloseTo(1 - (1 - h) ** 3, 12);
    expect(runs[16 + 1]).toBeCloseTo(2 * h + (h * h) / (1 - h), 12);
    expect(scoring[16 + 1]).toBeCloseTo(h, 12);
  });

  it('mixes matchups by weight', () => {
    // Half the time a sure out, half the time a 0.4 homer hitter: the mix homers with 0.2 and is the batter above.
    const { runs } = inningValues([
      { weight: 1, matchup: homerOrOut(0) },
      { weight: 1, matchup: homerOrOut(0.4) },
    ]);
    expect(runs[0]).toBeCloseTo(0.6 / 0.8, 12);
  });
});
