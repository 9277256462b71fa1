import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';
import type { BuildMode } from '../../../core/GameSystem.ts';
import { lineRates } from '../../../mlb/lines.ts';
import type { OutChart } from '../cards.ts';
import { HIT_TYPE_BASES, type HitRolls, type HitType } from '../vocabulary.ts';
import { addScaled, vectorRates, VECTOR, VECTOR_WIDTH } from './rateVector.ts';
import { SKILLS, type SwingVectors } from './swingVectors.ts';

/** A batter's card lines as the builder chooses them. */
export interface BatterFit {
  hits: HitRolls;
  variance: number;
  speed: number;
  /** The card's exact rates against the league pitchers (none before there are any). */
  rates?: ReturnType<typeof vectorRates>;
}

/** League pitchers with their shares of batters faced. */
export type PitcherMix = readonly { weight: number; outChart: OutChart }[];

/** Hit types a total may fix with `=`: the builder prints extra-base hits only. */
const FIXABLE: readonly HitType[] = ['2B', '3B', 'HR'];
/** Per step of Speed away from his running rating: small, so Speed moves only where the rates care. */
const SPEED_PRIOR = 2e-5;

const totalsOf = (mask: number): number[] => {
  const totals: number[] = [];
  for (let t = 2; t <= 12; t++) if (mask & (1 << (t - 2))) totals.push(t);
  return totals;
};
const waysOf = (mask: number) => totalsOf(mask).reduce((sum, t) => sum + TWO_D6_WAYS[t]!, 0);

/**
 * Weight of the extra-base hits' shares (per plate appearance) beside AVG, OBP and SLG: the rates decide, and the
 * shares keep a slugger's slugging in home runs rather than in triples fixed by `=`.
 */
const KIND_WEIGHT = 0.5;

/** What a fit aims at: the line's rates and its shares of doubles, triples and home runs. */
type Target = { AVG: number; OBP: number; SLG: number; D2: number; D3: number; HR: number };
const targetOf = (line: SeasonLine): Target => ({
  ...lineRates(line),
  D2: line['2B'] / line.PA,
  D3: line['3B'] / line.PA,
  HR: line.HR / line.PA,
});

/** The squared error of a vector against the target (no allocation: it runs millions of times). */
function error(v: Float64Array, target: Target): number {
  const avg = v[VECTOR.H]! / v[VECTOR.AB]! - target.AVG;
  const obp = v[VECTOR.ON]! / v[VECTOR.OBP_DEN]! - target.OBP;
  const slg = v[VECTOR.TB]! / v[VECTOR.AB]! - target.SLG;
  const pa = v[VECTOR.PA]!;
  const d2 = v[VECTOR.DOUBLES]! / pa - target.D2;
  const d3 = v[VECTOR.TRIPLES]! / pa - target.D3;
  const hr = v[VECTOR.HOME_RUNS]! / pa - target.HR;
  return avg * avg + obp * obp + slg * slg + KIND_WEIGHT * (d2 * d2 + d3 * d3 + hr * hr);
}

/** The vector of a card against the pitcher mix. */
export function batterVector(
  vectors: SwingVectors,
  pitchers: PitcherMix,
  hits: HitRolls,
  variance: number,
  speed: number,
): Float64Array {
  const total = pitchers.reduce((sum, p) => sum + p.weight, 0);
  const v = new Float64Array(VECTOR_WIDTH);
  for (let t = 2; t <= 12; t++) {
    const w = TWO_D6_WAYS[t]! / 36;
    if (hits.totals.includes(t)) {
      const fixed = hits.fixed[t];
      addScaled(v, fixed ? vectors.hit(fixed, speed) : vectors.rolledHit(variance, speed), w);
    } else {
      for (const p of pitchers) addScaled(v, vectors.cell(p.outChart[t]!, speed), (w * p.weight) / total);
    }
  }
  return v;
}

/**
 * The naive card (the printed Avg read as the hit chance, as the text's example prints it): the fewest hit totals
 * whose chance is nearest the player's batting average, Variance whose hit chart gives his extra bases per hit
 * nearest, and his running Speed.
 */
function naiveBatter(vectors: SwingVectors, line: SeasonLine): { hits: HitRolls; variance: number } {
  const avg = lineRates(line).AVG || 0;
  let best = 1;
  for (let mask = 1; mask < 1 << 11; mask++) {
    const gap = Math.abs(waysOf(mask) / 36 - avg) - Math.abs(waysOf(best) / 36 - avg);
    if (gap < -1e-12 || (Math.abs(gap) <= 1e-12 && totalsOf(mask).length < totalsOf(best).length)) best = mask;
  }
  const hits = line.H || 1;
  const extra = (line['2B'] + 2 * line['3B'] + 3 * line.HR) / hits;
  const extraOf = (variance: number) => {
    let sum = 0;
    for (const [type, share] of vectors.shares(variance)) sum += share * (HIT_TYPE_BASES[type] - 1);
    return sum;
  };
  const variance = SKILLS.reduce((a, b) => (Math.abs(extraOf(b) - extra) < Math.abs(extraOf(a) - extra) ? b : a));
  return { hits: { totals: totalsOf(best), fixed: {} }, variance };
}

/**
 * A batter's hit totals, Variance and Speed for his line. Naive: see naiveBatter. Calibrated: every set of hit totals
 * (with at most one fixed to an extra-base hit), Variance and Speed, against the league pitchers exactly (a card is
 * the sum of its totals' parts, so the 2,047 sets are summed rather than played), the one nearest his AVG, OBP and SLG
 * (Speed held near his running rating).
 */
export function fitBatter(
  vectors: SwingVectors,
  pitchers: PitcherMix,
  line: SeasonLine,
  runningSpeed: number,
  mode: BuildMode,
): BatterFit {
  const target = targetOf(line);
  if (mode === 'naive') {
    const { hits, variance } = naiveBatter(vectors, line);
    return {
      hits,
      variance,
      speed: runningSpeed,
      ...(pitchers.length > 0 && {
        rates: vectorRates(batterVector(vectors, pitchers, hits, variance, runningSpeed)),
      }),
    };
  }
  const total = pitchers.reduce((sum, p) => sum + p.weight, 0);
  let best = { score: Infinity, mask: 1, fixedAt: 0, fixed: '2B' as HitType, variance: 0, speed: runningSpeed };
  const v = new Float64Array(VECTOR_WIDTH);
  for (const speed of SKILLS) {
    // The chart part of every total, and of every set of totals (each set from the set without its lowest total).
    const chart = Array.from({ length: 13 }, (_, t) => {
      const c = new Float64Array(VECTOR_WIDTH);
      if (t >= 2)
        for (const p of pitchers)
          addScaled(c, vectors.cell(p.outChart[t]!, speed), ((TWO_D6_WAYS[t]! / 36) * p.weight) / total);
      return c;
    });
    const allChart = new Float64Array(VECTOR_WIDTH);
    for (let t = 2; t <= 12; t++) addScaled(allChart, chart[t]!, 1);
    const removed = new Array<Float64Array>(1 << 11);
    removed[0] = new Float64Array(VECTOR_WIDTH);
    for (let mask = 1; mask < 1 << 11; mask++) {
      const low = Math.clz32(1) - Math.clz32(mask & -mask);
      const r = new Float64Array(removed[mask & (mask - 1)]!);
      addScaled(r, chart[low + 2]!, 1);
      removed[mask] = r;
    }
    const prior = SPEED_PRIOR * (speed - runningSpeed) ** 2;
    for (const variance of SKILLS) {
      const rolled = vectors.rolledHit(variance, speed);
      for (let mask = 1; mask < 1 << 11; mask++) {
        const w = waysOf(mask) / 36;
        for (let i = 0; i < VECTOR_WIDTH; i++) v[i] = allChart[i]! - removed[mask]![i]! + rolled[i]! * w;
        const plain = error(v, target) + prior;
        if (plain < best.score) best = { score: plain, mask, fixedAt: 0, fixed: '2B', variance, speed };
        for (const t of totalsOf(mask)) {
          const tw = TWO_D6_WAYS[t]! / 36;
          for (const type of FIXABLE) {
            const hit = vectors.hit(type, speed);
            for (let i = 0; i < VECTOR_WIDTH; i++) v[i]! += (hit[i]! - rolled[i]!) * tw;
            const score = error(v, target) + prior;
            if (score < best.score) best = { score, mask, fixedAt: t, fixed: type, variance, speed };
            for (let i = 0; i < VECTOR_WIDTH; i++) v[i]! -= (hit[i]! - rolled[i]!) * tw;
          }
        }
      }
    }
  }
  const hits: HitRolls = {
    totals: totalsOf(best.mask),
    fixed: best.fixedAt ? { [best.fixedAt]: best.fixed } : {},
  };
  return {
    hits,
    variance: best.variance,
    speed: best.speed,
    rates: vectorRates(batterVector(vectors, pitchers, hits, best.variance, best.speed)),
  };
}
