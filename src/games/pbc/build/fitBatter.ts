import { lineCounts, type SeasonLine } from '../../../core/cards/cardLines.ts';
import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';
import type { BuildMode } from '../../../core/GameSystem.ts';
import { FitTarget, rateParts } from '../../../mlb/fitTarget.ts';
import { lineRates } from '../../../mlb/lines.ts';
import type { OutChart } from '../cards.ts';
import { HIT_TYPE_BASES, type ChartCell, type HitRolls, type HitType } from '../vocabulary.ts';
import { beyondWeight, PBC_ROLLS, scoreBound, SeasonConsistency } from './fitScore.ts';
import { addScaled, VECTOR_WIDTH } from './rateVector.ts';
import { SKILLS, type SwingVectors } from './swingVectors.ts';

/** A batter's card lines as the builder chooses them. */
export interface BatterFit {
  hits: HitRolls;
  variance: number;
  speed: number;
  /** The card's exact outcome vector against the league's pitching (calibrated cards). */
  vector?: Float64Array;
}

/** A batter card's identity: the same text for the same hit rolls, Variance and Speed. */
export const batterCardKey = (card: { hits: HitRolls; variance: number; speed: number }): string =>
  `${card.hits.totals.join()}|${JSON.stringify(card.hits.fixed)}|${card.variance}|${card.speed}`;

/** League pitchers with their shares of batters faced. */
export type PitcherMix = readonly { weight: number; outChart: OutChart }[];

/**
 * League pitching as a batter reads it: at each total 2-12, each Out Chart cell with its share of the batters faced
 * (index 0 and 1 empty). A batter reads one total a plate appearance, so pitchers pooled by batters faced play exactly
 * as their cells pooled total by total: a staff of hundreds is a dozen cells a total.
 */
export type ChartPool = readonly (readonly { cell: ChartCell; share: number }[])[];

/**
 * The chart pool of pitchers by their weights (chartPool): each total's cells merged by key and star, in the order the
 * pitchers list them first.
 * @example chartPool([{ weight: 3, outChart: a }, { weight: 1, outChart: b }])[7] // => [{ cell: K, share: 0.75 }, ...]
 */
export function chartPool(pitchers: PitcherMix): ChartPool {
  const total = pitchers.reduce((sum, p) => sum + p.weight, 0);
  return Array.from({ length: 13 }, (_, t) => {
    const cells = new Map<string, { cell: ChartCell; share: number }>();
    if (t >= 2)
      for (const p of pitchers) {
        if (p.weight <= 0) continue;
        const cell = p.outChart[t]!;
        const key = `${cell.key}${cell.rollOff ? '*' : ''}`;
        const known = cells.get(key);
        if (known) known.share += p.weight / total;
        else cells.set(key, { cell, share: p.weight / total });
      }
    return [...cells.values()];
  });
}

/** What a batter of `speed` reads on total `t` of the pool, per plate appearance (the total's ways of 36 included). */
function chartPart(vectors: SwingVectors, pool: ChartPool, t: number, speed: number): Float64Array {
  const c = new Float64Array(VECTOR_WIDTH);
  for (const { cell, share } of pool[t] ?? []) addScaled(c, vectors.cell(cell, speed), (TWO_D6_WAYS[t]! / 36) * share);
  return c;
}

/** Hit types a total may fix with `=`: the builder prints extra-base hits only. */
const FIXABLE: readonly HitType[] = ['2B', '3B', 'HR'];
/** Per step of Speed away from his running rating: small, so Speed moves only where the rates care. */
const SPEED_PRIOR = 2e-5;
/**
 * Steps of Speed a card may move from his running rating. Searched over all seven, no card of the 2016 league's 1,353
 * moved at all, and each Speed searched costs as much as the first.
 */
const SPEED_WINDOW = 1;

const MASKS = 1 << 11;
/** Each set of hit totals (a mask of 2-12) as its totals, and their ways of 36: read for every mask of every search. */
const TOTALS: readonly (readonly number[])[] = Array.from({ length: MASKS }, (_, mask) => {
  const totals: number[] = [];
  for (let t = 2; t <= 12; t++) if (mask & (1 << (t - 2))) totals.push(t);
  return totals;
});
const WAYS = Int32Array.from(TOTALS, (totals) => totals.reduce((sum, t) => sum + TWO_D6_WAYS[t]!, 0));
const totalsOf = (mask: number): number[] => [...TOTALS[mask]!];
const waysOf = (mask: number) => WAYS[mask]!;

/** The vector of a card against the league's pitching (a chart pool). */
export function batterVector(
  vectors: SwingVectors,
  pool: ChartPool,
  hits: HitRolls,
  variance: number,
  speed: number,
): Float64Array {
  const v = new Float64Array(VECTOR_WIDTH);
  for (let t = 2; t <= 12; t++) {
    const w = TWO_D6_WAYS[t]! / 36;
    if (hits.totals.includes(t)) {
      const fixed = hits.fixed[t];
      addScaled(v, fixed ? vectors.hit(fixed, speed) : vectors.rolledHit(variance, speed), w);
    } else addScaled(v, chartPart(vectors, pool, t, speed), 1);
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
  for (let mask = 1; mask < MASKS; mask++) {
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

/** The chart's part of every set of hit totals for a batter of one Speed (chartRests), and each one's rateParts. */
interface ChartRests {
  rests: Float64Array[];
  parts: Float64Array[];
}

/**
 * The chart's part of every set of hit totals for a batter of one Speed: `rests[mask]` is what the totals outside
 * `mask` read on the league's charts (each set from the set without its lowest total), `parts[mask]` its rateParts.
 */
function chartRests(vectors: SwingVectors, pool: ChartPool, speed: number): ChartRests {
  const chart = Array.from({ length: 13 }, (_, t) => chartPart(vectors, pool, t, speed));
  const rests = new Array<Float64Array>(MASKS);
  rests[0] = new Float64Array(VECTOR_WIDTH);
  for (let t = 2; t <= 12; t++) addScaled(rests[0], chart[t]!, 1);
  for (let mask = 1; mask < MASKS; mask++) {
    const low = Math.clz32(1) - Math.clz32(mask & -mask);
    const r = new Float64Array(rests[mask & (mask - 1)]!);
    addScaled(r, chart[low + 2]!, -1);
    rests[mask] = r;
  }
  return { rests, parts: rests.map((rest) => rateParts(rest)) };
}

/**
 * chartRests by league, pool and Speed: they are the same for every batter who reads the pool (a pass's, seasonFit.ts,
 * fits some 1,300 cards against one), so each is computed once, and let go with its pool.
 */
const restsCache = new WeakMap<SwingVectors, WeakMap<ChartPool, Map<number, ChartRests>>>();

function cachedRests(vectors: SwingVectors, pool: ChartPool, speed: number): ChartRests {
  let byPool = restsCache.get(vectors);
  if (!byPool) restsCache.set(vectors, (byPool = new WeakMap()));
  let bySpeed = byPool.get(pool);
  if (!bySpeed) byPool.set(pool, (bySpeed = new Map()));
  let rests = bySpeed.get(speed);
  if (!rests) bySpeed.set(speed, (rests = chartRests(vectors, pool, speed)));
  return rests;
}

/** Each slot's least and greatest over a list of rateParts. */
function partsRange(parts: readonly Float64Array[]): { low: Float64Array; high: Float64Array } {
  const low = parts[0]!.map((_, i) => Math.min(...parts.map((p) => p[i]!)));
  const high = parts[0]!.map((_, i) => Math.max(...parts.map((p) => p[i]!)));
  return { low, high };
}

/**
 * A batter's hit totals, Variance and Speed for his line. Naive: see naiveBatter. Calibrated: the card whose exact
 * outcome shares against the league pitchers score best against his line (FitTarget at PBC's 36 rolls: AVG, OBP, SLG,
 * K%, BB% and HR% within their budgets first, then nearest, then the category shares; plus the season-fit test's
 * penalty, SeasonConsistency), over every set of hit totals (with at most one fixed to an extra-base hit), Variance
 * and Speed (within SPEED_WINDOW of his running rating, held near it). A card is the sum of its totals' parts, so
 * cards are summed rather than played. The search is exhaustive but cut: a set of totals fixes the chart's part of the
 * card (his strikeouts and walks among it), and any hits on its totals (every Variance, every fixed type) leave each
 * rate within an interval, which bounds what the set can score (scoreBound); the sets are tried best bound first, until
 * the next cannot beat the best card found (within a set, each Speed likewise). The chart's parts are the same for
 * every batter who reads the pool (cachedRests).
 */
export function fitBatter(
  vectors: SwingVectors,
  pool: ChartPool,
  line: SeasonLine,
  runningSpeed: number,
  mode: BuildMode,
  options: {
    /** Totals every card searched hits on (the league's batters: see league.ts). */
    required?: readonly number[];
    /**
     * A card to beat (the card of the pass before, seasonFit.ts): the search starts from its score, so it cuts at once
     * the sets of totals that cannot beat it. The card found is the same, but for a tie with it.
     */
    start?: { hits: HitRolls; variance: number; speed: number };
    /**
     * The season-fit test the card is held to: its printed season's by default (`line` may be padded), none for a
     * line nobody checks (a pitcher's batting).
     */
    consistency?: SeasonConsistency | null;
  } = {},
): BatterFit {
  if (mode === 'naive' || pool.every((cells) => cells.length === 0)) {
    const { hits, variance } = naiveBatter(vectors, line);
    return { hits, variance, speed: runningSpeed };
  }
  const target = new FitTarget(line, PBC_ROLLS);
  const weight = beyondWeight(target);
  const consistency = options.consistency === undefined ? new SeasonConsistency(lineCounts(line)) : options.consistency;
  const scoreOf = (v: Float64Array) => target.score(v) + (consistency?.penalty(v) ?? 0);
  const speeds = SKILLS.filter((speed) => Math.abs(speed - runningSpeed) <= SPEED_WINDOW);
  const cached = speeds.map((speed) => cachedRests(vectors, pool, speed));
  const rests = cached.map((c) => c.rests);
  // Each set of totals' bound: the least over Speed of what its chart part and any mix of hits on its totals can score.
  const hitRanges = speeds.map((speed) =>
    partsRange([
      ...SKILLS.map((variance) => rateParts(vectors.rolledHit(variance, speed))),
      ...FIXABLE.map((type) => rateParts(vectors.hit(type, speed))),
    ]),
  );
  const bySpeed = speeds.map((speed, s) => {
    const { low, high } = hitRanges[s]!;
    const prior = SPEED_PRIOR * (speed - runningSpeed) ** 2;
    const b = new Float64Array(MASKS);
    for (let mask = 1; mask < MASKS; mask++)
      b[mask] = prior + scoreBound(target, weight, cached[s]!.parts[mask]!, low, high, waysOf(mask) / 36);
    return b;
  });
  const bound = new Float64Array(MASKS);
  for (let mask = 1; mask < MASKS; mask++) bound[mask] = Math.min(...bySpeed.map((b) => b[mask]!));
  const must = (options.required ?? []).reduce((m, t) => m | (1 << (t - 2)), 0);
  const order = Array.from({ length: MASKS - 1 }, (_, i) => i + 1)
    .filter((mask) => (mask & must) === must)
    .sort((a, b) => bound[a]! - bound[b]! || a - b);
  let best = { score: Infinity, mask: 1, fixedAt: 0, fixed: '2B' as HitType, variance: 0, speed: runningSpeed };
  const start = options.start;
  if (start && start.hits.totals.length > 0) {
    const mask = start.hits.totals.reduce((m, t) => m | (1 << (t - 2)), 0);
    const fixed = Object.entries(start.hits.fixed)[0];
    if ((mask & must) === must && (!fixed || FIXABLE.includes(fixed[1])) && speeds.includes(start.speed as never))
      best = {
        score:
          scoreOf(batterVector(vectors, pool, start.hits, start.variance, start.speed)) +
          SPEED_PRIOR * (start.speed - runningSpeed) ** 2,
        mask,
        fixedAt: fixed ? Number(fixed[0]) : 0,
        fixed: fixed?.[1] ?? '2B',
        variance: start.variance,
        speed: start.speed,
      };
  }
  const v = new Float64Array(VECTOR_WIDTH);
  for (const mask of order) {
    if (bound[mask]! >= best.score) break;
    const w = waysOf(mask) / 36;
    const totals = TOTALS[mask]!;
    speeds.forEach((speed, s) => {
      if (bySpeed[s]![mask]! >= best.score) return;
      const prior = SPEED_PRIOR * (speed - runningSpeed) ** 2;
      const rest = rests[s]![mask]!;
      for (const variance of SKILLS) {
        const rolled = vectors.rolledHit(variance, speed);
        for (let i = 0; i < VECTOR_WIDTH; i++) v[i] = rest[i]! + rolled[i]! * w;
        const plain = scoreOf(v) + prior;
        if (plain < best.score) best = { score: plain, mask, fixedAt: 0, fixed: '2B', variance, speed };
        for (const t of totals) {
          const tw = TWO_D6_WAYS[t]! / 36;
          for (const type of FIXABLE) {
            const hit = vectors.hit(type, speed);
            for (let i = 0; i < VECTOR_WIDTH; i++) v[i]! += (hit[i]! - rolled[i]!) * tw;
            const score = scoreOf(v) + prior;
            if (score < best.score) best = { score, mask, fixedAt: t, fixed: type, variance, speed };
            for (let i = 0; i < VECTOR_WIDTH; i++) v[i]! -= (hit[i]! - rolled[i]!) * tw;
          }
        }
      }
    });
  }
  const hits = { totals: totalsOf(best.mask), fixed: best.fixedAt ? { [best.fixedAt]: best.fixed } : {} };
  return {
    hits,
    variance: best.variance,
    speed: best.speed,
    vector: batterVector(vectors, pool, hits, best.variance, best.speed),
  };
}
