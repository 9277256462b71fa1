import { canonicalState } from '../../../core/model/baseOut.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import type { StateMix } from '../../../core/GameSystem.ts';
import { stateShares } from '../../../exact/stateShares.ts';
import { lineRates } from '../../../mlb/lines.ts';
import { emptyLine, isPitcherSeason, leagueLines } from '../../../mlb/roster.ts';
import { addLines, type SeasonData } from '../../../mlb/seasonData.ts';
import type { OutChart } from '../cards.ts';
import { matchupOf, pbcMatchup } from '../plan.ts';
import type { PbcTables } from '../tables.ts';
import type { HitRolls } from '../vocabulary.ts';
import { chartPool, fitBatter } from './fitBatter.ts';
import { fitLeagueCharts, type BatterMix, type ChartReach } from './fitChart.ts';
import { SLOT } from './rateVector.ts';
import { SwingVectors } from './swingVectors.ts';

/** A league's tier: who it stands for, its share of plate appearances and its pooled line. */
interface Tier {
  name: string;
  weight: number;
  line: SeasonLine;
}

/** The league a PBC set is built against: its start states, its pitchers and batters by tier, and their parts. */
export interface PbcBuiltLeague {
  name: string;
  states: StateMix;
  pitchers: (Tier & { outChart: OutChart })[];
  batters: (Tier & { hits: HitRolls; variance: number; speed: number })[];
  vectors: SwingVectors;
}

const TIER_NAMES = ['top', 'middle', 'bottom'] as const;

/** Players cut into thirds of `size` (plate appearances, batters faced) by `quality`, best first, lines pooled. */
function thirds<T>(
  players: readonly T[],
  quality: (p: T) => number,
  size: (p: T) => number,
  line: (p: T) => SeasonLine,
  what: string,
): Tier[] {
  const sorted = [...players].sort((a, b) => quality(b) - quality(a));
  const total = sorted.reduce((sum, p) => sum + size(p), 0);
  const tiers = TIER_NAMES.map((name) => ({ name: `League ${what} (${name} third)`, weight: 0, line: emptyLine() }));
  let seen = 0;
  for (const p of sorted) {
    const tier = tiers[Math.min(2, Math.floor((3 * (seen + size(p) / 2)) / total))]!;
    tier.weight += size(p);
    tier.line = addLines(tier.line, line(p));
    seen += size(p);
  }
  return tiers.filter((t) => t.weight > 0);
}

/** Batters with this many plate appearances are the regulars whose strikeouts and walks the league's charts reach. */
const REGULAR_PA = 300;
/** The share of regulars whose rates the league's charts reach: all but the most extreme twentieth. */
const REACH_QUANTILE = 0.95;

/**
 * What the league's charts must reach together (fitLeagueCharts): the strikeouts, walks and hit batsmen per plate
 * appearance of the season's regular batters at REACH_QUANTILE (2016: 30.1%, 14.0% and 2.0%), so that a batter who
 * strikes out or walks that often finds as many on the totals his hit rolls leave.
 */
function chartReach(lines: readonly SeasonLine[]): ChartReach {
  const quantile = (rate: (line: SeasonLine) => number) => {
    const sorted = lines.map(rate).sort((a, b) => a - b);
    return sorted[Math.floor(REACH_QUANTILE * (sorted.length - 1))] ?? 0;
  };
  return [
    { slots: [SLOT.SO], share: quantile((l) => l.SO / l.PA) },
    { slots: [SLOT.BB, SLOT.IBB], share: quantile((l) => l.BB / l.PA) },
    { slots: [SLOT.HBP], share: quantile((l) => l.HBP / l.PA) },
  ];
}

/**
 * The total every league batter (not the pitchers batting) hits on, so that the league's charts can hold their reach
 * there without the league's own batters reading it: a 5, four rolls of 36. (Of 3 to 9, and 5 with 12, tried on the
 * 2016 Cubs and Cleveland, the 5, or the 9 that mirrors it, left one card or two inconsistent with their seasons and
 * the most within budget per rate; 5 with 12 one card, with fewer within budget.)
 */
const ABSORBING = [5];

const ops = (line: SeasonLine) => {
  const r = lineRates(line);
  return (r.OBP || 0) + (r.SLG || 0);
};

/**
 * The league of a season as PBC cards: its batters in thirds by OPS (and its pitchers batting, a fourth), its pitchers
 * in thirds by the OPS they allowed, each tier's pooled line a card. Batters are solved against the pitchers and
 * pitchers against the batters, twice, then again from the start states their innings reach (each tier's share of
 * plate appearances its weight). The thirds' batters all hit on ABSORBING, and the pitchers' charts are fitted
 * together to reach the season's regulars' strikeouts, walks and hit batsmen (fitLeagueCharts): a built batter's
 * strikeouts and walks are what the league's charts hold on the totals his hit rolls leave.
 */
export function buildPbcLeague(data: SeasonData, tables: PbcTables): PbcBuiltLeague {
  const hitters = [...data.batting.values()].filter((b) => !isPitcherSeason(data, b.playerID) && b.line.PA > 0);
  const pitchers = [...data.pitching.values()].filter((p) => p.opponents && p.opponents.PA > 0);
  const batterTiers: Tier[] = [
    ...thirds(
      hitters,
      (b) => ops(b.line),
      (b) => b.line.PA,
      (b) => b.line,
      'batters',
    ),
    {
      name: 'League pitchers batting',
      weight: leagueLines(data).pitchersBatting.PA,
      line: leagueLines(data).pitchersBatting,
    },
  ];
  const pitcherTiers = thirds(
    pitchers,
    (p) => -ops(p.opponents!),
    (p) => p.BFP,
    (p) => p.opponents!,
    'pitchers',
  );
  const reach = chartReach(hitters.filter((b) => b.line.PA >= REGULAR_PA).map((b) => b.line));
  let states: StateMix = [{ state: canonicalState(0), weight: 1 }];
  let vectors = new SwingVectors(tables, states);
  let batters = batterTiers.map((tier) => ({
    ...tier,
    ...fitBatter(vectors, [], tier.line, 0, 'naive'),
  }));
  let charts: (Tier & { outChart: OutChart })[] = [];
  const solve = (rounds: number) => {
    for (let round = 0; round < rounds; round++) {
      const batterMix: BatterMix = batters;
      const outCharts = fitLeagueCharts(vectors, batterMix, pitcherTiers, reach, ABSORBING);
      charts = pitcherTiers.map((tier, i) => ({ ...tier, outChart: outCharts[i]! }));
      const pool = chartPool(charts);
      batters = batterTiers.map((tier) => ({
        ...tier,
        // A tier's card is checked by nobody: no season-fit test.
        ...fitBatter(vectors, pool, tier.line, 0, 'calibrated', {
          required: tier === batterTiers.at(-1) ? [] : ABSORBING,
          consistency: null,
        }),
      }));
    }
  };
  solve(2);
  const matchups = batters.flatMap((b) =>
    charts.map((p) => ({
      weight: b.weight * p.weight,
      matchup: matchupOf(
        pbcMatchup(
          b,
          { outChart: p.outChart, fatigue: 0, defense: { fielders: 0, catcher: 0 }, park: tables.neutralPark },
          tables,
        ),
      ),
    })),
  );
  states = stateShares(matchups).map((weight, i) => ({ state: canonicalState(i), weight }));
  vectors = new SwingVectors(tables, states);
  solve(1);
  return {
    name: `MLB ${data.season}`,
    states,
    pitchers: charts.map(({ name, weight, line, outChart }) => ({ name, weight, line, outChart })),
    batters: batters.map(({ name, weight, line, hits, variance, speed }) => ({
      name,
      weight,
      line,
      hits,
      variance,
      speed,
    })),
    vectors,
  };
}
