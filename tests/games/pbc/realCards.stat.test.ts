import { describe, expect, it } from 'vitest';
import { enumerateDice } from '../../../src/exact/enumerateDice.ts';
import { exactOutcomes } from '../../../src/exact/exactOutcomes.ts';
import { signature } from '../../../src/exact/plateAppearanceDistribution.ts';
import { OUTCOME_INDEX, OUTCOMES, type Outcome } from '../../../src/core/model/outcomes.ts';
import { rateValue, type Counts } from '../../../src/core/model/rates.ts';
import type { PbcCard, PbcCardSet } from '../../../src/games/pbc/cards.ts';
import { pbcMatchup } from '../../../src/games/pbc/plan.ts';
import { playSwing } from '../../../src/games/pbc/resolve.ts';
import { chartSwing, swing, type Swing } from '../../../src/games/pbc/swing.ts';
import type { PbcTables } from '../../../src/games/pbc/tables.ts';
import { OUT_KEYS, type ChartCell, type OutKey } from '../../../src/games/pbc/vocabulary.ts';
import { mlbSeason } from '../../../src/mlb/mlbTotals.ts';
import { pbcSet, pbcTables, readInput } from '../../helpers/inputs.ts';

// The whole-league PBC sets (cards/league/, `cardlab build pbc --teams ALL`): every batter card as built, pooled by his
// real plate appearances, against every pitcher card as built, pooled by his real batters faced, exactly: no game
// around them, from the start states the set's league block prints (the builder's). This is what a season of the
// whole league plays, less what games add (the states innings reach, fatigue, the bench), and what the builder aims
// the cards at: MLB's line.

/** A set's cards as they pool: each player once (a traded player has a card on each team, with his whole season). */
function once(cards: readonly PbcCard[], line: (c: PbcCard) => { PA: number } | undefined): PbcCard[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const l = line(c);
    const key = `${c.name}|${JSON.stringify(l)}`;
    if (!l || l.PA <= 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Marker cells, one per 2d6 total: a swing against a chart of them says which total the batter missed on, so the
 * batter's own hit rolls (and his Variance, as his manager takes it) are enumerated by the game's `swing` itself.
 */
const MARKERS: readonly OutKey[] = OUT_KEYS.filter((k) => k !== 'E').slice(0, 11);
const MARKER_CHART = [undefined, undefined, ...MARKERS.map((key) => ({ key, rollOff: false }))] as never;

/** Exact outcome shares of the batters (by PA) against the pitchers' charts pooled total by total (by BF). */
function pooledExact(set: PbcCardSet, tables: PbcTables): { counts: Counts; pa: number; bf: number } {
  const batters = once(set.players, (c) => c.targets?.season);
  const pitchers = once(set.players, (c) => c.pitching?.targets?.season);
  const bf = pitchers.reduce((sum, p) => sum + p.pitching!.targets!.season.PA, 0);
  // A batter reads one total a plate appearance: the pitchers pooled play as their cells pooled at each total. Pooled
  // here from the cards as printed, not with the builder's chartPool, so the check stands apart from what it checks.
  const pool = Array.from({ length: 13 }, () => new Map<string, { cell: ChartCell; share: number }>());
  for (const p of pitchers)
    for (let t = 2; t <= 12; t++) {
      const cell = p.pitching!.outChart[t]!;
      const key = `${cell.key}${cell.rollOff ? '*' : ''}`;
      const entry = pool[t]!.get(key) ?? { cell, share: 0 };
      entry.share += p.pitching!.targets!.season.PA / bf;
      pool[t]!.set(key, entry);
    }
  const side = { outChart: MARKER_CHART, fatigue: 0, defense: { fielders: 0, catcher: 0 }, park: tables.neutralPark };
  const plays = new Map<string, [Outcome, number][]>();
  const shares = new Float64Array(OUTCOMES.length);
  const pa = batters.reduce((sum, b) => sum + b.targets!.season.PA, 0);
  for (const b of batters) {
    const m = pbcMatchup(b, side, tables);
    const swings = new Map<Swing, number>();
    for (const { value, probability } of enumerateDice((dice) => swing(m, dice))) {
      const marker = value.kind === 'chart' ? MARKERS.indexOf(value.cell.key) : -1;
      if (marker < 0) swings.set(value, (swings.get(value) ?? 0) + probability);
      else
        for (const { cell, share } of pool[marker + 2]!.values())
          swings.set(chartSwing(cell), (swings.get(chartSwing(cell)) ?? 0) + probability * share);
    }
    for (const { state, weight } of set.league!.states)
      for (const [s, p] of swings) {
        const name = s.kind === 'hit' ? s.type : `${s.cell.key}${s.cell.rollOff ? '*' : ''}`;
        const key = `${b.speed}|${state.outs}|${state.bases.join()}|${name}`;
        let outcomes = plays.get(key);
        if (!outcomes) {
          outcomes = exactOutcomes(
            (dice) => playSwing(m, state, s, dice),
            (event) => signature([event]),
          ).map(({ value, probability }) => [value.result as Outcome, probability]);
          plays.set(key, outcomes);
        }
        for (const [o, q] of outcomes) shares[OUTCOME_INDEX[o]]! += (b.targets!.season.PA / pa) * weight * p * q;
      }
  }
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, shares[OUTCOME_INDEX[o]]!])) as Counts;
  return { counts, pa, bf };
}

const rates = (counts: Counts) =>
  Object.fromEntries(['AVG', 'OBP', 'SLG', 'K%', 'BB%', 'HR%'].map((r) => [r, rateValue(r, counts)]));

describe('PBC whole-league sets: the cards as built against each other, exactly', () => {
  it.each([
    // file, season, plate appearances of the batters pooled, batters faced of the pitchers pooled (each player once)
    ['cards/league/pbc-2016.yaml', 2016],
    ['cards/league/pbc-2024.yaml', 2024],
  ] as const)('%s: the batters pooled against the pitchers pooled play MLB %i', (file, season) => {
    const set = pbcSet(file);
    const { counts, pa, bf } = pooledExact(set, pbcTables());
    const mlb = mlbSeason(readInput('cards/sources/mlb_batting_totals_by_season.csv'), season);
    const made = rates(counts);
    const real = rates(mlb.counts);
    // Every batting line of the season is a card's, pitchers' batting included (what MLB's totals count); every
    // pitcher's batters faced but those of position players who pitched.
    expect(pa).toBe(mlb.plateAppearances);
    expect(bf).toBeLessThanOrEqual(pa);
    expect(bf).toBeGreaterThan(0.995 * pa);
    // The builder aims the cards pooled at MLB's line (build/lineShift.ts, leagueMiss): AVG, OBP, SLG, K% and HR%.
    // Its batters' last fit takes all of what the league misses after the passes, and the charts' fit against them
    // moves the line back by a little (each card moves by whole cells: .001 to .003 between passes): the issue's
    // .003 in PA mode holds (measured: 2016 .2542/.3215/.4181, 2024 .2426/.3119/.4004). The start states mix is the
    // builder's own. BB% is left to give way: the charts' hit batsmen (a pitcher whose season has one needs an HBP
    // cell, which hits more batters than most pitchers did) are taken from the walks, so OBP holds.
    for (const rate of ['AVG', 'OBP', 'SLG'] as const)
      expect(Math.abs(made[rate]! - real[rate]!), `${rate} ${made[rate]} against ${real[rate]}`).toBeLessThan(0.003);
    for (const rate of ['K%', 'HR%'] as const)
      expect(Math.abs(made[rate]! - real[rate]!), `${rate} ${made[rate]} against ${real[rate]}`).toBeLessThan(0.003);
    expect(Math.abs(made['BB%']! - real['BB%']!), `BB% ${made['BB%']} against ${real['BB%']}`).toBeLessThan(0.006);
  });
});
