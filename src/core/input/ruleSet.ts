import { z } from 'zod';
import { ruleSetText, type OptionalRule, type RuleParameter, type RuleSet, type RuleValue } from '../OptionalRule.ts';
import { InputError } from './InputError.ts';
import type { LoadedInput } from './LoadedInput.ts';
import type { SourceDocument } from './SourceDocument.ts';
import { validate } from './validate.ts';

const COMMAND_LINE = '(command line)';

const preset = z
  .object({
    game: z.string(),
    name: z.string(),
    description: z.string().optional(),
    /** Rules on, each with any parameters that differ from the manual's. */
    rules: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.boolean()])).nullable()),
  })
  .strict();

/** The main rules' preset name: no optional rule, for every game. */
export const MAIN_PRESET = 'main';

/**
 * The presets a `--rules` text may name, loaded by the CLI: each term that is not a rule name nor `main` (a bundled
 * preset's name, or a YAML file's path) with its input, and the bundled presets' names for messages.
 */
export interface Presets {
  inputs: ReadonlyMap<string, LoadedInput>;
  bundled: readonly string[];
}

/** No preset but `main`. */
export const NO_PRESETS: Presets = { inputs: new Map(), bundled: [] };

/** Whether a `--rules` term names a preset file by path rather than a bundled preset by name. */
export function isPresetPath(term: string): boolean {
  return /[/\\]|\.ya?ml$/.test(term);
}

/** What a value must be for a parameter, or undefined when it is fine. */
function problemWith(param: RuleParameter, value: RuleValue): string | undefined {
  if (typeof param.default === 'boolean') return typeof value === 'boolean' ? undefined : 'true or false';
  const from = param.min !== undefined ? ` from ${param.min}` : '';
  const to = param.max !== undefined ? ` to ${param.max}` : '';
  const bounds = `${param.integer ? 'a whole number' : 'a number'}${from}${to}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return bounds;
  if (param.integer && !Number.isInteger(value)) return bounds;
  if ((param.min !== undefined && value < param.min) || (param.max !== undefined && value > param.max)) return bounds;
  return undefined;
}

const problem = (field: string, expected: string, file = COMMAND_LINE, line = 0) =>
  new InputError([{ file, line, field, expected }]);

/**
 * The rule set a command line names: `--rules` is presets and rule names joined by
 * (`main+defensive-rolls+hit-and-run`,
 * a preset being `main` (none on), a bundled preset by name, or any YAML file by path, loaded into `presets`), and each
 * `--set rule.param=value` changes one parameter of a rule that is on. Unknown names, bad values and a rule without
 * one it requires (or with one it excludes) are input errors that list what is known.
 * @example
 * resolveRuleSet('main+hit-and-run', ['hit-and-run.rollBonus=3'], PINE_TAR_RULES, 'pinetar').text // =>
 * 'hit-and-run(rollBonus=3)'
 */
export function resolveRuleSet(
  spec: string,
  settings: readonly string[],
  catalog: readonly OptionalRule[],
  game: string,
  presets: Presets = NO_PRESETS,
): RuleSet {
  const byName = new Map(catalog.map((rule) => [rule.name, rule]));
  const rules: Record<string, Record<string, RuleValue>> = {};
  /** The preset file that turned each rule on last, so a rule lacking one it needs is named at its line there. */
  const turnedOnBy = new Map<string, SourceDocument | undefined>();
  const known = () =>
    `optional rules ${catalog.map((r) => r.name).join(', ')}; presets ${[MAIN_PRESET, ...presets.bundled].join(', ')}`;
  for (const term of spec.split('+').map((t) => t.trim())) {
    if (term === '')
      throw problem('--rules', `presets and rule names joined by "+", like main+hit-and-run (got "${spec}")`);
    if (byName.has(term)) {
      rules[term] ??= {};
      turnedOnBy.set(term, undefined);
      continue;
    }
    if (term === MAIN_PRESET) continue;
    const input = presets.inputs.get(term);
    if (!input) throw problem('--rules', `a known rule or preset (got "${term}"; known: ${known()})`);
    const fromPreset = presetRules(input, byName, game);
    Object.assign(rules, fromPreset);
    for (const name of Object.keys(fromPreset)) turnedOnBy.set(name, input.document());
  }
  for (const setting of settings) applySetting(rules, setting, byName);
  for (const name of Object.keys(rules)) {
    const rule = byName.get(name)!;
    const preset = turnedOnBy.get(name);
    const clash = (rule.excludes ?? []).filter((excluded) => rules[excluded] !== undefined);
    if (clash.length > 0) {
      const alone = `${name} without ${clash.join(' and ')}: they read the same text two ways`;
      if (preset) preset.fail(['rules', name], `${alone} (take one out of this preset or of --rules)`);
      throw problem('--rules', `${alone} (keep one)`);
    }
    const missing = (rule.requires ?? []).filter((required) => rules[required] === undefined);
    if (missing.length === 0) continue;
    const needs = `${name} with ${missing.join(' and ')} on: it needs it`;
    if (preset) preset.fail(['rules', name], `${needs} (add it to this preset, or +${missing.join('+')} to --rules)`);
    throw problem('--rules', `${needs} (add +${missing.join('+')})`);
  }
  return { text: ruleSetText(rules, catalog), rules };
}

/** A preset file's rules, every name and value checked against the catalog. */
function presetRules(
  input: LoadedInput,
  byName: ReadonlyMap<string, OptionalRule>,
  game: string,
): Record<string, Record<string, RuleValue>> {
  const source: SourceDocument = input.document();
  const parsed = validate(source, preset);
  if (parsed.game !== game)
    source.fail(['game'], `"${game}" (a preset for the game of these cards; this one is for "${parsed.game}")`);
  const rules: Record<string, Record<string, RuleValue>> = {};
  for (const [name, values] of Object.entries(parsed.rules)) {
    const rule = byName.get(name);
    if (!rule) source.fail(['rules', name], `an optional rule (one of ${[...byName.keys()].join(', ')})`);
    for (const [param, value] of Object.entries(values ?? {})) {
      const definition = rule.params[param];
      if (!definition)
        source.fail(
          ['rules', name, param],
          `a parameter of ${name} (${Object.keys(rule.params).join(', ') || 'it has none'})`,
        );
      const wrong = problemWith(definition, value);
      if (wrong) source.fail(['rules', name, param], wrong);
    }
    rules[name] = { ...(values ?? {}) };
  }
  return rules;
}

/** Applies `rule.param=value` to a rule that is on. */
function applySetting(
  rules: Record<string, Record<string, RuleValue>>,
  setting: string,
  byName: ReadonlyMap<string, OptionalRule>,
): void {
  const match = /^([a-z0-9-]+)\.([A-Za-z0-9]+)=(.+)$/.exec(setting.trim());
  if (!match) throw problem('--set', `RULE.PARAMETER=VALUE, like hit-and-run.rollBonus=3 (got "${setting}")`);
  const [, name, param, text] = match as unknown as [string, string, string, string];
  const rule = byName.get(name);
  if (!rule) throw problem('--set', `an optional rule (got "${name}"; known: ${[...byName.keys()].join(', ')})`);
  if (!rules[name]) throw problem('--set', `${name} on in --rules before its parameters are set (add +${name})`);
  const definition = rule.params[param];
  if (!definition)
    throw problem(
      '--set',
      `a parameter of ${name} (got "${param}"; known: ${Object.keys(rule.params).join(', ') || 'none'})`,
    );
  const value: RuleValue = text === 'true' ? true : text === 'false' ? false : Number(text);
  const wrong = problemWith(definition, value);
  if (wrong) throw problem('--set', `${name}.${param}: ${wrong} (got "${text}")`);
  rules[name][param] = value;
}

/** Changes one parameter of a rule set (a sweep's step), as `--set` would. */
export function withSetting(set: RuleSet, setting: string, catalog: readonly OptionalRule[]): RuleSet {
  const rules = Object.fromEntries(Object.entries(set.rules).map(([name, values]) => [name, { ...values }]));
  applySetting(rules, setting, new Map(catalog.map((rule) => [rule.name, rule])));
  return { text: ruleSetText(rules, catalog), rules };
}
