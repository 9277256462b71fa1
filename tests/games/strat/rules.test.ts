import { describe, expect, it } from 'vitest';
import { exactTally } from '../../../src/experiments/exactCheck.ts';
import { stratDistribution } from '../../../src/games/strat/exactDistribution.ts';
import { MAIN_STRAT_RULES, STRAT_RULES, stratRules, type StratRules } from '../../../src/games/strat/rules.ts';
import { resolvePlateAppearance } from '../../../src/games/strat/resolve.ts';
import strat from '../../../src/games/strat/index.ts';
import { InputError } from '../../../src/core/input/InputError.ts';
import { scriptedDice, type ScriptedRoll } from '../../../src/core/dice/scriptedDice.ts';
import { formatBaseOutState, parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { every, matchup, walkthrough, tables, type MatchupSpec } from '../../helpers/strat.ts';
import { ruleSet, pineTar } from '../../helpers/inputs.ts';

const d6 = (v: number): ScriptedRoll => ['d6', v];
const d20 = (v: number): ScriptedRoll => ['d20', v];
/** With a runner on: white die, the gate's d20 (3-20 reads the dice), the two coloured dice. */
const read = (white: number, gate = 10): ScriptedRoll[] => [d6(white), d20(gate), d6(3), d6(4)];
const BOTH: StratRules = { decideInfieldIn: true, pitcherChart: true, turfSteals: false, pitcherRest: false };

function play(spec: MatchupSpec, rules: StratRules, state: string, rolls: ScriptedRoll[]) {
  const dice = scriptedDice(rolls);
  const pa = resolvePlateAppearance({ ...matchup(spec), rules }, parseBaseOutState(state), dice);
  expect(dice.remaining(), 'unused scripted rolls').toBe(0);
  return pa;
}

describe('the pitcher chart (a groundball to the pitcher with a runner on 3rd)', () => {
  const toPitcher: MatchupSpec = { batter: every('GB(p)B') };
  it('main rules: the infield-in chart, --3 B "R3 out; B safe": a fielder\'s choice, the batter on 1st', () => {
    const pa = play(toPitcher, MAIN_STRAT_RULES, '--3/0', read(1));
    expect(pa.result).toBe('FC');
    expect(formatBaseOutState(pa.after)).toBe('1--/1');
  });
  it('pitcher-chart: the pitcher chart, --3 B "R3 hold; B out"', () => {
    const pa = play(toPitcher, { ...MAIN_STRAT_RULES, pitcherChart: true }, '--3/0', read(1));
    expect(pa.result).toBe('GO');
    expect(formatBaseOutState(pa.after)).toBe('--3/1');
  });
  it('without a runner on 3rd both read the infield-back chart alike', () => {
    const main = play(toPitcher, MAIN_STRAT_RULES, '1--/0', read(1));
    const alternative = play(toPitcher, BOTH, '1--/0', read(1));
    expect(alternative.result).toBe(main.result);
    expect(alternative.after).toEqual(main.after);
  });
});

describe('the infield-in chart with DECIDE', () => {
  // The whole infield in; the offense sends every runner; the defense throws home on any chance under 13.
  const infieldIn: MatchupSpec = {
    batter: every('GB(ss)B'),
    runners: { 3: 15 },
    policies: { infield: () => 'in', sendRunner: () => true, decideThrowHome: (_s, _x, chance) => chance <= 12 },
  };
  it('main rules: --3 B "R3 out; B safe"', () => {
    const pa = play(infieldIn, MAIN_STRAT_RULES, '--3/0', read(1));
    expect(pa.result).toBe('FC');
    expect(formatBaseOutState(pa.after)).toBe('1--/1');
  });
  it(
    'decide-infield-in: --3 B is DECIDE -8: thrown home, the ' +
      'runner (running 15) is safe on a d20 at or under 15 - 8 = 7',
    () => {
      const rules = { ...MAIN_STRAT_RULES, decideInfieldIn: true };
      const safe = play(infieldIn, rules, '--3/0', [...read(1), d20(7)]);
      expect(safe.runs).toBe(1);
      expect(formatBaseOutState(safe.after)).toBe('1--/0');
      const out = play(infieldIn, rules, '--3/0', [...read(1), d20(8)]);
      expect(out.runs).toBe(0);
      expect(formatBaseOutState(out.after)).toBe('1--/1');
    },
  );
  it('decide-infield-in: with the infield back nothing changes', () => {
    const back = { ...infieldIn, policies: { ...infieldIn.policies, infield: () => 'back' as const } };
    const main = play(back, MAIN_STRAT_RULES, '--3/0', read(1));
    const decide = play(back, { ...MAIN_STRAT_RULES, decideInfieldIn: true }, '--3/0', read(1));
    expect(decide.after).toEqual(main.after);
    expect(decide.runs).toBe(main.runs);
  });
});

describe('the rules as a rule set and in a plan', () => {
  it(
    "the catalog is the game's; `alternative` turns all four on; " +
      "`main` works for every game; a Pine Tar preset is not Strat's",
    () => {
      expect(strat.optionalRules).toBe(STRAT_RULES);
      expect(stratRules(ruleSet(strat, 'alternative', []))).toEqual({
        ...BOTH,
        turfSteals: true,
        pitcherRest: true,
      });
      expect(stratRules(ruleSet(strat, 'main', []))).toEqual(MAIN_STRAT_RULES);
      expect(stratRules(ruleSet(strat, 'pitcher-chart', []))).toEqual({
        decideInfieldIn: false,
        pitcherChart: true,
        turfSteals: false,
        pitcherRest: false,
      });
      expect(ruleSet(pineTar, 'main', []).text).toBe('main');
      expect(() => ruleSet(strat, 'running-game', [])).toThrow(InputError);
      expect(() => ruleSet(strat, 'running-game', [])).toThrow(
        new RegExp(
          'known: optional rules decide-infield-in, pitcher-chart, turf-steals, pitcher-rest, replay-bunt, ' +
            'replay-squeeze, replay-hit-and-run; presets main, alternative, replay',
        ),
      );
    },
  );
  it(
    "the check plan plays the rule set: the walk-through's " +
      'strata differ from a runner on 3rd only where a rule acts',
    () => {
      const state = parseBaseOutState('--3/0');
      const mainPlan = strat.checkPlan(walkthrough, tables, { state });
      const alternativePlan = strat.checkPlan(walkthrough, tables, {
        state,
        rules: ruleSet(strat, 'alternative', []),
      });
      const tallyOf = (plan: typeof mainPlan) => exactTally(plan[0]!.strata[0]!.matchup.distribution!(state)).counts;
      // Gonzalez's cards print GB(3b)A, GB(ss)A+, GB(2b)B... and Glavine's GB(p)X: a ball to the pitcher with a runner
      // on
      // 3rd moves.
      expect([...tallyOf(alternativePlan)]).not.toEqual([...tallyOf(mainPlan)]);
    },
  );
  it('one reading cache serves matchups with and without the rules, each as a fresh cache does', () => {
    const spec: MatchupSpec = { batter: every('GB(p)C'), pitcher: every('GB(2b)B'), policies: { infield: () => 'in' } };
    const state = parseBaseOutState('1-3/1');
    const shared = new Map();
    const pitcherChart = { ...MAIN_STRAT_RULES, pitcherChart: true };
    const decideInfieldIn = { ...MAIN_STRAT_RULES, decideInfieldIn: true };
    // One base matchup: its manager (a new object per matchup() call) is part of the key, and must be shared here.
    const base = matchup(spec);
    for (const rules of [MAIN_STRAT_RULES, pitcherChart, decideInfieldIn, BOTH, MAIN_STRAT_RULES]) {
      const m = { ...base, rules };
      expect(exactTally(stratDistribution(m, state, shared)).counts).toEqual(
        exactTally(stratDistribution(m, state, new Map())).counts,
      );
    }
    const main = exactTally(stratDistribution({ ...matchup(spec), rules: MAIN_STRAT_RULES }, state)).counts;
    const both = exactTally(stratDistribution({ ...matchup(spec), rules: BOTH }, state)).counts;
    expect([...both]).not.toEqual([...main]);
  });
});
