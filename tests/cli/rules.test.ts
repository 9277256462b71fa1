import { describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';

const SET = 'cards/pinetar/walkthrough.yaml';

describe('--rules and --set', () => {
  it('refuse an unknown rule or preset, listing the known ones, with exit code 2 and no stack trace', async () => {
    const run = await cardlab('season', SET, '--games', '2', '--rules', 'main+hit-and-fun');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /--rules: a known rule or preset \(got "hit-and-fun"; known: optional rules base-stealing, defensive-rolls, hit-and-run/,
    );
    expect(run.stderr).toMatch(/presets main, all, replay, running-game\)/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
  it(
    'refuse a parameter of a rule that is off, an unknown ' +
      'parameter, a bad value, and a rule without the one it needs',
    async () => {
      expect((await cardlab('season', SET, '--games', '2', '--set', 'hit-and-run.rollBonus=3')).stderr).toMatch(
        /hit-and-run on in --rules before its parameters are set/,
      );
      expect(
        (await cardlab('season', SET, '--games', '2', '--rules', 'hit-and-run', '--set', 'hit-and-run.bonus=3')).stderr,
      ).toMatch(/a parameter of hit-and-run \(got "bonus"; known: rollBonus/);
      expect(
        (await cardlab('season', SET, '--games', '2', '--rules', 'hit-and-run', '--set', 'hit-and-run.rollBonus=2.5'))
          .stderr,
      ).toMatch(/a whole number from 0 to 30/);
      expect((await cardlab('season', SET, '--games', '2', '--rules', 'double-steal')).stderr).toMatch(
        /double-steal with base-stealing on: it needs it \(add \+base-stealing\)/,
      );
    },
  );
  it('refuse up front a game-by-game comparison too long to keep every game in memory', async () => {
    // 2e7 games per team of a set playing its copy: 2e7 games, above the 2^24 (16,777,216) game lines a run keeps.
    const run = await cardlab('rules', SET, '--variant', 'main+hit-and-run', '--games', '2e7', '--workers', '0');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/20,000,000 games would keep every game's line in memory; play at most 16,777,216/);
    expect(run.stdout).toBe('');
  });
  it('refuse --each with the options of one variant (--pa, --variant, --set), which it would not use', async () => {
    for (const extra of [
      ['--pa', '1000'],
      ['--variant', 'main+hit-and-run'],
      ['--set', 'risp-penalty.x=1'],
    ]) {
      const run = await cardlab('rules', SET, '--each', ...extra);
      expect(run.code, extra[0]).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`option '--each' cannot be used with option '${extra[0]}`));
    }
  });
  it("name a bad preset file's line and field", async () => {
    const run = await cardlab('season', SET, '--games', '2', '--rules', 'tests/fixtures/rules/bad-param.yaml');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bad-param\.yaml:5: rules\.hit-and-run\.rollBonus: a whole number from 0 to 30/);
  });
  it("put the canonical rule set into a season's manifest", async () => {
    const run = await cardlab(
      'season',
      SET,
      '--games',
      '4',
      '--rules',
      'main+hit-and-run',
      '--set',
      'hit-and-run.rollBonus=3',
      '--workers',
      '0',
      '--json',
    );
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { manifest: { rules: string } }).manifest.rules).toBe('hit-and-run(rollBonus=3)');
  });
});

describe('cardlab rules and sweep', () => {
  it('compares two rule sets on the same dice: identical rule sets differ by exactly nothing', async () => {
    const run = await cardlab(
      'rules',
      SET,
      '--base',
      'main',
      '--variant',
      'main',
      '--games',
      '40',
      '--workers',
      '0',
      '--json',
    );
    expect(run.code).toBe(0);
    const comparison = JSON.parse(run.stdout) as {
      units: number;
      measures: { measure: string; difference: number; lower: number; upper: number; significant: boolean }[];
    };
    expect(comparison.units).toBe(40);
    for (const m of comparison.measures) expect([m.difference, m.significant]).toEqual([0, false]);
  });
  it('finds steals where the variant steals and the main rules never do', async () => {
    const run = await cardlab(
      'rules',
      SET,
      '--variant',
      'main+base-stealing',
      '--games',
      '60',
      '--workers',
      '0',
      '--json',
    );
    const steals = (
      JSON.parse(run.stdout) as { measures: { measure: string; base: number; variant: number; significant: boolean }[] }
    ).measures.find((m) => m.measure === 'SB/G')!;
    expect(steals.base).toBe(0);
    expect(steals.variant).toBeGreaterThan(0);
    expect(steals.significant).toBe(true);
  });
  it('sweeps a parameter on one seed and reports where the target falls', async () => {
    const run = await cardlab(
      'sweep',
      SET,
      '--param',
      'hit-and-run.rollBonus=0..20:10',
      '--games',
      '40',
      '--target',
      'AVG=.23',
      '--workers',
      '0',
      '--json',
    );
    expect(run.code).toBe(0);
    const sweep = JSON.parse(run.stdout) as {
      points: { value: number; rules: string; measures: Record<string, { estimate: number }> }[];
      target: { nearest: number; crossing?: number };
    };
    expect(sweep.points.map((p) => p.value)).toEqual([0, 10, 20]);
    expect(sweep.points.map((p) => p.rules)).toEqual([
      'hit-and-run(rollBonus=0)',
      'hit-and-run(rollBonus=10)',
      'hit-and-run(rollBonus=20)',
    ]);
    // The bonus moves batter rolls toward the end of the column: the league's AVG must not stand still across 0-20.
    expect(new Set(sweep.points.map((p) => p.measures.AVG!.estimate)).size).toBeGreaterThan(1);
    const averages = sweep.points.map((p) => p.measures.AVG!.estimate);
    const nearest = sweep.points.reduce((best, p) =>
      Math.abs(p.measures.AVG!.estimate - 0.23) < Math.abs(best.measures.AVG!.estimate - 0.23) ? p : best,
    );
    expect(sweep.target.nearest).toBe(nearest.value);
    if (sweep.target.crossing !== undefined)
      expect(Math.min(...averages) <= 0.23 && 0.23 <= Math.max(...averages)).toBe(true);
    expect((await cardlab('sweep', SET, '--param', 'infield-in.singleExtension=5..1')).stderr).toMatch(
      /--param: a range LO\.\.HI with LO <= HI/,
    );
  });
});
