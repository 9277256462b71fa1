import { describe, expect, it } from 'vitest';
import { scriptedDice, type ScriptedRoll } from '../../../src/core/dice/scriptedDice.ts';
import { GameState, HOME, NOBODY } from '../../../src/core/game/GameState.ts';
import { parseStealRating, type StealRating } from '../../../src/games/strat/cards.ts';
import { LEAGUE_FIELDERS } from '../../../src/games/strat/defense.ts';
import { StratBasePlays, type StealDefense } from '../../../src/games/strat/game/basePlays.ts';
import { armAndHold, rollForLead, stealChance, throwOnSteal } from '../../../src/games/strat/game/steals.ts';
import { DEFAULT_STRAT_POLICIES, type StratPolicies } from '../../../src/games/strat/policies.ts';

/** The text's example line: good lead on 8-10, out on 11-12, safe 1-19 with a lead and 1-14 without. */
const EXAMPLE = parseStealRating('*8-10/11,12 (19-14)')!;
const PLAIN = parseStealRating('8-10/11,12 (19-14)')!;
const d6 = (value: number): ScriptedRoll => ['d6', value];
const d20 = (value: number): ScriptedRoll => ['d20', value];

describe('steal ranges (Stealing)', () => {
  it("the text's worked example: held, catcher -4 and hold -3 (capped at -5): 12 with a good lead, 5 without", () => {
    expect(armAndHold(-4, -3)).toBe(-5);
    expect(stealChance(EXAMPLE, 2, true, true, -4, -3)).toBe(12);
    expect(stealChance(EXAMPLE, 2, false, true, -4, -3)).toBe(5);
  });

  it('not held: the range may pass 20; held: at most 1-19', () => {
    expect(stealChance(EXAMPLE, 2, true, false, 3, 4)).toBe(24);
    expect(stealChance(EXAMPLE, 2, true, true, 5, 5)).toBe(19);
  });

  it('Stealing on turf (optional rule): one more safe number after everything, a held runner still ends at 19', () => {
    expect(stealChance(EXAMPLE, 2, true, true, -4, -3, true)).toBe(13);
    expect(stealChance(EXAMPLE, 2, true, true, 5, 5, true)).toBe(19);
    expect(stealChance(EXAMPLE, 4, true, false, 0, 0, true)).toBe(6);
  });

  it(
    'third on the second rating with arm, hold and -4 held; home on ' +
      'the second rating less 9, no arm or hold (the text: 5, held 1)',
    () => {
      expect(stealChance(EXAMPLE, 3, true, false, -2, 1)).toBe(13);
      expect(stealChance(EXAMPLE, 3, true, true, -2, 1)).toBe(9);
      expect(stealChance(EXAMPLE, 4, true, false, -5, -5)).toBe(5);
      expect(stealChance(EXAMPLE, 4, true, true, -5, -5)).toBe(1);
    },
  );
});

describe('the lead roll and the Balk/Pickoff Rule', () => {
  const parties = (rating: StealRating, held = true) => ({ rating, base: 2 as const, held, balk: 4 });
  it('2d6 in the lead totals: a good lead; in the out totals: out stealing; else no lead (d20 3-20)', () => {
    expect(rollForLead(scriptedDice([d6(4), d6(5), d20(12)]), parties(PLAIN))).toEqual({
      kind: 'steal',
      goodLead: true,
    });
    expect(rollForLead(scriptedDice([d6(6), d6(6), d20(3)]), parties(PLAIN))).toEqual({ kind: 'out' });
    expect(rollForLead(scriptedDice([d6(2), d6(3), d20(20)]), parties(PLAIN))).toEqual({ kind: 'no-lead' });
  });

  it('a d20 of 1: picked off on a second d20 over his second rating (14), back safely at or under it', () => {
    expect(rollForLead(scriptedDice([d6(4), d6(5), d20(1), d20(15)]), parties(PLAIN))).toEqual({ kind: 'picked-off' });
    expect(rollForLead(scriptedDice([d6(4), d6(5), d20(1), d20(14)]), parties(PLAIN))).toEqual({ kind: 'dove-back' });
  });

  it("a d20 of 2: a balk on a second d20 at or under the pitcher's balk rating (4), else he dives back", () => {
    expect(rollForLead(scriptedDice([d6(4), d6(5), d20(2), d20(4)]), parties(PLAIN))).toEqual({ kind: 'balk' });
    expect(rollForLead(scriptedDice([d6(4), d6(5), d20(2), d20(5)]), parties(PLAIN))).toEqual({ kind: 'dove-back' });
  });

  it(
    'the asterisk, not held, stealing 2nd: no lead dice, a ' +
      'good lead (the d20 still read); held, the dice are rolled',
    () => {
      expect(rollForLead(scriptedDice([d20(9)]), parties(EXAMPLE, false))).toEqual({ kind: 'steal', goodLead: true });
      expect(rollForLead(scriptedDice([d6(1), d6(1), d20(9)]), parties(EXAMPLE, true))).toEqual({ kind: 'no-lead' });
    },
  );

  it(
    "the catcher's T-rating: a safe steal of 2nd or 3rd on 1-3 " +
      'rolls again, a throwing error at or under T; home never',
    () => {
      expect(throwOnSteal(scriptedDice([d20(3), d20(5)]), 2, 12, 5)).toEqual({ safe: true, throwingError: true });
      expect(throwOnSteal(scriptedDice([d20(3), d20(6)]), 3, 12, 5)).toEqual({ safe: true, throwingError: false });
      expect(throwOnSteal(scriptedDice([d20(4)]), 2, 12, 20)).toEqual({ safe: true, throwingError: false });
      expect(throwOnSteal(scriptedDice([d20(1)]), 4, 12, 20)).toEqual({ safe: true, throwingError: false });
      expect(throwOnSteal(scriptedDice([d20(13)]), 2, 12, 20)).toEqual({ safe: false, throwingError: false });
    },
  );
});

describe('steals in a game (StratBasePlays)', () => {
  // League indices 1-3 are runners with the example's line; 4 does not steal.
  const ratings = [undefined, PLAIN, PLAIN, PLAIN, undefined];
  const defense: StealDefense = { catcher: { ...LEAGUE_FIELDERS.C, arm: 0, t: 5 }, hold: 0, balk: 4 };
  const always: StratPolicies = {
    ...DEFAULT_STRAT_POLICIES,
    holdRunner: () => false,
    steal: () => true,
    stealWithoutLead: () => true,
  };
  const game = (bases: [number, number, number], outs = 0) => {
    const state = new GameState(5);
    state.outs = outs;
    state.top = false;
    state.score[HOME] = 0;
    bases.forEach((runner, i) => (state.bases[i + 1] = runner));
    state.scoredCount = 0;
    return state;
  };
  const steals = (g: GameState) => Array.from({ length: g.stealCount }, (_, i) => [g.steals[i], g.stealSafe[i]]);

  it('a good lead and a safe throw: 2nd stolen, recorded safe', () => {
    const g = game([1, NOBODY, NOBODY]);
    new StratBasePlays(ratings, always).before(g, defense, scriptedDice([d6(4), d6(4), d20(10), d20(19)]));
    expect([g.bases[1], g.bases[2], g.outs]).toEqual([NOBODY, 1, 0]);
    expect(steals(g)).toEqual([[1, 1]]);
  });

  it('on turf (the rule on and a turf park) a not-held runner rated 19 is safe on a 20 as well', () => {
    const turf = game([1, NOBODY, NOBODY]);
    new StratBasePlays(ratings, always).before(
      turf,
      { ...defense, turf: true },
      scriptedDice([d6(4), d6(4), d20(10), d20(20)]),
    );
    expect(steals(turf)).toEqual([[1, 1]]);
    const grass = game([1, NOBODY, NOBODY]);
    new StratBasePlays(ratings, always).before(grass, defense, scriptedDice([d6(4), d6(4), d20(10), d20(20)]));
    expect(steals(grass)).toEqual([[1, 0]]);
  });

  it('one lead roll per runner per base: no lead, he goes on his second rating; next time no lead dice at all', () => {
    const plays = new StratBasePlays(ratings, { ...always, stealWithoutLead: (_s, _x, chance) => chance >= 15 });
    const g = game([1, NOBODY, NOBODY]);
    plays.before(g, defense, scriptedDice([d6(1), d6(2), d20(10)])); // no lead; 14 < 15: he stays
    expect([g.bases[1], g.stealCount]).toEqual([1, 0]);
    const again = scriptedDice([]);
    plays.before(g, defense, again); // no second lead roll, and still not worth it without one
    expect(again.remaining()).toBe(0);
    expect(g.bases[1]).toBe(1);
  });

  it('a runner who leaves the base and comes back to it later gets a lead roll again', () => {
    const plays = new StratBasePlays(ratings, { ...always, stealWithoutLead: () => false });
    const g = game([1, NOBODY, NOBODY]);
    plays.before(g, defense, scriptedDice([d6(1), d6(2), d20(10)])); // no lead at 1st
    g.bases[1] = NOBODY; // he scores on the next play; the bases are empty for a while
    plays.before(g, defense, scriptedDice([]));
    g.bases[1] = 1; // his next time on
    const dice = scriptedDice([d6(4), d6(5), d20(10), d20(5)]);
    plays.before(g, defense, dice);
    expect(dice.remaining()).toBe(0);
    expect(g.bases[2]).toBe(1);
  });

  it(
    'another lead roll after a change to a pitcher with a ' +
      'worse hold or a catcher with a worse arm, not a better one',
    () => {
      const plays = new StratBasePlays(ratings, { ...always, stealWithoutLead: () => false });
      const g = game([1, NOBODY, NOBODY]);
      plays.before(g, { ...defense, hold: -2 }, scriptedDice([d6(1), d6(2), d20(10)])); // no lead
      const better = scriptedDice([]);
      plays.before(g, { ...defense, hold: -4 }, better); // a better hold: still no roll
      expect(better.remaining()).toBe(0);
      const worseHold = scriptedDice([d6(1), d6(2), d20(10)]);
      plays.before(g, { ...defense, hold: 0 }, worseHold); // a worse hold: he rolls again (and misses again)
      expect(worseHold.remaining()).toBe(0);
      const worseArm = scriptedDice([d6(4), d6(5), d20(10), d20(5)]);
      plays.before(g, { ...defense, hold: 0, catcher: { ...defense.catcher, arm: 3 } }, worseArm);
      expect(worseArm.remaining()).toBe(0);
      expect(g.bases[2]).toBe(1);
    },
  );

  it('a runner the defense stops holding gets another lead roll', () => {
    let held = true;
    const plays = new StratBasePlays(ratings, { ...always, holdRunner: () => held, stealWithoutLead: () => false });
    const g = game([1, NOBODY, NOBODY]);
    plays.before(g, defense, scriptedDice([d6(1), d6(2), d20(10)]));
    held = false;
    const dice = scriptedDice([d6(4), d6(5), d20(10), d20(5)]);
    plays.before(g, defense, dice);
    expect(dice.remaining()).toBe(0);
    expect(g.bases[2]).toBe(1);
  });

  it(
    'the double steal: the runner on 2nd steals 3rd, the ' + 'runner on 1st takes 2nd even when the lead runner is out',
    () => {
      const g = game([1, 2, NOBODY]);
      new StratBasePlays(ratings, always).before(g, defense, scriptedDice([d6(4), d6(5), d20(10), d20(20)]));
      expect([g.bases[1], g.bases[2], g.bases[3], g.outs]).toEqual([NOBODY, 1, NOBODY, 1]);
      expect(steals(g)).toEqual([[2, 0]]);
    },
  );

  it("a catcher's throwing error on a steal moves every runner one more base", () => {
    const g = game([1, 2, NOBODY]);
    new StratBasePlays(ratings, always).before(g, defense, scriptedDice([d6(4), d6(5), d20(10), d20(2), d20(5)]));
    expect([g.bases[1], g.bases[2], g.bases[3], g.scoredCount, g.scored[0]]).toEqual([NOBODY, NOBODY, 1, 1, 2]);
    expect(steals(g)).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });

  it('a pickoff puts the runner out; a balk moves every runner up a base', () => {
    const picked = game([1, NOBODY, 3]);
    new StratBasePlays(ratings, { ...always, delayedSteal: () => false }).before(
      picked,
      defense,
      scriptedDice([d6(4), d6(5), d20(1), d20(20)]),
    );
    expect([picked.bases[1], picked.bases[3], picked.outs, picked.stealCount]).toEqual([NOBODY, 3, 1, 0]);
    const balked = game([1, NOBODY, 3]);
    new StratBasePlays(ratings, { ...always, delayedSteal: () => false }).before(
      balked,
      defense,
      scriptedDice([d6(4), d6(5), d20(2), d20(3)]),
    );
    expect([balked.bases[1], balked.bases[2], balked.bases[3], balked.scoredCount, balked.scored[0]]).toEqual([
      NOBODY,
      1,
      NOBODY,
      1,
      3,
    ]);
  });

  it('a runner without a stealing line never goes, and nobody steals a taken base', () => {
    const loaded = game([1, 2, 4]);
    new StratBasePlays(ratings, always).before(loaded, defense, scriptedDice([]));
    expect([loaded.bases[1], loaded.bases[2], loaded.bases[3], loaded.outs]).toEqual([1, 2, 4, 0]);
    const alone = game([4, NOBODY, NOBODY]);
    new StratBasePlays(ratings, always).before(alone, defense, scriptedDice([]));
    expect([alone.bases[1], alone.bases[2], alone.stealCount]).toEqual([4, NOBODY, 0]);
  });

  describe('the delayed steal of home (runners on 1st and 3rd; no lead roll)', () => {
    const delayed = (policies: Partial<StratPolicies>): StratPolicies => ({
      ...always,
      delayedSteal: () => true,
      ...policies,
    });
    it('the catcher holds the ball: 2nd is stolen, the runner on 3rd stays', () => {
      const g = game([1, NOBODY, 3]);
      new StratBasePlays(ratings, delayed({ delayedThrow: () => false })).before(g, defense, scriptedDice([]));
      expect([g.bases[1], g.bases[2], g.bases[3]]).toEqual([NOBODY, 1, 3]);
      expect(steals(g)).toEqual([[1, 1]]);
    });

    it(
      'the throw goes home: the runner from 3rd on his second ' + 'rating less 5 (9), the runner from 1st safe at 2nd',
      () => {
        const g = game([1, NOBODY, 3]);
        const plays = new StratBasePlays(
          ratings,
          delayed({
            delayedThrow: () => true,
            delayedRunHome: (_s, _x, chance) => chance === 9,
            delayedCutOff: () => 'home',
          }),
        );
        plays.before(g, defense, scriptedDice([d20(9)]));
        expect([g.bases[1], g.bases[2], g.bases[3], g.scoredCount, g.scored[0]]).toEqual([NOBODY, 1, NOBODY, 1, 3]);
        const out = game([1, NOBODY, 3]);
        plays.before(out, defense, scriptedDice([d20(10)]));
        expect([out.bases[2], out.bases[3], out.outs, out.scoredCount]).toEqual([1, NOBODY, 1, 0]);
      },
    );

    it('the play at second: the run scores, but not when the out at second is the third', () => {
      const policies = delayed({ delayedThrow: () => true, delayedRunHome: () => true, delayedCutOff: () => 'second' });
      const g = game([1, NOBODY, 3], 1);
      new StratBasePlays(ratings, policies).before(g, defense, scriptedDice([d20(20)]));
      expect([g.bases[1], g.bases[2], g.outs, g.scoredCount]).toEqual([NOBODY, NOBODY, 2, 1]);
      const third = game([1, NOBODY, 3], 2);
      new StratBasePlays(ratings, policies).before(third, defense, scriptedDice([d20(20)]));
      expect([third.outs, third.scoredCount]).toEqual([3, 0]);
    });
  });
});
