import type { OptionalRule, RuleSet } from '../games/OptionalRule.ts';
import { resolveRuleSet, withSetting } from '../input/ruleSet.ts';
import { compareMeasured, measureRulesInGames, type MeasuredRuleSet, type RuleComparison } from './compareRules.ts';
import type { SeasonRun } from './runSeason.ts';
import type { SeasonSpec } from './seasonLeague.ts';

/** One optional rule's effect: on against the rules it needs (main plus its requirements), on the same dice. */
export interface RuleEffect {
  rule: OptionalRule;
  comparison: RuleComparison;
}

/**
 * The manual's claim that defensive rolls, used together, "ensure that just as many hits are taken away as are
 * added": the positive rolls alone and the negative checks alone against the main rules, and both together.
 */
export interface DefensiveClaim {
  positive: RuleComparison;
  negative: RuleComparison;
  both: RuleComparison;
}

/**
 * Every optional rule of a game's catalog against the main rules (with any rule it needs on both sides), and the
 * defensive-roll claim, all on one seed: each rule set is played once and every comparison pairs games on the same
 * dice.
 */
export async function measureRuleEffects(
  spec: Omit<SeasonSpec, 'rules'>,
  catalog: readonly OptionalRule[],
  game: string,
  run: Omit<SeasonRun, 'gameLines' | 'onProgress'> & { onProgress?: (done: number, planned: number) => void },
): Promise<{ effects: RuleEffect[]; claim?: DefensiveClaim }> {
  const played = new Map<string, MeasuredRuleSet>();
  const defensive = catalog.find((rule) => rule.name === 'defensive-rolls');
  const planned = 1 + catalog.length + catalog.filter((r) => r.requires?.length).length + (defensive ? 2 : 0);
  const measure = async (rules: RuleSet) => {
    let measured = played.get(rules.text);
    if (!measured) {
      measured = await measureRulesInGames(spec, rules, run);
      played.set(rules.text, measured);
      run.onProgress?.(played.size, planned);
    }
    return measured;
  };
  const ruleSet = (text: string) => resolveRuleSet(text, [], catalog, game);
  const effects: RuleEffect[] = [];
  for (const rule of catalog) {
    const base = ruleSet(['main', ...(rule.requires ?? [])].join('+'));
    const variant = ruleSet(['main', ...(rule.requires ?? []), rule.name].join('+'));
    effects.push({ rule, comparison: compareMeasured(await measure(base), await measure(variant)) });
  }
  if (!defensive) return { effects };
  const main = await measure(ruleSet('main'));
  const both = ruleSet('main+defensive-rolls');
  const only = async (off: 'positive' | 'negative') => compareMeasured(main, await measure(withSetting(both, `defensive-rolls.${off}=false`, catalog)));
  return { effects, claim: { positive: await only('negative'), negative: await only('positive'), both: compareMeasured(main, await measure(both)) } };
}
