import { describe, expect, it } from 'vitest';
import { OUTCOME_INDEX, type Outcome } from '../../../src/core/model/outcomes.ts';
import { TALLY_SLOTS, Tally } from '../../../src/core/model/Tally.ts';
import type { SeasonLine } from '../../../src/core/cards/cardLines.ts';
import { FitTarget } from '../../../src/mlb/fitTarget.ts';
import { pairTally, type FitContext } from '../../../src/games/strat/build/fit.ts';
import { cardScore, searchSides, type SearchSide } from '../../../src/games/strat/build/search.ts';
import { ReadingTallies } from '../../../src/games/strat/build/sideModel.ts';
import type { CardSide } from '../../../src/games/strat/cards.ts';
import { stratSet } from '../../helpers/inputs.ts';
import { tables } from '../../helpers/strat.ts';

/**
 * A toy side: each category's units (1/20 of a chance, 2160 in all) become one outcome's share of the plate
 * appearance, the outs ground outs. Linear, so what the search's Jacobian predicts is what it gets, unless `snap`
 * rounds a category to whole multiples of it first, as a layout rounds kinds to its rows.
 */
const OUTCOME_OF: readonly Outcome[] = ['HR', '3B', '2B', '1B', 'BB', 'HBP', 'SO', 'GO'];
const UNITS = 2160;
function toySide(snap: readonly number[] = OUTCOME_OF.map(() => 1)) {
  return (units: readonly number[]): Float64Array => {
    const counts = new Float64Array(TALLY_SLOTS);
    const snapped = units.map((u, c) => Math.round(u / snap[c]!) * snap[c]!);
    const total = snapped.reduce((s, x) => s + x, 0);
    snapped.forEach((u, c) => (counts[OUTCOME_INDEX[OUTCOME_OF[c]!]]! += u / total));
    return counts;
  };
}

/** A regular's season: 600 PA, .271/.345/.450 (numbers picked to fall off the 1/108 lattice). */
const LINE: SeasonLine = { PA: 600, AB: 531, H: 144, '2B': 29, '3B': 3, HR: 20, BB: 57, IBB: 0, HBP: 6, SO: 121 };
/** His other split, with more power and fewer walks, and a season that is their sum. */
const OTHER: SeasonLine = { PA: 200, AB: 184, H: 46, '2B': 11, '3B': 0, HR: 11, BB: 13, IBB: 0, HBP: 3, SO: 52 };
const SEASON = Object.fromEntries(
  Object.keys(LINE).map((k) => [k, (LINE as Record<string, number>)[k]! + (OTHER as Record<string, number>)[k]!]),
) as unknown as SeasonLine;

/** A poor start: every category at an eighth of the side, far from any line. */
const EVEN = OUTCOME_OF.map(() => UNITS / 8);

describe('searchSides', () => {
  it('brings a linear side from a poor start within every budget at 1/108', () => {
    const target = new FitTarget(LINE, 108);
    const side: SearchSide = { start: EVEN, counts: toySide(), share: 1, target };
    const [units] = searchSides([side], target, 0);
    expect(units!.reduce((s, x) => s + x, 0)).toBe(UNITS);
    expect(units!.every((x) => x >= 0 && Number.isInteger(x))).toBe(true);
    // One unit moves a share by 1/2160, under half the least budget (a tenth of a roll of 108 over the rate's
    // denominator, 0.1/108 of the plate appearances or more): every rate can be met.
    expect(target.misses(new Tally(toySide()(units!)))).toEqual([]);
  });

  it('fits two sides to their season mix when rounding hides single units from the prediction', () => {
    // The singles and the outs move in steps of 3 units, the doubles of 2: a one-unit move there does nothing, or a
    // whole step, as a layout does with kinds on its heavier rows.
    const snap = [1, 1, 2, 3, 1, 1, 1, 3];
    const season = new FitTarget(SEASON, 108);
    const sides: SearchSide[] = [
      { start: EVEN, counts: toySide(snap), share: 600 / 800, target: new FitTarget(LINE, 108) },
      { start: EVEN, counts: toySide(snap), share: 200 / 800, target: new FitTarget(OTHER, 108) },
    ];
    const units = searchSides(sides, season, 0.25);
    const counts = units.map((u) => toySide(snap)(u));
    const mixed = new Float64Array(TALLY_SLOTS).map((_, i) => counts[0]![i]! * 0.75 + counts[1]![i]! * 0.25);
    expect(season.misses(new Tally(mixed))).toEqual([]);
    // The score never rises: the result scores no worse than the start.
    const score = cardScore(
      season,
      sides.map((s) => s.target),
      [0.75, 0.25],
      0.25,
    );
    expect(score(counts)).toBeLessThanOrEqual(score(sides.map((s) => s.counts(s.start))));
    // And each side its own line: the season is the two lines mixed by these shares, so sides that meet their lines
    // meet it too, and such sides exist on this grid (a unit is 1/2160 of a share, the snapped categories move by 3
    // units at most, against budgets of a tenth of a roll of 108 or more). Single moves cannot get there once the
    // season is within budget (each moves the mix); a move paired with the opposite move in the other side can.
    sides.forEach((side, p) => expect(side.target.misses(new Tally(counts[p]!)), `side ${p}`).toEqual([]));
  });
});

describe('ReadingTallies', () => {
  // A shipped set's league and one of its batters: the sum of the readings is the exact plate appearance.
  const set = stratSet('cards/strat/2016-cubs.yaml');
  const league = set.league!;
  const context: FitContext = { tables, states: league.states, cache: new Map() };
  const printed = (side: CardSide) => side.map((column) => column.map((reading) => reading?.text ?? '')) as string[][];

  it("sums a batter's readings to his exact plate appearance against the league pitcher", () => {
    const bryant = set.players.find((p) => p.id === 'bryant')!;
    const pitcher = league.pitchers.R.columns.vsR;
    const play = (batter: CardSide) => pairTally({ batter, side: 'R', power: 'N', pitcher }, context);
    // Readings measured against the other pitcher: the opponent cancels out of what a reading adds.
    const other = league.pitchers.L.columns.vsR;
    const tallies = new ReadingTallies((batter) =>
      pairTally({ batter, side: 'R', power: 'N', pitcher: other }, context),
    );
    const side = bryant.batting!.vsR;
    const sum = tallies.counts(printed(side), play(ReadingTallies.zeroSide()).counts);
    const exact = play(side).counts;
    // The same terms summed in another order: floating-point rounding, 1e-15 of a share at most (each term is under 1).
    sum.forEach((x, i) => expect(Math.abs(x - exact[i]!), `slot ${i}`).toBeLessThan(1e-12));
    // And not by chance: the strikeout side's counts alone are far from his.
    expect(
      Math.abs(play(ReadingTallies.zeroSide()).counts[OUTCOME_INDEX.SO]! - exact[OUTCOME_INDEX.SO]!),
    ).toBeGreaterThan(0.1);
  });
});
