import { describe, expect, it } from 'vitest';
import { hostBreakEven, replayHosts } from '../../src/experiments/replayCharts.ts';
import { loadedSets } from '../helpers/inputs.ts';

describe("a host's break-even tables", () => {
  it('a set too small to grade bats its own batters (the Strat walk-through: no pitcher prints a season line)', () => {
    // Its grade plan cannot rank pitchers in fifths; `reports` with it named once stopped there with exit 2.
    const [host] = replayHosts(loadedSets(['cards/strat/walkthrough.yaml']));
    const tables = hostBreakEven(host!.loaded, host!.tables);
    expect(tables.batter).toMatch(/^the set's \d+ batters with the most plate appearances$/);
    expect(tables.cells.length).toBeGreaterThan(0);
    // Every cell is a real value: the swing's runs and the play's, each an expectation between none and four.
    for (const cell of tables.cells)
      for (const value of [cell.swing.runs, cell.play.runs]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(4);
      }
  });

  it('a graded set bats the league-average batter against its reference grade', () => {
    const [host] = replayHosts(loadedSets(['cards/strat/2016-cubs.yaml']));
    expect(hostBreakEven(host!.loaded, host!.tables).batter).toMatch(/league-average batter/);
  });
});
