import { describe, expect, it } from 'vitest';
import {
  afterBatter,
  afterInning,
  currentGrade,
  mayStartInning,
  startFatigue,
  type PitcherFatigue,
} from '../../../src/games/pinetar/fatigue.ts';
import { pineTarSet } from '../../helpers/inputs.ts';

const arrieta = pineTarSet('cards/pinetar/walkthrough.yaml').players.find((p) => p.id === 'arrieta')!.pitching!;

/** Pitches `innings` innings, allowing `runs` in the first. */
function pitch(fatigue: PitcherFatigue, innings: number, runs: number): PitcherFatigue {
  let f = afterBatter(fatigue, runs);
  for (let i = 0; i < innings; i++) f = afterInning(f);
  return f;
}

describe('MIP fatigue', () => {
  it("Arrieta's MIP is 6 (figure A)", () => expect(startFatigue(arrieta, true).mip).toBe(6));
  it('a starter with two runs or fewer at his MIP gets one more inning, once', () => {
    const six = pitch(startFatigue(arrieta, true), 6, 2);
    const seventh = mayStartInning(six);
    expect(seventh.allowed).toBe(true);
    expect(seventh.fatigue.bonusUsed).toBe(true);
    expect(mayStartInning(afterInning(seventh.fatigue)).allowed).toBe(false);
  });
  it('three runs, or relief, means no bonus', () => {
    expect(mayStartInning(pitch(startFatigue(arrieta, true), 6, 3)).allowed).toBe(false);
    const reliever = { ...arrieta, mip: { starter: 5, relief: 2 } };
    expect(mayStartInning(pitch(startFatigue(reliever, false), 2, 0)).allowed).toBe(false);
    expect(mayStartInning(pitch(startFatigue(reliever, false), 1, 0)).allowed).toBe(true);
  });
  it('unearned runs count: every run allowed is in runsAllowed', () => {
    expect(afterBatter(startFatigue(arrieta, true), 3).runsAllowed).toBe(3);
  });
});

describe('grade now', () => {
  it('away A+ the first two times through the order, B from the third (figure A)', () => {
    const start = startFatigue(arrieta, true);
    expect(currentGrade(arrieta, 'away', { ...start, battersFaced: 17 })).toBe('A+');
    expect(currentGrade(arrieta, 'away', { ...start, battersFaced: 18 })).toBe('B');
    expect(currentGrade(arrieta, 'away', { ...start, battersFaced: 30 })).toBe('B');
  });
  it('in relief the third-time split does not apply', () => {
    expect(currentGrade(arrieta, 'away', { ...startFatigue(arrieta, false), battersFaced: 25 })).toBe('A+');
  });
  it('home and away grades are read separately', () => {
    const split = {
      ...arrieta,
      grade: { home: { early: 'C' as const, late: 'D' as const }, away: arrieta.grade.away },
    };
    expect(currentGrade(split, 'home', startFatigue(split, true))).toBe('C');
  });
});
