import { InvalidArgumentError } from 'commander';
import { MAIN_RULES, type RuleSet } from '../core/OptionalRule.ts';
import { gameOfCardSet } from '../games/registry.ts';
import { InputError } from '../core/input/InputError.ts';
import { resolveRuleSet } from '../core/input/ruleSet.ts';

/** `--rules` and `--set` as a command line gives them. */
export interface RuleOptions {
  rules?: string;
  set?: string[];
}

/** `--set rule.param=value`, repeatable. */
export function collectSetting(text: string, previous: string[]): string[] {
  if (!text.includes('=')) throw new InvalidArgumentError(`expected RULE.PARAMETER=VALUE, got "${text}"`);
  return [...previous, text];
}

/**
 * The rule set a command plays a card set's game with: `--rules` (default `main`) and any `--set`, checked against the
 * game's optional rules; a game without optional rules takes `main` only.
 * @example ruleSetFor('cards/pinetar/2016-cubs.yaml', { rules: 'main+infield-in' }).text // => 'infield-in'
 */
export function ruleSetFor(file: string, options: RuleOptions): RuleSet {
  const spec = options.rules ?? 'main';
  const settings = options.set ?? [];
  const game = gameOfCardSet(file);
  if (game.optionalRules) return resolveRuleSet(spec, settings, game.optionalRules, game.id);
  if (spec === 'main' && settings.length === 0) return MAIN_RULES;
  throw new InputError([{ file: '(command line)', line: 0, field: '--rules', expected: `main: ${game.title} has no optional rules yet (got "${spec}")` }]);
}
