import { lineCounts, type SeasonLine } from '../../../core/cards/cardLines.ts';
import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';
import type { BuildMode } from '../../../core/GameSystem.ts';
import { FIT_RATES, FitTarget, rateParts } from '../../../mlb/fitTarget.ts';
import { categoryShares } from '../../../mlb/lines.ts';
import type { OutChart } from '../cards.ts';
import { type ChartCell, type HitRolls } from '../vocabulary.ts';
import { beyondWeight, PBC_ROLLS, scoreBound, SeasonConsistency } from './fitScore.ts';
import { addScaled, paOf, SLOT, slotSum, VECTOR_WIDTH } from './rateVector.ts';
import { CELLS, cellIndex, type SwingVectors } from './swingVectors.ts';

/** League batters with their shares of plate appearances. */
export type BatterMix = readonly { weight: number; hits: HitRolls; variance: number; speed: number }[];

/**
 * The outs in play a chart should make, by kind (cardlab's round figures for MLB batted-ball outs: about half on the
 * ground, three tenths fly balls, a tenth each lines and pop-ups), and their weight: without it the cleanest out (a
 * pop-up moves no runner) would fill every chart. The six rates and the category shares leave the kind of an out free.
 */
const OUT_MIX = [
  { slots: [SLOT.GO, SLOT.GDP, SLOT.FC], share: 0.5 },
  { slots: [SLOT.FO, SLOT.SF], share: 0.3 },
  { slots: [SLOT.LO], share: 0.08 },
  { slots: [SLOT.PO], share: 0.12 },
] as const;
const MIX_WEIGHT = 0.02;
/** Double plays grounded into per plate appearance: 2016 MLB's (3,719 in 184,580), and the weight of its miss. */
const GDP_RATE = 0.0201;
const GDP_WEIGHT = 0.5;

/** What a chart's outs should look like beside its rates (the out mix and the GDP rate): lower is better. */
function realism(v: Float64Array): number {
  let inPlay = 0;
  for (const kind of OUT_MIX) inPlay += slotSum(v, kind.slots);
  let mix = 0;
  for (const kind of OUT_MIX) mix += (slotSum(v, kind.slots) / (inPlay || 1) - kind.share) ** 2;
  const gdp = v[SLOT.GDP]! / paOf(v) - GDP_RATE;
  return MIX_WEIGHT * mix + GDP_WEIGHT * gdp * gdp;
}

/**
 * The parts of a pitcher's plate appearances against a batter mix: the hits (fixed) and each total's cells. A chart's
 * plate appearance is their sum, so one mix's parts serve every chart fitted against it.
 */
export interface ChartParts {
  hits: Float64Array;
  /** Per total 2-12, per cell of CELLS: its vector, scaled by the chance the mix reads the chart there. */
  cells: Float64Array[][];
}

/** The parts of a chart's plate appearances against the batters (each by his share of plate appearances). */
export function chartParts(vectors: SwingVectors, batters: BatterMix): ChartParts {
  const total = batters.reduce((sum, b) => sum + b.weight, 0);
  const hits = new Float64Array(VECTOR_WIDTH);
  const cells = Array.from({ length: 13 }, () => CELLS.map(() => new Float64Array(VECTOR_WIDTH)));
  for (const b of batters) {
    const share = b.weight / total;
    for (let t = 2; t <= 12; t++) {
      const w = (TWO_D6_WAYS[t]! / 36) * share;
      if (b.hits.totals.includes(t)) {
        const fixed = b.hits.fixed[t];
        addScaled(hits, fixed ? vectors.hit(fixed, b.speed) : vectors.rolledHit(b.variance, b.speed), w);
      } else CELLS.forEach((cell, k) => addScaled(cells[t]![k]!, vectors.cell(cell, b.speed), w));
    }
  }
  return { hits, cells };
}

/** The plain cell of each key. */
const plain = (key: ChartCell['key']): number => CELLS.findIndex((c) => c.key === key && !c.rollOff);

/**
 * The naive chart: the totals the batters leave to the chart, most read first, each to the category the opponents'
 * line still needs most (walks, strikeouts, each hit, and outs in the league's mix of ground, fly and pop outs).
 */
function naiveChart(parts: ChartParts, line: SeasonLine): number[] {
  const shares = categoryShares(line);
  const reads = Array.from({ length: 13 }, (_, t) => (t < 2 ? 0 : paOf(parts.cells[t]![plain('K')]!)));
  const chartMass = reads.reduce((a, b) => a + b, 0);
  // What the chart must supply: the line's share of each category, less what the batters' hit rolls give (the hit
  // chart's mix: two thirds singles, two ninths doubles, 3% triples, about 7% home runs).
  const hitPA = paOf(parts.hits);
  const need = new Map<ChartCell['key'], number>([
    ['BB', shares.BB],
    ['HBP', shares.HBP],
    ['K', shares.SO],
    ['1B', Math.max(0, shares['1B'] - 0.67 * hitPA)],
    ['2B', Math.max(0, shares['2B'] - 0.22 * hitPA)],
    ['3B', Math.max(0, shares['3B'] - 0.03 * hitPA)],
    ['HR', Math.max(0, shares.HR - 0.07 * hitPA)],
  ]);
  const outs = Math.max(0, chartMass - [...need.values()].reduce((a, b) => a + b, 0));
  for (const [key, share] of [
    ['GO', 0.34],
    ['FO', 0.26],
    ['PO', 0.1],
    ['GIDP', 0.08],
    ['FR', 0.07],
    ['SAC', 0.05],
    ['FC', 0.05],
    ['LIDP', 0.05],
  ] as const)
    need.set(key, outs * share);
  const chart = new Array<number>(13).fill(plain('K'));
  const totals = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].sort((a, b) => reads[b]! - reads[a]! || a - b);
  for (const t of totals) {
    let pick: ChartCell['key'] = 'K';
    let most = -Infinity;
    for (const [key, left] of need)
      if (left > most) {
        most = left;
        pick = key;
      }
    chart[t] = plain(pick);
    need.set(pick, need.get(pick)! - reads[t]!);
  }
  return chart;
}

/**
 * What the league's charts must reach beside their tiers' lines: the least share of plate appearances their cells give
 * to some outcomes, read on every total and mixed by the tiers' shares (the batters' hit rolls aside). A batter's
 * strikeouts and walks come from the charts on the totals his hit rolls leave, so the charts must hold as many as the
 * most striking-out and most walking batters make; the league batters' hit rolls take the rest away from the average
 * batter.
 */
export type ChartReach = readonly { slots: readonly number[]; share: number }[];
/** Weight of a squared shortfall of a reach, beside FitTarget's score (whose misses beyond budget weigh 1e4). */
const REACH_WEIGHT = 1e3;

/** A reach and each cell's part of it at each total (per total 2-12, per cell of CELLS: its shares times ways/36). */
interface ReachParts {
  reach: ChartReach;
  cells: readonly (readonly Float64Array[])[];
}

function reachParts(vectors: SwingVectors, reach: ChartReach): ReachParts {
  const cells = Array.from({ length: 13 }, (_, t) =>
    CELLS.map((cell) => {
      const v = vectors.cell(cell, 0);
      return Float64Array.from(reach, (r) => (slotSum(v, r.slots) * (TWO_D6_WAYS[t] ?? 0)) / 36);
    }),
  );
  return { reach, cells };
}

/** What a reach's shortfall costs, from the charts' mixed parts of it. */
function shortfall(reach: ChartReach, mixed: ArrayLike<number>): number {
  let short = 0;
  for (let i = 0; i < reach.length; i++) short += Math.max(0, reach[i]!.share - mixed[i]!) ** 2;
  return REACH_WEIGHT * short;
}

const outChartOf = (chart: readonly number[]): OutChart =>
  chart.map((k, t) => (t < 2 ? undefined : CELLS[k]!)) as unknown as OutChart;

/** An Out Chart's cells as indices of CELLS (a cell the builder does not print, E, reads as a plain K). */
const cellsOf = (chart: OutChart): number[] =>
  Array.from({ length: 13 }, (_, t) => {
    const cell = t < 2 ? undefined : chart[t];
    const k = cell ? cellIndex(cell) : -1;
    return k >= 0 ? k : plain('K');
  });

/** One chart of a search: its cells (improved in place), the line it is held to, and its share of the reach. */
export interface SearchedChart {
  chart: number[];
  target: FitTarget;
  share: number;
  /** The season-fit test's penalty (none for a league tier's chart, which nobody checks). */
  consistency?: SeasonConsistency;
}

/** A chart's vector against the batter mix. */
function chartVector(parts: ChartParts, chart: readonly number[]): Float64Array {
  const v = new Float64Array(parts.hits);
  for (let t = 2; t <= 12; t++) addScaled(v, parts.cells[t]![chart[t]!]!, 1);
  return v;
}

/** A chart's own score: FitTarget's, realism's and the season-fit test's. */
const chartScore = (c: SearchedChart, v: Float64Array) =>
  c.target.score(v) + realism(v) + (c.consistency?.penalty(v) ?? 0);

/**
 * A pitcher's Out Chart for his opponents' line, against the league batters (their chartParts). Naive: see naiveChart.
 * Calibrated: from the naive chart (or `start`), searchCharts with FitTarget's score at PBC's 36 rolls (AVG, OBP, SLG,
 * K%, BB% and HR% within their budgets first, then nearest, then the category shares), the season-fit test's penalty,
 * MLB's GDP rate and the outs-in-play mix.
 */
export function fitChart(
  parts: ChartParts,
  line: SeasonLine,
  mode: BuildMode,
  /** The season-fit test the chart is held to: its printed season's (`line` may be padded). */
  consistency = new SeasonConsistency(lineCounts(line)),
  /** The chart to search from (the pass before's, seasonFit.ts), if not the naive chart: the search is local. */
  start?: OutChart,
): ChartFit {
  const chart = start && mode === 'calibrated' ? cellsOf(start) : naiveChart(parts, line);
  if (mode === 'calibrated')
    searchCharts(parts, [{ chart, target: new FitTarget(line, PBC_ROLLS), share: 1, consistency }]);
  return chartAgainst(parts, outChartOf(chart));
}

/** A chart as it plays against a batter mix (its chartParts), as it stands. */
export function chartAgainst(parts: ChartParts, outChart: OutChart): ChartFit {
  const vector = chartVector(parts, cellsOf(outChart));
  return { outChart, vector, rolledHits: slotSum(parts.hits, HIT_SLOTS) / paOf(vector) };
}

/** A pitcher's chart and what it plays against the league batters. */
export interface ChartFit {
  outChart: OutChart;
  /** The exact outcome vector of his plate appearances. */
  vector: Float64Array;
  /** Hits per plate appearance on the batters' own hit rolls: the least a chart can allow. */
  rolledHits: number;
}

const HIT_SLOTS = [SLOT['1B'], SLOT['2B'], SLOT['3B'], SLOT.HR];

/**
 * The league's pitchers' Out Charts, one per tier (its line and share of batters faced), against the league batters.
 * First each is fitted to its tier's line as fitChart fits a pitcher's (no season-fit test: nobody checks a tier).
 * Then the cells at the `absorbing` totals (every league batter but the pitchers hits on them, so that only the
 * pitchers batting read them), every key of each chart at once, for the charts' reach (mixed by share) beside the
 * tiers' scores. Last, searchCharts over every cell of every chart with the reach.
 */
export function fitLeagueCharts(
  vectors: SwingVectors,
  batters: BatterMix,
  tiers: readonly { line: SeasonLine; weight: number }[],
  reach: ChartReach,
  absorbing: readonly number[],
): OutChart[] {
  const parts = chartParts(vectors, batters);
  const reached = reachParts(vectors, reach);
  const total = tiers.reduce((sum, t) => sum + t.weight, 0);
  const charts = tiers.map((tier) => ({
    chart: naiveChart(parts, tier.line),
    target: new FitTarget(tier.line, PBC_ROLLS),
    share: tier.weight / total,
  }));
  for (const chart of charts) searchCharts(parts, [chart]);
  for (const t of absorbing) chooseAbsorbing(parts, reached, charts, t);
  searchCharts(parts, charts, reached);
  return charts.map((c) => outChartOf(c.chart));
}

/** Sets the charts' cells at total `t` to the keys (every key of each chart at once) that score best with the reach. */
function chooseAbsorbing(parts: ChartParts, reached: ReachParts, charts: readonly SearchedChart[], t: number): void {
  const { reach, cells } = reached;
  const options = charts.map((c) =>
    CELLS.map((_, k) => {
      const chart = [...c.chart];
      chart[t] = k;
      const mass = new Float64Array(reach.length);
      for (let u = 2; u <= 12; u++)
        for (let i = 0; i < reach.length; i++) mass[i]! += c.share * cells[u]![chart[u]!]![i]!;
      return { k, score: chartScore(c, chartVector(parts, chart)), mass };
    }),
  );
  let best = { score: Infinity, ks: charts.map((c) => c.chart[t]!) };
  // Depth first over the charts, cut where the charts' own scores alone cannot beat the best.
  const walk = (j: number, ks: number[], score: number, mass: Float64Array) => {
    if (score >= best.score) return;
    if (j === charts.length) {
      const s = score + shortfall(reach, mass);
      if (s < best.score) best = { score: s, ks: [...ks] };
      return;
    }
    for (const o of options[j]!)
      walk(
        j + 1,
        [...ks, o.k],
        score + o.score,
        mass.map((m, i) => m + o.mass[i]!),
      );
  };
  walk(0, [], 0, new Float64Array(reach.length));
  charts.forEach((c, j) => (c.chart[t] = best.ks[j]!));
}

/** Rounds of moves at most (each lowers the score; charts settle in a few dozen). */
const MAX_ROUNDS = 200;

/**
 * Improves charts in place: the best change of one cell (every key, plain or starred, at every total of every chart)
 * while one lowers the score, else the best change of two cells at once (of one chart, or at one total of two
 * charts), until neither does. The score is the charts' own (chartScore) plus the reach's shortfall, if any. A chart
 * is the sum of its cells' parts, so every change is scored exactly. The pairs are most of the work (a full scan is
 * about 20,000 of them a chart), so a pair's second slot is skipped whole when no cell there can beat the best
 * (pairCut): the same card, in less than half the time (2016 Cubs: 670 s to 305 s).
 */
function searchCharts(parts: ChartParts, charts: readonly SearchedChart[], reached?: ReachParts): void {
  const reach = reached?.reach ?? [];
  const R = reach.length;
  const vs = charts.map((c) => chartVector(parts, c.chart));
  const scores = charts.map((c, j) => chartScore(c, vs[j]!));
  const r = new Float64Array(R);
  if (reached)
    charts.forEach((c) => {
      for (let t = 2; t <= 12; t++) for (let i = 0; i < R; i++) r[i]! += c.share * reached.cells[t]![c.chart[t]!]![i]!;
    });
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  let score = sum(scores) + shortfall(reach, r);
  const slots = charts.flatMap((_, j) => Array.from({ length: 11 }, (_, i) => [j, i + 2] as const));
  const w = charts.map(() => new Float64Array(VECTOR_WIDTH));
  const x = charts.map(() => new Float64Array(VECTOR_WIDTH));
  const rw = new Float64Array(R);
  const rx = new Float64Array(R);
  const wPartsBuffer = new Float64Array(2 * FIT_RATES.length);
  const cut = pairCut(parts, charts);
  cut.moved(vs);
  /** `into` = `from` with cell k at total t of chart j (and the reach's parts, `ry` from `rfrom`). */
  const moved = (
    into: Float64Array,
    from: Float64Array,
    j: number,
    t: number,
    k: number,
    ry: Float64Array,
    rfrom: Float64Array,
  ) => {
    const cells = parts.cells[t]!;
    const was = charts[j]!.chart[t]!;
    for (let i = 0; i < VECTOR_WIDTH; i++) into[i] = from[i]! - cells[was]![i]! + cells[k]![i]!;
    if (reached) {
      const own = reached.cells[t]!;
      for (let i = 0; i < R; i++) ry[i] = rfrom[i]! + charts[j]!.share * (own[k]![i]! - own[was]![i]!);
    }
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let best: { score: number; moves: (readonly [number, number, number])[] } | undefined;
    // Pairs only once no single change helps: they cost a slot's cells times every other slot's.
    for (const pairs of [false, true]) {
      for (let a = 0; a < slots.length; a++) {
        const [ja, ta] = slots[a]!;
        for (let ka = 0; ka < CELLS.length; ka++) {
          if (ka === charts[ja]!.chart[ta]) continue;
          moved(w[ja]!, vs[ja]!, ja, ta, ka, rw, r);
          const sa = chartScore(charts[ja]!, w[ja]!);
          const one = score - scores[ja]! + sa - shortfall(reach, r) + shortfall(reach, rw);
          if (one < (best?.score ?? score)) best = { score: one, moves: [[ja, ta, ka]] };
          if (!pairs) continue;
          const wParts = rateParts(w[ja]!, wPartsBuffer);
          const shortNow = shortfall(reach, r);
          for (let b = a + 1; b < slots.length; b++) {
            const [jb, tb] = slots[b]!;
            if (jb !== ja && tb !== ta) continue;
            // Every change at slot b is scored at least this: skip them all when it cannot beat the best.
            const others = jb === ja ? score - scores[ja]! : score - scores[ja]! + sa - scores[jb]!;
            const least = others - shortNow + cut.bound(jb, tb, jb === ja ? wParts : cut.chartParts[jb]!);
            if (cannotBeat(least, best?.score ?? score)) continue;
            for (let kb = 0; kb < CELLS.length; kb++) {
              if (kb === charts[jb]!.chart[tb]) continue;
              let two: number;
              if (jb === ja) {
                moved(x[jb]!, w[ja]!, jb, tb, kb, rx, rw);
                two = score - scores[ja]! + chartScore(charts[ja]!, x[jb]!);
              } else {
                moved(x[jb]!, vs[jb]!, jb, tb, kb, rx, rw);
                two = score - scores[ja]! + sa - scores[jb]! + chartScore(charts[jb]!, x[jb]!);
              }
              two += shortfall(reach, rx) - shortfall(reach, r);
              if (two < (best?.score ?? score))
                best = {
                  score: two,
                  moves: [
                    [ja, ta, ka],
                    [jb, tb, kb],
                  ],
                };
            }
          }
        }
      }
      if (best) break;
    }
    if (!best) break;
    for (const [j, t, k] of best.moves) {
      moved(vs[j]!, vs[j]!, j, t, k, r, r);
      charts[j]!.chart[t] = k;
    }
    charts.forEach((c, j) => (scores[j] = chartScore(c, vs[j]!)));
    score = sum(scores) + shortfall(reach, r);
    cut.moved(vs);
  }
}

/**
 * What lets a pair search skip every change at a slot at once (a chart's cells at one total): each cell's parts of
 * the fit rates (rateParts) and, per total, their least and greatest over every cell, so that a chart with that total
 * free keeps each rate within an interval, which bounds FitTarget's score (scoreBound; the realism and the season-fit
 * penalty are never negative). The search visits the same candidates in the same order and keeps the same best: a
 * skipped change could not have beaten it.
 */
export function pairCut(parts: ChartParts, charts: readonly SearchedChart[]) {
  const cellParts = parts.cells.map((cells) => cells.map((v) => rateParts(v)));
  const range = (t: number, pick: (a: number, b: number) => number) =>
    cellParts[t]!.reduce((acc, p) => acc.map((x, i) => pick(x, p[i]!)), cellParts[t]![0]!);
  const low = cellParts.map((_, t) => range(t, Math.min));
  const high = cellParts.map((_, t) => range(t, Math.max));
  const weights = charts.map((c) => beyondWeight(c.target));
  const fixed = new Float64Array(2 * FIT_RATES.length);
  const cut = {
    /** Each chart's vector as rateParts, as it stands. */
    chartParts: [] as Float64Array[],
    moved: (vs: readonly Float64Array[]) => (cut.chartParts = vs.map((v) => rateParts(v))),
    /** The least score chart j can make with total t free, from `from` (its vector's rateParts, t as it stands). */
    bound: (j: number, t: number, from: Float64Array): number => {
      const was = cellParts[t]![charts[j]!.chart[t]!]!;
      for (let i = 0; i < fixed.length; i++) fixed[i] = from[i]! - was[i]!;
      return scoreBound(charts[j]!.target, weights[j]!, fixed, low[t]!, high[t]!, 1);
    },
  };
  return cut;
}

/** Whether a lower bound of a score rules it out against the best so far (strictly above it, past rounding). */
const cannotBeat = (least: number, best: number) => least > best + 1e-9 * (1 + Math.abs(best));
