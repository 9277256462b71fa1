import { describe, expect, it } from 'vitest';
import { lineCounts, type SeasonLine } from '../../../src/core/cards/cardLines.ts';
import { TWO_D6_WAYS } from '../../../src/core/dice/DiceSource.ts';
import { OUTCOME_INDEX, OUTCOMES } from '../../../src/core/model/outcomes.ts';
import { budgetFits } from '../../../src/experiments/budgetFit.ts';
import { checkPlan } from '../../../src/experiments/check.ts';
import { exactCheck } from '../../../src/experiments/exactCheck.ts';
import { batterVector, chartPool, fitBatter } from '../../../src/games/pbc/build/fitBatter.ts';
import { SeasonConsistency } from '../../../src/games/pbc/build/fitScore.ts';
import { buntRating, speedRating } from '../../../src/games/pbc/build/ratings.ts';
import { SKILLS, SwingVectors } from '../../../src/games/pbc/build/swingVectors.ts';
import pbc from '../../../src/games/pbc/index.ts';
import { FIT_RATES, FitTarget } from '../../../src/mlb/fitTarget.ts';
import { roundingBudget } from '../../../src/stats/roundingBudget.ts';
import { loadedSets, pbcSet, pbcTables } from '../../helpers/inputs.ts';

const CUBS = 'cards/pbc/2016-cubs.yaml';
const CLEVELAND = 'cards/pbc/2016-cleveland.yaml';
const SETS = [CUBS, CLEVELAND] as const;
const NAIVE = ['cards/pbc/2016-cubs-naive.yaml', 'cards/pbc/2016-cleveland-naive.yaml'] as const;
/** A PBC card's granularity: a hit total or an Out Chart cell is 1 to 6 of 2d6's 36 rolls (the issue's 1/36). */
const ROLLS = 36;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each regular batter's (300+ PA) exact rates against his league, less his line's, by rate. */
function batterMisses(file: string): Record<string, number[]> {
  const fits = budgetFits(checkPlan(loadedSets([file])[0]!, {})).filter((f) => f.role === 'batter' && f.pa >= 300);
  return Object.fromEntries(FIT_RATES.map((r) => [r, fits.map((f) => f.rates[r].exact - f.rates[r].target)]));
}

describe('cardlab build pbc: the shipped 2016 sets', () => {
  it.each([...SETS, ...NAIVE])('%s: every printed line records what 1/36 granularity alone costs it', (file) => {
    // The budget is the rounding budget at 36 rolls (src/stats/roundingBudget.ts), rounded up to four places: not what
    // the card misses by. Printed lines: a batter's season and splits, a pitcher's opponents and his own batting (none
    // for a rate the line has no trials of: a pitcher who never batted).
    const expected = (line: SeasonLine) => {
      const budget = roundingBudget(lineCounts(line), ROLLS);
      const rates = FIT_RATES.filter((r) => budget[r] !== undefined);
      return Object.fromEntries(rates.map((r) => [r, Math.ceil(budget[r]! * 1e4) / 1e4]));
    };
    let lines = 0;
    for (const card of pbcSet(file).players) {
      const printed = [
        [card.pitching?.targets, card.pitching?.budget],
        [card.targets, card.budget],
      ] as const;
      for (const [targets, budget] of printed) {
        for (const split of ['season', 'vsL', 'vsR'] as const) {
          const line = targets?.[split];
          if (!line) continue;
          expect(budget?.[split], `${card.id} ${split}`).toEqual(expected(line));
          lines++;
        }
      }
    }
    expect(lines).toBeGreaterThan(100);
  });

  it.each(SETS)(
    '%s: the cards inconsistent with their seasons after Holm are the batters the charts cannot reach',
    (file) => {
      // Against the league's cards as built, the charts hold each total's strikeouts and walks as the league's
      // pitchers put them, with no reach kept for the extremes (docs/pbc.md): the walkers (Zobrist, Fowler, Santana),
      // the free swingers (Napoli, Naquin), the contact hitters (Lindor, Ramirez), and Guyer's hit batsmen. No pitcher.
      const fits = budgetFits(checkPlan(loadedSets([file])[0]!, {}));
      expect(fits.length).toBeGreaterThan(40);
      expect(fits.filter((f) => f.inconsistent).map((f) => f.name)).toEqual(
        file === CLEVELAND
          ? ['Carlos Santana', 'Francisco Lindor', 'Mike Napoli', 'Jose Ramirez', 'Tyler Naquin', 'Brandon Guyer']
          : ['Ben Zobrist', 'Dexter Fowler'],
      );
    },
  );

  it('Guyer cannot be consistent: the league charts hold too few hit batsmen for any card', () => {
    // A batter is hit by a pitch only on a league chart's HBP cell (HBP* at most half the time: a roll-off), on the
    // totals his hit rolls leave. So no card makes more than the charts' own share, read on every total.
    const { league } = pbcSet(CLEVELAND);
    const weight = league!.pitchers.reduce((sum, p) => sum + p.weight, 0);
    let most = 0;
    for (const p of league!.pitchers)
      for (let t = 2; t <= 12; t++) {
        const cell = p.outChart[t]!;
        if (cell.key === 'HBP') most += ((TWO_D6_WAYS[t]! / 36) * p.weight * (cell.rollOff ? 0.5 : 1)) / weight;
      }
    const guyer = pbcSet(CLEVELAND).players.find((p) => p.name === 'Brandon Guyer')!.targets!.season;
    // 31 hit batsmen in 345 PA, the most of the 2016 regulars (9%; the league block's stand-ins for the charts as
    // built hold 2.6% on every total). Against at most 345 * most expected (9.1), Pearson's term for the cell alone
    // passes 30, the chi-square's 0.01% point on seven degrees of freedom (Holm's bar for the set's first card is
    // 0.1%).
    const expected = guyer.PA * most;
    expect(guyer.HBP).toBe(31);
    expect(expected).toBeLessThan(guyer.HBP / 3);
    expect((guyer.HBP - expected) ** 2 / expected).toBeGreaterThan(30);
  });

  it.each(SETS)('%s: calibrated regulars miss every one of the six rates by less than naive cards', (file) => {
    const calibrated = batterMisses(file);
    const naive = batterMisses(file.replace('.yaml', '-naive.yaml'));
    expect(calibrated.AVG!.length).toBeGreaterThanOrEqual(8);
    for (const rate of FIT_RATES) {
      const abs = (xs: number[]) => median(xs.map(Math.abs));
      expect(abs(calibrated[rate]!), `${file} ${rate}`).toBeLessThan(abs(naive[rate]!));
    }
  });

  it.each([
    [CUBS, 'Kris Bryant'],
    [CLEVELAND, 'Tyler Naquin'],
  ])('%s: the cut search finds the best card the format allows for %s (at his Speed)', (file, name) => {
    // fitBatter against the set's league (its stand-ins for the league's pitchers), for the line the card prints, and
    // every set of hit totals, every Variance and every fixed extra-base hit at the Speed it chose, summed exactly as
    // the builder sums them and scored as it scores them (FitTarget at 36 rolls and the season-fit penalty): none
    // beats the card it finds.
    const set = pbcSet(file);
    const card = set.players.find((p) => p.name === name)!;
    const season = card.targets!.season;
    const vectors = new SwingVectors(pbcTables(), set.league!.states);
    const pool = chartPool(set.league!.pitchers);
    const consistency = new SeasonConsistency(lineCounts(season));
    const found = fitBatter(vectors, pool, season, card.speed, 'calibrated', { consistency });
    const target = new FitTarget(season, ROLLS);
    const score = (totals: number[], fixed: Record<number, '2B' | '3B' | 'HR'>, variance: number) => {
      const v = batterVector(vectors, pool, { totals, fixed }, variance, found.speed);
      return target.score(v) + consistency.penalty(v) + 2e-5 * (found.speed - card.speed) ** 2;
    };
    const chosen = score([...found.hits.totals], { ...found.hits.fixed } as never, found.variance);
    let best = Infinity;
    for (let mask = 1; mask < 1 << 11; mask++) {
      const totals = Array.from({ length: 11 }, (_, i) => i + 2).filter((t) => mask & (1 << (t - 2)));
      for (const variance of SKILLS) {
        best = Math.min(best, score(totals, {}, variance));
        for (const t of totals)
          for (const type of ['2B', '3B', 'HR'] as const) best = Math.min(best, score(totals, { [t]: type }, variance));
      }
    }
    expect(chosen).toBeLessThanOrEqual(best * (1 + 1e-12));
  });

  it.each(NAIVE)('%s: naive cards (the printed Avg read as the hit chance) bat well above their lines', (file) => {
    // The finding: the Out Chart's hits come on top of the hit rolls. Measured: median SLG +.20, AVG +.09.
    const misses = batterMisses(file);
    expect(median(misses.AVG!)).toBeGreaterThan(0.05);
    expect(median(misses.SLG!)).toBeGreaterThan(0.1);
  });

  it.each(SETS)('%s: the exact check plays each card as the builder sums it', (file) => {
    // batterVector (the builder's sum of parts) against the check's exact plate appearance, for the regulars.
    const set = pbcSet(file);
    const vectors = new SwingVectors(pbcTables(), set.league!.states);
    const subjects = pbc.checkPlan(set, pbcTables(), {}).filter((s) => {
      const card = set.players.find((p) => p.id === s.id)!;
      return s.role === 'batter' && (card.targets?.season.PA ?? 0) >= 300;
    });
    for (const [i, check] of exactCheck(subjects).entries()) {
      const card = set.players.find((p) => p.id === subjects[i]!.id)!;
      const v = batterVector(vectors, chartPool(set.league!.pitchers), card.hits, card.variance, card.speed);
      const pa = check.tally.plateAppearances();
      for (const o of OUTCOMES)
        expect(v[OUTCOME_INDEX[o]]!, `${card.id} ${o}`).toBeCloseTo(check.tally.count(o) / pa, 9);
    }
  });
});

describe('ratings from the season', () => {
  it('Speed: steal attempts per time on first against the league, a step per 0.06; many triples one more', () => {
    const runner = { G: 150, singles: 100, walks: 50, doubles: 20, triples: 1, SH: 0 };
    // 35 attempts of 150 times on first = .233: (.233 - .07) / .06 = 2.7, so 3.
    expect(speedRating({ ...runner, SB: 30, CS: 5 })).toBe(3);
    expect(speedRating({ ...runner, SB: 0, CS: 0 })).toBe(-1);
    expect(speedRating({ ...runner, SB: 9, CS: 2, triples: 5 })).toBe(1);
  });

  it('Bunt: a step per 1% of plate appearances ending in a sacrifice bunt', () => {
    const line = { PA: 200, AB: 180, H: 40, '2B': 8, '3B': 1, HR: 3, BB: 15, HBP: 0, SO: 50 };
    expect(buntRating({ ...line, SH: 5 })).toBe(3);
    expect(buntRating({ ...line, SH: 2 })).toBe(1);
    expect(buntRating({ ...line, SH: 0 })).toBe(0);
  });
});
