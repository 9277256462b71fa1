import type { OptionalRule, RuleSet } from '../core/OptionalRule.ts';
import { resolveRuleSet, withSetting } from '../core/input/ruleSet.ts';
import { compareMeasured, measureRulesInGames, type RuleComparison } from './compareRules.ts';
import type { SeasonRun } from '../harness/simulateSeason.ts';
import type { SeasonSpec } from '../harness/seasonLeague.ts';

/** One optional rule's effect: on against the rules it needs (main plus its requirements), on the same dice. */
export interface RuleEffect {
  rule: OptionalRule;
  comparison: RuleComparison;
}

/**
 * What an effect is called: the rule's name, with its setting where it was measured at one (`card-play(away=2)`).
 * @example effectLabel({ rule: CARD_PLAY, comparison: { variant: 'card-play(away=2)' } }) // => 'card-play(away=2)'
 */
export function effectLabel({ rule, comparison }: RuleEffect): string {
  return comparison.variant.split('+').find((part) => part.startsWith(`${rule.name}(`)) ?? rule.name;
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
 * Every optional rule of a game's catalog against the main rules (with any rule it needs, or is measured with, on both
 * sides), and the
 * defensive-roll claim, all on one seed: each rule set is played once and every comparison pairs games on the same
 * dice.
 */
export async function measureRuleEffects(
  spec: Omit<SeasonSpec, 'rules'>,
  catalog: readonly OptionalRule[],
  game: string,
  run: Omit<SeasonRun, 'gameLines'>,
): Promise<{ effects: RuleEffect[]; claim?: DefensiveClaim; scheduled: number }> {
  const ruleSet = (text: string) => resolveRuleSet(text, [], catalog, game);
  const pairs = catalog.flatMap((rule) => {
    const alongside = [...(rule.requires ?? []), ...(rule.measuredWith ?? [])];
    const base = ruleSet(['main', ...alongside].join('+'));
    const on = ruleSet(['main', ...alongside, rule.name].join('+'));
    const settings = rule.measured ?? [[]];
    return settings.map((setting) => ({
      rule,
      base,
      variant: setting.reduce((set, s) => withSetting(set, `${rule.name}.${s}`, catalog), on),
    }));
  });
  const defensive = catalog.find((rule) => rule.name === 'defensive-rolls');
  const main = ruleSet('main');
  const both = defensive ? ruleSet('main+defensive-rolls') : undefined;
  const halves = both
    ? (['negative', 'positive'] as const).map((off) => withSetting(both, `defensive-rolls.${off}=false`, catalog))
    : [];
  // Every rule set once, however many comparisons use it (main, and base-stealing for those that need it).
  const sets = new Map<string, RuleSet>(
    [...pairs.flatMap((p) => [p.base, p.variant]), main, ...halves].map((r) => [r.text, r]),
  );
  const measured = await measureRulesInGames(spec, [...sets.values()], run);
  const played = new Map(measured.map((m) => [m.rules, m]));
  const compare = (base: RuleSet, variant: RuleSet) =>
    compareMeasured(played.get(base.text)!, played.get(variant.text)!);
  const effects = pairs.map(({ rule, base, variant }) => ({ rule, comparison: compare(base, variant) }));
  const scheduled = measured[0]?.scheduled ?? 0;
  if (!both) return { effects, scheduled };
  return {
    effects,
    scheduled,
    claim: { positive: compare(main, halves[0]!), negative: compare(main, halves[1]!), both: compare(main, both) },
  };
}
