import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/core/dice/scriptedDice.ts';
import { formatBaseOutState, parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { marginChance, maySacrifice, resolveBunt, resolveSqueeze } from '../../../src/games/pbc/bunts.ts';
import { stealPlay, stealPenalty } from '../../../src/games/pbc/steals.ts';
import { FatiguePoints, thresholdsOf } from '../../../src/games/pbc/game/fatigue.ts';
import { PBC_MANAGERS } from '../../../src/games/pbc/policies.ts';
import { d6, matchup, tables } from '../../helpers/pbc.ts';

describe('fatigue points', () => {
  const fresh = () => new FatiguePoints(Int8Array.from([0, 2]), thresholdsOf(tables.fatigue));

  it('start as printed, and go one at the start of every inning after the 6th', () => {
    const f = fresh();
    f.enter(1);
    expect(f.points[1]).toBe(2);
    for (let inning = 1; inning <= 6; inning++) f.beginInning(1, inning);
    expect(f.points[1]).toBe(2);
    f.beginInning(1, 7);
    f.beginInning(1, 8);
    expect(f.points[1]).toBe(0);
    expect(f.pointsFor(1, 9)).toBe(-1);
  });

  it('come back one for a 1-2-3 inning (three batters, three outs, no hit), not after a hit', () => {
    const f = fresh();
    f.enter(0);
    f.afterInning(0, 3, true);
    expect(f.points[0]).toBe(1);
    f.afterPlateAppearance(0, true, false);
    f.afterInning(0, 3, true);
    expect(f.points[0]).toBe(1);
    f.afterInning(0, 4, true);
    expect(f.points[0]).toBe(1);
  });

  it('come back one on the tenth strikeout of a game, once', () => {
    const f = fresh();
    f.enter(0);
    for (let k = 0; k < 12; k++) f.afterPlateAppearance(0, false, true);
    expect(f.points[0]).toBe(1);
  });

  it("follow the fatigue rule's thresholds where it changes them", () => {
    const f = new FatiguePoints(
      Int8Array.from([0]),
      thresholdsOf(tables.fatigue, { loseAfter: 5, perfectInning: 2, strikeouts: 3 }),
    );
    f.enter(0);
    f.beginInning(0, 6);
    expect(f.points[0]).toBe(-1);
    f.afterInning(0, 3, true);
    expect(f.points[0]).toBe(1);
  });
});

describe('stealing', () => {
  it("the text's example: Speed 2 steals 2nd, rolls 3: 3 + 2 - 1 = 4 against the catcher's 3, safe", () => {
    const event = stealPlay(matchup({ runners: { 1: 2 } }), parseBaseOutState('1--/0'), 2, scriptedDice(d6(3, 3)));
    expect(formatBaseOutState(event.after)).toBe('-2-/0');
    expect(event.steals).toEqual([{ runner: 1, safe: true }]);
    expect(event.endsPlateAppearance).toBe(false);
  });

  it('caught: the runner is out; home is -3, or -4 under steal-home-4', () => {
    const event = stealPlay(matchup(), parseBaseOutState('--3/1'), 4, scriptedDice(d6(4, 2)));
    expect(formatBaseOutState(event.after)).toBe('---/2');
    expect(stealPenalty(matchup(), 4)).toBe(-3);
    expect(stealPenalty(matchup({ rules: { stealHome4: true } }), 4)).toBe(-4);
    expect(stealPenalty(matchup(), 3)).toBe(-2);
  });

  it("a 6 against the catcher's 1: the throw is away, every runner takes one more base", () => {
    const event = stealPlay(matchup(), parseBaseOutState('1-3/0'), 2, scriptedDice(d6(6, 1)));
    expect(formatBaseOutState(event.after)).toBe('--3/0');
    expect(event.runs).toBe(1);
    expect(event.error).toBe('C');
  });
});

describe('bunting', () => {
  it("the text's example: Bunt 1 rolls 3 (= 4) against the defense's 3: the runner advances, the bunter is out", () => {
    const pa = resolveBunt(matchup(), parseBaseOutState('1--/0'), 1, scriptedDice(d6(3, 3)));
    expect(pa.result).toBe('SH');
    expect(formatBaseOutState(pa.after)).toBe('-2-/1');
  });

  it('beating the defense by three is a bunt single; more than three short, the lead runner is forced out', () => {
    expect(resolveBunt(matchup(), parseBaseOutState('1--/0'), 1, scriptedDice(d6(5, 3))).result).toBe('1B');
    const short = resolveBunt(matchup(), parseBaseOutState('1--/0'), 0, scriptedDice(d6(1, 6)));
    expect(short.result).toBe('FC');
    expect(formatBaseOutState(short.after)).toBe('1--/1');
  });

  it("the squeeze: bunter 3, defense 3, a tie; the runner's Speed 2 makes 5 against 3 and he scores", () => {
    const pa = resolveSqueeze(matchup({ runners: { 3: 2 } }), parseBaseOutState('--3/0'), 0, scriptedDice(d6(3, 3)));
    expect(pa.runs).toBe(1);
    expect(pa.result).toBe('SH');
    // Under squeeze-margin(by=3) a 2-point win is not enough: out at the plate, the bunter safe at 1st.
    const strict = matchup({ runners: { 3: 2 }, rules: { squeezeBy: 3 } });
    const failed = resolveSqueeze(strict, parseBaseOutState('--3/0'), 0, scriptedDice(d6(3, 3)));
    expect(failed.result).toBe('FC');
    expect(formatBaseOutState(failed.after)).toBe('1--/1');
  });

  it("within three moves runners from 1st and 2nd only: a runner on 3rd holds (scoring him is the squeeze's)", () => {
    const corners = resolveBunt(matchup(), parseBaseOutState('1-3/0'), 0, scriptedDice(d6(3, 4)));
    expect(corners.result).toBe('SH');
    expect(formatBaseOutState(corners.after)).toBe('-23/1');
    expect(corners.runs).toBe(0);
    const loaded = resolveBunt(matchup(), parseBaseOutState('123/0'), 0, scriptedDice(d6(3, 4)));
    expect(loaded.result).toBe('GO');
    expect(formatBaseOutState(loaded.after)).toBe('123/1');
    expect(maySacrifice(parseBaseOutState('123/0'))).toBe(false);
    expect(maySacrifice(parseBaseOutState('--3/0'))).toBe(false);
    expect(maySacrifice(parseBaseOutState('1-3/1'))).toBe(true);
    expect(maySacrifice(parseBaseOutState('1--/2'))).toBe(false);
  });

  it('margin chances count the 36 pairs: Bunt 1 is within three of the defense on 35 of them', () => {
    expect(marginChance(1, 0, -3)).toBe(35 / 36);
    expect(marginChance(0, 0, 3)).toBe(6 / 36);
  });
});

describe("the managers' pinch hitting", () => {
  const pitcher = { pitcher: true, starter: true, hitChance: 1 / 36 };
  const reliever = { ...pitcher, starter: false };
  const regular = { pitcher: false, starter: false, hitChance: 8 / 36 };
  const bench = { hitChance: 12 / 36 };
  const at = (inning: number, offenseLead: number) => ({ inning, offenseLead });

  it('the default manager bats for his starter from the 7th unless 3 up, a reliever always: a better bat', () => {
    const pinchHit = PBC_MANAGERS.default!.pinchHit;
    expect(pinchHit(at(7, -3), pitcher, bench)).toBe(true);
    expect(pinchHit(at(9, 2), pitcher, bench)).toBe(true);
    expect(pinchHit(at(8, -5), pitcher, bench)).toBe(true);
    expect(pinchHit(at(9, 3), pitcher, bench)).toBe(false);
    expect(pinchHit(at(6, 0), pitcher, bench)).toBe(false);
    expect(pinchHit(at(2, 5), reliever, bench)).toBe(true);
    expect(pinchHit(at(2, 5), reliever, { hitChance: 1 / 36 })).toBe(false);
  });

  it('bats for a position player only from the 8th in a one-run game, with a bat four ways in 36 better', () => {
    const pinchHit = PBC_MANAGERS.default!.pinchHit;
    expect(pinchHit(at(8, -1), regular, bench)).toBe(true);
    expect(pinchHit(at(8, -1), regular, { hitChance: 11 / 36 })).toBe(false);
    expect(pinchHit(at(7, 0), regular, bench)).toBe(false);
  });

  it('a bold manager starts an inning sooner, a wary one an inning later', () => {
    expect(PBC_MANAGERS.aggressive!.pinchHit(at(6, 0), pitcher, bench)).toBe(true);
    expect(PBC_MANAGERS.cautious!.pinchHit(at(7, 0), pitcher, bench)).toBe(false);
  });
});
