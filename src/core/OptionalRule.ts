/** A rule parameter's value: a number (a roll bonus, a point budget) or a switch. */
export type RuleValue = number | boolean;

/** One parameter of an optional rule: its value in the manual (or in cardlab's reconstruction) and its bounds. */
export interface RuleParameter {
  default: RuleValue;
  /** Bounds and wholeness of a number. */
  min?: number;
  max?: number;
  integer?: boolean;
  doc: string;
}

/** Where a rule acts: inside one plate appearance, between plate appearances of a game, or across a season's games. */
export type RuleScope = 'plate appearance' | 'game' | 'season';

/**
 * An optional rule a game offers, off unless a rule set turns it on. Its parameters carry the manual's values as
 * defaults; `requires` names rules it cannot work without (a double steal spends base-stealing's points), `excludes`
 * those it cannot be played with (two readings of one text).
 */
export interface OptionalRule<
  P extends Readonly<Record<string, RuleParameter>> = Readonly<Record<string, RuleParameter>>,
> {
  name: string;
  title: string;
  scope: RuleScope;
  /** One sentence on what it does, and what cardlab decided where the manual is silent. */
  summary: string;
  /** The rule tables it reads (by table name), each replaceable like the main rules' tables. */
  tables?: readonly string[];
  params: P;
  requires?: readonly string[];
  excludes?: readonly string[];
  /**
   * The settings `rules --each` measures, each a list of `param=value` (a rule whose defaults do nothing: piecepack's
   * card policy by side); the defaults alone when absent.
   */
  measured?: readonly (readonly string[])[];
  /**
   * Rules `rules --each` plays on both sides when it measures this one, beyond those it requires: the host's own play a
   * rule replaces (Pine Tar's hit and run, for Replay's), so the comparison is the one against the other.
   */
  measuredWith?: readonly string[];
}

/** The values of a rule's parameters, typed from their defaults. */
export type RuleParams<P extends Readonly<Record<string, RuleParameter>>> = {
  [K in keyof P]: P[K]['default'] extends boolean ? boolean : number;
};

/**
 * The optional rules a run plays with, each with every parameter's value (defaults filled in); a rule that is not
 * listed is off. `text` is the canonical name: the rules in catalog order with any value that differs from the
 * manual's, e.g. `hit-and-run(rollBonus=3)+infield-in`; `main` for none. Plain data, so workers receive it as is.
 */
export interface RuleSet {
  text: string;
  rules: Readonly<Record<string, Readonly<Record<string, RuleValue>>>>;
}

/** The main rules alone. */
export const MAIN_RULES: RuleSet = { text: 'main', rules: {} };

/**
 * Defines a rule, keeping its parameters' types for {@link ruleParams}.
 * @example
 * defineRule({ name: 'infield-in', title: 'Playing the infield in', scope: 'plate appearance', summary: '...', params:
 * {} })
 */
export function defineRule<P extends Readonly<Record<string, RuleParameter>>>(rule: OptionalRule<P>): OptionalRule<P> {
  return rule;
}

/**
 * A rule's parameters in a rule set, or undefined when the rule is off.
 * @example
 * ruleParams({ text: 'hit-and-run', rules: { 'hit-and-run': { rollBonus: 5 } } }, HIT_AND_RUN)?.rollBonus // => 5
 */
export function ruleParams<P extends Readonly<Record<string, RuleParameter>>>(
  set: RuleSet,
  rule: OptionalRule<P>,
): RuleParams<P> | undefined {
  const values = set.rules[rule.name];
  if (values === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(rule.params).map(([name, param]) => [name, values[name] ?? param.default]),
  ) as RuleParams<P>;
}

/**
 * The canonical text of a rule set: its rules in catalog order, each with the parameters that differ from the
 * defaults; `main` when none is on.
 * @example ruleSetText({ 'hit-and-run': { rollBonus: 3 } }, PINE_TAR_RULES) // => 'hit-and-run(rollBonus=3)'
 */
export function ruleSetText(rules: RuleSet['rules'], catalog: readonly OptionalRule[]): string {
  const parts = catalog
    .filter((rule) => rules[rule.name] !== undefined)
    .map((rule) => {
      const changed = Object.entries(rule.params)
        .filter(([name, param]) => rules[rule.name]![name] !== undefined && rules[rule.name]![name] !== param.default)
        .map(([name]) => `${name}=${rules[rule.name]![name]}`);
      return changed.length > 0 ? `${rule.name}(${changed.join(',')})` : rule.name;
    });
  return parts.length > 0 ? parts.join('+') : 'main';
}

/**
 * The part of a rule set that acts inside a plate appearance (scope `plate appearance`): what a plate-appearance run
 * plays, rules of games and seasons having no part there. Sets that differ only in those are the same set here, so a
 * sweep of a game rule's parameter plays one plan.
 * @example plateAppearanceRules(mainWithHitAndRun, PINE_TAR_RULES).text // => 'main'
 */
export function plateAppearanceRules(set: RuleSet, catalog: readonly OptionalRule[]): RuleSet {
  const rules = Object.fromEntries(
    catalog
      .filter((rule) => rule.scope === 'plate appearance' && set.rules[rule.name] !== undefined)
      .map((rule) => [rule.name, set.rules[rule.name]!]),
  );
  return { text: ruleSetText(rules, catalog), rules };
}
