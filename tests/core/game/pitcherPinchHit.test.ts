import { describe, expect, it } from 'vitest';
import { battedForPitcher } from '../../../src/core/game/pitcherPinchHit.ts';

describe('when a manager bats for his pitcher', () => {
  it('a reliever is batted for whatever the inning and score', () => {
    for (const inning of [1, 5, 9, 12])
      for (const offenseLead of [-6, 0, 6]) expect(battedForPitcher({ inning, offenseLead }, false)).toBe(true);
  });

  it('the starter bats through the 6th, and from the 7th only with a lead of 3 or more', () => {
    expect(battedForPitcher({ inning: 6, offenseLead: -5 }, true)).toBe(false);
    expect(battedForPitcher({ inning: 7, offenseLead: -5 }, true)).toBe(true);
    expect(battedForPitcher({ inning: 7, offenseLead: 2 }, true)).toBe(true);
    expect(battedForPitcher({ inning: 7, offenseLead: 3 }, true)).toBe(false);
    expect(battedForPitcher({ inning: 10, offenseLead: 0 }, true)).toBe(true);
  });
});
