import { describe, expect, it } from 'vitest';
import { parseBaseOutState } from '../../src/core/model/baseOut.ts';
import { plateAppearanceRules } from '../../src/core/OptionalRule.ts';
import { PINE_TAR_RULES } from '../../src/games/pinetar/rules/index.ts';
import { pineTar, pineTarSet, pineTarTables, ruleSet } from '../helpers/inputs.ts';

describe('the rules a plate-appearance run plays', () => {
  it('are the rules of plate appearances, with their parameters; rules of games and seasons drop out', () => {
    const rules = ruleSet(pineTar, 'main+hit-and-run+risp-penalty+base-stealing+infield-in', [
      'hit-and-run.rollBonus=3',
      'infield-in.whiteDieAdjustment=-3',
    ]);
    const played = plateAppearanceRules(rules, PINE_TAR_RULES);
    expect(Object.keys(played.rules).sort()).toEqual(['infield-in', 'risp-penalty']);
    expect(played.rules['infield-in']).toEqual(rules.rules['infield-in']);
    expect(played.text).toBe('risp-penalty+infield-in(whiteDieAdjustment=-3)');
    expect(plateAppearanceRules(ruleSet(pineTar, 'main+hit-and-run'), PINE_TAR_RULES).text).toBe('main');
  });

  it('give Pine Tar plans that differ only in a game rule the same graph', () => {
    const set = pineTarSet('cards/pinetar/walkthrough.yaml');
    const tables = pineTarTables();
    // Runners on 2nd and 3rd: the RISP penalty acts, the hit and run (a rule of games) cannot.
    const state = parseBaseOutState('-23/1');
    const plan = (text: string, settings: string[] = []) =>
      pineTar.checkPlan(set, tables, { state, rules: ruleSet(pineTar, text, settings) });
    const roots = (subjects: ReturnType<typeof plan>) =>
      subjects.flatMap((subject) =>
        subject.strata.map((stratum) => [...stratum.matchup.compile!(subject.states.map(({ state }) => state)).roots]),
      );
    const main = roots(plan('main'));
    expect(roots(plan('main+hit-and-run', ['hit-and-run.rollBonus=7']))).toEqual(main);
    // The graph is hash-consed, so equal roots are equal plays; a rule of plate appearances changes them.
    expect(roots(plan('main+risp-penalty'))).not.toEqual(main);
  });
});
