import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/input/InputError.ts';
import { pbc, pineTar, ruleSet } from '../../helpers/inputs.ts';

// Found by the mutation test (tests/core/input/loaderMutations.test.ts): a preset file that turns on a rule without
// one it needs was blamed on "(command line)". The preset is named at the rule's line; a rule named on the command
// line is still the command line's.
const scratch = mkdtempSync(join(tmpdir(), 'cardlab-preset-needs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function problemsOf(rules: string, game: Parameters<typeof ruleSet>[0] = pineTar): InputError['problems'] {
  try {
    ruleSet(game, rules);
    return [];
  } catch (error) {
    if (error instanceof InputError) return error.problems;
    throw error;
  }
}

describe('a rule on without one it needs', () => {
  it('from a preset file: the file, the line and the field of that rule', () => {
    const all = readFileSync('cards/rules/pinetar/all.yaml', 'utf8');
    const preset = join(scratch, 'lacking.yaml');
    writeFileSync(preset, all.replace('  base-stealing:\n', ''));
    const line = all.replace('  base-stealing:\n', '').split('\n').indexOf('  steal-of-home:') + 1;
    expect(problemsOf(preset)).toEqual([
      {
        file: preset,
        line,
        field: 'rules.steal-of-home',
        expected:
          'steal-of-home with base-stealing on: it needs it (add it to this preset, or +base-stealing to --rules)',
      },
    ]);
  });

  it('from the command line: the command line', () => {
    expect(problemsOf('double-steal')).toEqual([
      {
        file: '(command line)',
        line: 0,
        field: '--rules',
        expected: 'double-steal with base-stealing on: it needs it (add +base-stealing)',
      },
    ]);
  });
});

describe('two readings of one text on together', () => {
  it('from the command line: the command line, and keep one', () => {
    expect(problemsOf('ground-out-key+ground-out-choice', pbc)).toEqual([
      {
        file: '(command line)',
        line: 0,
        field: '--rules',
        expected: 'ground-out-key without ground-out-choice: they read the same text two ways (keep one)',
      },
    ]);
  });

  it('from a preset file: the file, the line and the field of the first', () => {
    const readings = readFileSync('cards/rules/pbc/other-readings.yaml', 'utf8');
    const preset = join(scratch, 'both-readings.yaml');
    writeFileSync(
      preset,
      readings.replace('  ground-out-choice: null\n', '  ground-out-key: null\n  ground-out-choice: null\n'),
    );
    const line = readFileSync(preset, 'utf8').split('\n').indexOf('  ground-out-key: null') + 1;
    expect(problemsOf(preset, pbc)).toEqual([
      {
        file: preset,
        line,
        field: 'rules.ground-out-key',
        expected:
          'ground-out-key without ground-out-choice: they read the same text two ways ' +
          '(take one out of this preset or of --rules)',
      },
    ]);
  });

  it('one alone is a rule set', () => {
    expect(problemsOf('ground-out-key', pbc)).toEqual([]);
    expect(problemsOf('ground-out-choice', pbc)).toEqual([]);
  });
});
