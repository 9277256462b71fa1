import { describe, expect, it } from 'vitest';
import { measureRuleSetsInPlateAppearances, replicateSeed } from '../../src/experiments/plateAppearanceMode.ts';
import { parseBaseOutState } from '../../src/core/model/baseOut.ts';
import { loadedSets, pineTar, ruleSet } from '../helpers/inputs.ts';

describe('rule sets in plate-appearance mode', () => {
  it('that differ only in rules of games are measured once, on the same dice; others are measured apart', async () => {
    const sets = loadedSets(['cards/pinetar/walkthrough.yaml']);
    let planned = 0;
    const run = {
      sets,
      // Runners in scoring position: the RISP penalty acts there.
      options: { state: parseBaseOutState('-23/1') },
      pa: 4000,
      seed: 2,
      workers: 0,
      onProgress: (_done: number, total: number) => (planned = total),
    };
    const [main, hitAndRun, risp] = await measureRuleSetsInPlateAppearances(run, [
      ruleSet(pineTar, 'main'),
      ruleSet(pineTar, 'main+hit-and-run', ['hit-and-run.rollBonus=9']),
      ruleSet(pineTar, 'main+risp-penalty'),
    ]);
    expect(hitAndRun!.rules).toBe('hit-and-run(rollBonus=9)');
    expect(hitAndRun!.samples).toEqual(main!.samples);
    expect(risp!.samples).not.toEqual(main!.samples);
    // Two plans played: the progress plans twice the plate appearances of one.
    let alonePlanned = 0;
    const [alone] = await measureRuleSetsInPlateAppearances(
      { ...run, onProgress: (_done: number, total: number) => (alonePlanned = total) },
      [ruleSet(pineTar, 'main')],
    );
    expect(alonePlanned).toBeGreaterThan(0);
    expect(planned).toBe(2 * alonePlanned);
    expect(alone!.samples).toEqual(main!.samples);
  }, 60_000);
  it("give every seed cardlab takes its replicates' seeds: safe integers, unchanged where they were", () => {
    expect(replicateSeed(2, 5)).toBe(2 * 1_000_003 + 5);
    // 9,999,999,999 * 1,000,003 passes 2^53: wrapped, a safe integer, and each replicate its own.
    const big = [0, 1, 2].map((r) => replicateSeed(9_999_999_999, r));
    expect(big.every(Number.isSafeInteger)).toBe(true);
    expect(new Set(big).size).toBe(3);
    expect(Number.isSafeInteger(replicateSeed(Number.MAX_SAFE_INTEGER, 39))).toBe(true);
    expect(Number.isSafeInteger(replicateSeed(-Number.MAX_SAFE_INTEGER, 0))).toBe(true);
  });
});
