import { describe, expect, it } from 'vitest';
import { measureRuleSetsInPlateAppearances } from '../../src/experiments/plateAppearanceMode.ts';
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
});
