import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';
import type { BuildMode } from '../../../core/GameSystem.ts';
import { categoryShares, lineRates } from '../../../mlb/lines.ts';
import type { OutChart } from '../cards.ts';
import { type ChartCell, type HitRolls } from '../vocabulary.ts';
import { addScaled, vectorRates, VECTOR, VECTOR_WIDTH } from './rateVector.ts';
import { CELLS, type SwingVectors } from './swingVectors.ts';

/** League batters with their shares of plate appearances. */
export type BatterMix = readonly { weight: number; hits: HitRolls; variance: number; speed: number }[];

/** Weight of K% and BB% beside AVG, OBP and SLG: an Out Chart prints them directly, so it should carry them. */
const COUNT_WEIGHT = 0.5;
/**
 * The outs in play a chart should make, by kind (cardlab's round figures for MLB batted-ball outs: about half on the
 * ground, three tenths fly balls, a tenth each lines and pop-ups), and their weight: without it the cleanest out (a
 * pop-up moves no runner) would fill every chart.
 */
const OUT_MIX = { GROUND: 0.5, FLY: 0.3, LINE: 0.08, POP: 0.12 } as const;
const MIX_WEIGHT = 0.02;
/** Double plays grounded into per plate appearance: 2016 MLB's (3,719 in 184,580), weighed like K% and BB%. */
const GDP_RATE = 0.0201;

/** The parts of a pitcher's plate appearances against the batter mix: the hits (fixed) and each total's cells. */
interface ChartParts {
  hits: Float64Array;
  /** Per total 2-12, per cell of CELLS: its vector, scaled by the chance the mix reads the chart there. */
  cells: Float64Array[][];
}

function partsOf(vectors: SwingVectors, batters: BatterMix): ChartParts {
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

function score(v: Float64Array, target: ReturnType<typeof targetOf>): number {
  const avg = v[VECTOR.H]! / v[VECTOR.AB]! - target.AVG;
  const obp = v[VECTOR.ON]! / v[VECTOR.OBP_DEN]! - target.OBP;
  const slg = v[VECTOR.TB]! / v[VECTOR.AB]! - target.SLG;
  const k = v[VECTOR.SO]! / v[VECTOR.PA]! - target.K;
  const bb = v[VECTOR.BB]! / v[VECTOR.PA]! - target.BB;
  const inPlay = v[VECTOR.GROUND]! + v[VECTOR.FLY]! + v[VECTOR.LINE]! + v[VECTOR.POP]! || 1;
  let mix = 0;
  for (const kind of ['GROUND', 'FLY', 'LINE', 'POP'] as const) mix += (v[VECTOR[kind]]! / inPlay - OUT_MIX[kind]) ** 2;
  const gdp = v[VECTOR.GDP]! / v[VECTOR.PA]! - GDP_RATE;
  return avg * avg + obp * obp + slg * slg + COUNT_WEIGHT * (k * k + bb * bb + gdp * gdp) + MIX_WEIGHT * mix;
}

const targetOf = (line: SeasonLine) => {
  const rates = lineRates(line);
  return { ...rates, K: line.SO / line.PA, BB: line.BB / line.PA };
};

/** The plain cell of each key. */
const plain = (key: ChartCell['key']): number => CELLS.findIndex((c) => c.key === key && !c.rollOff);

/**
 * The naive chart: the totals the batters leave to the chart, most read first, each to the category the opponents'
 * line still needs most (walks, strikeouts, each hit, and outs in the league's mix of ground, fly and pop outs).
 */
function naiveChart(parts: ChartParts, line: SeasonLine): number[] {
  const shares = categoryShares(line);
  const reads = Array.from({ length: 13 }, (_, t) => (t < 2 ? 0 : parts.cells[t]![plain('K')]![VECTOR.PA]!));
  const chartMass = reads.reduce((a, b) => a + b, 0);
  // What the chart must supply: the line's share of each category, less what the batters' hit rolls give (the hit
  // chart's mix: two thirds singles, two ninths doubles, 3% triples, about 7% home runs).
  const hitPA = parts.hits[VECTOR.PA]!;
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
 * A pitcher's Out Chart for his opponents' line, against the league batters. Naive: see naiveChart. Calibrated: from
 * the naive chart, each total's cell in turn is set to the cell (of every key, plain or starred) that brings the
 * exact AVG, OBP, SLG, K% and BB% nearest the line, until no change helps.
 */
export function fitChart(
  vectors: SwingVectors,
  batters: BatterMix,
  line: SeasonLine,
  mode: BuildMode,
): { outChart: OutChart; rates: ReturnType<typeof vectorRates> } {
  const parts = partsOf(vectors, batters);
  const chart = naiveChart(parts, line);
  const sum = () => {
    const v = new Float64Array(parts.hits);
    for (let t = 2; t <= 12; t++) addScaled(v, parts.cells[t]![chart[t]!]!, 1);
    return v;
  };
  if (mode === 'calibrated') {
    const target = targetOf(line);
    for (let pass = 0; pass < 20; pass++) {
      let changed = false;
      for (let t = 2; t <= 12; t++) {
        const base = sum();
        addScaled(base, parts.cells[t]![chart[t]!]!, -1);
        let best = chart[t]!;
        let bestScore = Infinity;
        CELLS.forEach((_, k) => {
          const v = new Float64Array(base);
          addScaled(v, parts.cells[t]![k]!, 1);
          const s = score(v, target);
          if (s < bestScore - 1e-15) {
            bestScore = s;
            best = k;
          }
        });
        if (best !== chart[t]) {
          chart[t] = best;
          changed = true;
        }
      }
      if (!changed) break;
    }
  }
  const outChart = chart.map((k, t) => (t < 2 ? undefined : CELLS[k]!)) as unknown as OutChart;
  return { outChart, rates: vectorRates(sum()) };
}
