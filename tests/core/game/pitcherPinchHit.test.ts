import { describe, expect, it } from 'vitest';
import { AWAY, GameState, HOME } from '../../../src/core/game/GameState.ts';
import { battedForPitcher, pitcherAtBat } from '../../../src/core/game/pitcherPinchHit.ts';
import { POSITIONS } from '../../../src/core/model/positions.ts';

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

describe('who bats as a pitcher', () => {
  it("the batting side's pitcher on the mound, starter or reliever; not the other side's, nor anyone else", () => {
    const game = new GameState(4);
    const mound = POSITIONS.indexOf('P');
    game.fielders[AWAY]![mound] = 2;
    game.fielders[HOME]![mound] = 3;
    game.usage.enter(2, true);
    expect(game.top).toBe(true);
    expect(pitcherAtBat(game, 2)).toBe('starter');
    expect(pitcherAtBat(game, 3)).toBeUndefined();
    expect(pitcherAtBat(game, 1)).toBeUndefined();
    game.usage.enter(2, false);
    expect(pitcherAtBat(game, 2)).toBe('reliever');
  });
});
