import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';
import type { OutChart } from '../cards.ts';
import type { HitRolls } from '../vocabulary.ts';
import { batterCardKey, type ChartPool } from './fitBatter.ts';
import type { BatterMix } from './fitChart.ts';
import { addScaled, SLOT, VECTOR_WIDTH } from './rateVector.ts';
import { CELLS, cellIndex, type SwingVectors } from './swingVectors.ts';

/**
 * How much a miss of each result counts when stand-ins are matched to the cards they stand for (squared, per plate
 * appearance): the results the fit rates read fully (hits by their bases, walks, hit batsmen, strikeouts, and sacrifice
 * flies, which OBP counts), the kinds of other outs hardly.
 */
const RESULT_WEIGHTS: Readonly<Partial<Record<keyof typeof SLOT, number>>> = {
  '1B': 4,
  '2B': 9,
  '3B': 16,
  HR: 25,
  BB: 4,
  IBB: 4,
  HBP: 4,
  SO: 4,
  SF: 1,
};
const OUT_WEIGHT = 0.01;
const SCALE = Float64Array.from({ length: VECTOR_WIDTH }, (_, i) => {
  const entry = Object.entries(SLOT).find(([, slot]) => slot === i);
  return Math.sqrt((entry && RESULT_WEIGHTS[entry[0] as keyof typeof SLOT]) ?? OUT_WEIGHT);
});
/** A vector as stand-ins are matched on it: each result scaled by the root of its weight. */
const featureOf = (v: Float64Array): Float64Array => Float64Array.from(v, (x, i) => x * SCALE[i]!);

/** Sweeps of the alternating search at most (each lowers the miss; it settles in a few dozen). */
const SWEEPS = 200;

function squared(v: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  return sum;
}

/**
 * Moves share between the stand-ins, a pair at a time, to lower the squared miss of their mix: `parts[m]` is stand-in
 * m's feature vector (all its dimensions), `target` the mix to match. Shares stay at 0 or more, and their sum stays.
 */
function balance(shares: Float64Array, parts: readonly Float64Array[], target: Float64Array): void {
  const miss = new Float64Array(target.length);
  const recompute = () => {
    miss.fill(0);
    parts.forEach((p, m) => {
      for (let i = 0; i < miss.length; i++) miss[i]! += shares[m]! * p[i]!;
    });
    for (let i = 0; i < miss.length; i++) miss[i]! -= target[i]!;
  };
  recompute();
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    let moved = 0;
    for (let a = 0; a < parts.length; a++)
      for (let b = a + 1; b < parts.length; b++) {
        // Share d moved from a to b changes the miss by d * (parts[b] - parts[a]).
        let dot = 0;
        let norm = 0;
        for (let i = 0; i < miss.length; i++) {
          const d = parts[b]![i]! - parts[a]![i]!;
          dot += miss[i]! * d;
          norm += d * d;
        }
        if (norm <= 0) continue;
        const d = Math.max(-shares[b]!, Math.min(shares[a]!, -dot / norm));
        if (Math.abs(d) < 1e-12) continue;
        shares[a]! -= d;
        shares[b]! += d;
        for (let i = 0; i < miss.length; i++) miss[i]! += d * (parts[b]![i]! - parts[a]![i]!);
        moved += Math.abs(d);
      }
    if (moved < 1e-10) break;
  }
}

/** Ratios of one stand-in chart's share to the next's tried (pitcherStandIns); the one that matches best is kept. */
const SHARE_RATIOS = [1, 1.25, 1.5, 1.75, 2];

/**
 * A few Out Charts, with shares, that play for a batter as the league's pitching does (a chart pool). A batter reads
 * one total a plate appearance, so charts play as the pool does for every batter when each total's mix of cells matches
 * the pool's; the pool's own charts, or their cells laid side by side by share, number a hundred or more. With shares
 * fixed, each total is its own problem: the cells (any the builder prints) whose mix of results, each chart's by its
 * share, is nearest the pool's (weighted as RESULT_WEIGHTS), changed a cell at a time (or two charts' at once) while
 * that brings the mix nearer. Shares in a geometric series let the small charts carry
 * the rare cells (a home run at 3): each ratio of SHARE_RATIOS is tried, from each chart taking the pool's cells at
 * the middle of its slice of the shares (each total's cells laid end to end), and the shares and the cells are
 * improved in turn (polishCharts). The charts are printed stingiest first.
 * @example pitcherStandIns(vectors, pool, 12).length // => 12
 */
export function pitcherStandIns(
  vectors: SwingVectors,
  pool: ChartPool,
  count: number,
): { share: number; outChart: OutChart }[] {
  const features = CELLS.map((cell) => featureOf(vectors.cell(cell, 0)));
  const chance = Array.from({ length: 11 }, (_, i) => TWO_D6_WAYS[i + 2]! / 36);
  const targets = chance.map((c, i) => {
    const f = new Float64Array(VECTOR_WIDTH);
    for (const { cell, share } of pool[i + 2] ?? []) addScaled(f, featureOf(vectors.cell(cell, 0)), share * c);
    return f;
  });
  const worth = CELLS.map((cell) => {
    const v = vectors.cell(cell, 0);
    return v[SLOT['1B']]! + 2 * v[SLOT['2B']]! + 3 * v[SLOT['3B']]! + 4 * v[SLOT.HR]! + v[SLOT.BB]! + v[SLOT.HBP]!;
  });
  // Each total's pool cells laid end to end, least for the batter first.
  const laid = chance.map((_, i) => {
    let end = 0;
    return (pool[i + 2] ?? [])
      .map((e) => ({ k: cellIndex(e.cell), share: e.share }))
      .filter((e) => e.k >= 0)
      .sort((a, b) => worth[a.k]! - worth[b.k]! || a.k - b.k)
      .map((e) => ({ k: e.k, end: (end += e.share) }));
  });
  let best: { miss: number; slices: { share: number; cells: number[] }[] } | undefined;
  for (const ratio of SHARE_RATIOS) {
    const raw = Array.from({ length: count }, (_, m) => ratio ** -m);
    const sum = raw.reduce((a, b) => a + b, 0);
    // Each chart takes, at each total, the pool's cell at the middle of its slice of the shares (a pool of one chart
    // is its own stand-ins).
    let from = 0;
    const slices = raw.map((x) => {
      const share = x / sum;
      const mid = from + share / 2;
      from += share;
      return { share, cells: laid.map((list) => (list.find((e) => e.end >= mid) ?? list.at(-1))?.k ?? 0) };
    });
    const miss = polishCharts(slices, features, targets, chance);
    if (!best || miss < best.miss - 1e-18) best = { miss, slices };
  }
  const value = (cells: readonly number[]) => cells.reduce((sum, k, i) => sum + chance[i]! * worth[k]!, 0);
  // Charts with a share, identical charts merged, stingiest first.
  const charts = new Map<string, { share: number; cells: number[] }>();
  for (const slice of best!.slices) {
    if (slice.share <= 1e-9) continue;
    const key = slice.cells.join(',');
    const known = charts.get(key);
    if (known) known.share += slice.share;
    else charts.set(key, { share: slice.share, cells: slice.cells });
  }
  return [...charts.values()]
    .sort((a, b) => value(a.cells) - value(b.cells) || b.share - a.share)
    .map(({ share, cells }) => ({
      share,
      outChart: Array.from({ length: 13 }, (_, t) => (t < 2 ? undefined : CELLS[cells[t - 2]!]!)) as never,
    }));
}

/**
 * Improves stand-in charts in place, in turn while that lowers the miss: each total's cell of each chart (the others
 * held), else the best change of two charts' cells at that total at once, then the shares (balance). Returns the miss.
 */
function polishCharts(
  slices: { share: number; cells: number[] }[],
  features: readonly Float64Array[],
  target: readonly Float64Array[],
  chance: readonly number[],
): number {
  const D = VECTOR_WIDTH;
  const missAt = (i: number) => {
    const e = Float64Array.from(target[i]!, (x) => -x);
    for (const s of slices) addScaled(e, features[s.cells[i]!]!, s.share * chance[i]!);
    return e;
  };
  const total = () => target.reduce((sum, _, i) => sum + squared(missAt(i)), 0);
  let last = total();
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    target.forEach((_, i) => {
      for (let changed = true; changed;) {
        changed = false;
        for (const s of slices) {
          const rest = missAt(i);
          addScaled(rest, features[s.cells[i]!]!, -s.share * chance[i]!);
          let best = s.cells[i]!;
          let bestMiss = Infinity;
          features.forEach((f, k) => {
            let m = 0;
            for (let d = 0; d < D; d++) m += (rest[d]! + s.share * chance[i]! * f[d]!) ** 2;
            if (m < bestMiss - 1e-18 || (Math.abs(m - bestMiss) <= 1e-18 && k === s.cells[i])) {
              bestMiss = m;
              best = k;
            }
          });
          if (best !== s.cells[i]) {
            s.cells[i] = best;
            changed = true;
          }
        }
        if (changed) continue;
        // No single cell helps: the best change of two charts' cells at once, if it helps.
        const now = squared(missAt(i));
        let pair: { a: number; b: number; ka: number; kb: number; miss: number } | undefined;
        for (let a = 0; a < slices.length; a++)
          for (let b = a + 1; b < slices.length; b++) {
            const rest = missAt(i);
            const wa = slices[a]!.share * chance[i]!;
            const wb = slices[b]!.share * chance[i]!;
            addScaled(rest, features[slices[a]!.cells[i]!]!, -wa);
            addScaled(rest, features[slices[b]!.cells[i]!]!, -wb);
            for (let ka = 0; ka < features.length; ka++) {
              const fa = features[ka]!;
              for (let kb = 0; kb < features.length; kb++) {
                const fb = features[kb]!;
                let m = 0;
                for (let d = 0; d < D; d++) m += (rest[d]! + wa * fa[d]! + wb * fb[d]!) ** 2;
                if (m < (pair?.miss ?? now) - 1e-18) pair = { a, b, ka, kb, miss: m };
              }
            }
          }
        if (pair) {
          slices[pair.a]!.cells[i] = pair.ka;
          slices[pair.b]!.cells[i] = pair.kb;
          changed = true;
        }
      }
    });
    const shares = Float64Array.from(slices, (s) => s.share);
    const parts = slices.map((s) => {
      const p = new Float64Array(target.length * D);
      target.forEach((_, i) =>
        p.set(
          features[s.cells[i]!]!.map((x) => x * chance[i]!),
          i * D,
        ),
      );
      return p;
    });
    const flat = new Float64Array(target.length * D);
    target.forEach((t, i) => flat.set(t, i * D));
    balance(shares, parts, flat);
    slices.forEach((s, m) => (s.share = shares[m]!));
    const now = total();
    if (now >= last - 1e-18) break;
    last = now;
  }
  return total();
}

/** A batter card as a stand-in prints it. */
export interface BatterStandIn {
  share: number;
  hits: HitRolls;
  variance: number;
  speed: number;
}

/**
 * A few batter cards, with shares, that play for a pitcher as the league's batters do (a batter mix): chosen among the
 * batters' own cards to match the chance each total reads the chart (the plate appearances the chart decides, total by
 * total) and the results of the hit rolls (weighted as RESULT_WEIGHTS). A pitcher's plate appearance is those hits
 * plus his chart's cells at the totals read. From two starts (the most played card of each of `count` slices of the
 * cards by how often they read the chart; the cards taken one at a time, each nearest with those before), each
 * stand-in in turn becomes the card that brings the mix nearest and then the shares are balanced, while that lowers
 * the miss; the nearer of the two is kept.
 * @example batterStandIns(vectors, batters, 12).length // => 12
 */
export function batterStandIns(vectors: SwingVectors, batters: BatterMix, count: number): BatterStandIn[] {
  const total = batters.reduce((sum, b) => sum + b.weight, 0);
  const width = 11 + VECTOR_WIDTH;
  // A card's features: the chance each total reads the chart (doubled: a plate appearance moved between the chart and
  // the hit rolls changes every rate), then its hit rolls' results.
  const featuresOf = (b: BatterMix[number]) => {
    const f = new Float64Array(width);
    const hits = new Float64Array(VECTOR_WIDTH);
    for (let t = 2; t <= 12; t++) {
      const w = TWO_D6_WAYS[t]! / 36;
      if (b.hits.totals.includes(t)) {
        const fixed = b.hits.fixed[t];
        addScaled(hits, fixed ? vectors.hit(fixed, b.speed) : vectors.rolledHit(b.variance, b.speed), w);
      } else f[t - 2] = 2 * w;
    }
    f.set(featureOf(hits), 11);
    return f;
  };
  // Candidates: each distinct card once, with its share of plate appearances.
  const distinct = new Map<string, { card: BatterMix[number]; share: number; f: Float64Array }>();
  for (const b of batters) {
    const key = batterCardKey(b);
    const known = distinct.get(key);
    if (known) known.share += b.weight / total;
    else distinct.set(key, { card: b, share: b.weight / total, f: featuresOf(b) });
  }
  const candidates = [...distinct.values()];
  const target = new Float64Array(width);
  for (const c of candidates) for (let i = 0; i < width; i++) target[i]! += c.share * c.f[i]!;
  const missOf = (chosen: readonly number[], shares: Float64Array) => {
    const e = Float64Array.from(target, (x) => -x);
    chosen.forEach((c, m) => addScaled(e, candidates[c]!.f, shares[m]!));
    return squared(e);
  };
  // Each stand-in in turn the candidate that brings the mix nearest, the others held, then the shares (balance), while
  // that lowers the miss.
  const improve = (chosen: number[]) => {
    const shares = new Float64Array(count).fill(1 / count);
    let last = missOf(chosen, shares);
    for (let sweep = 0; sweep < SWEEPS; sweep++) {
      for (let m = 0; m < count; m++) {
        const rest = Float64Array.from(target, (x) => -x);
        chosen.forEach((c, n) => {
          if (n !== m) addScaled(rest, candidates[c]!.f, shares[n]!);
        });
        let best = chosen[m]!;
        let bestMiss = Infinity;
        candidates.forEach((c, k) => {
          let s = 0;
          for (let i = 0; i < width; i++) s += (rest[i]! + shares[m]! * c.f[i]!) ** 2;
          if (s < bestMiss - 1e-18 || (Math.abs(s - bestMiss) <= 1e-18 && k === chosen[m])) {
            bestMiss = s;
            best = k;
          }
        });
        chosen[m] = best;
      }
      balance(
        shares,
        chosen.map((c) => candidates[c]!.f),
        target,
      );
      const now = missOf(chosen, shares);
      if (now >= last - 1e-18) break;
      last = now;
    }
    return { chosen, shares, miss: missOf(chosen, shares) };
  };
  // Two starts. The most played card of each of `count` slices of the cards by how often they read the chart:
  const read = (c: (typeof candidates)[number]) => c.f.subarray(0, 11).reduce((a, b) => a + b, 0);
  const sorted = [...candidates].sort((a, b) => read(a) - read(b));
  const sliced = Array.from({ length: count }, (_, m) => {
    let seen = 0;
    const slice = sorted.filter((c) => {
      const mid = seen + c.share / 2;
      seen += c.share;
      return mid >= m / count && mid < (m + 1) / count;
    });
    return candidates.indexOf(slice.reduce((a, b) => (b.share > a.share ? b : a), slice[0] ?? sorted[0]!));
  });
  // and the cards taken one at a time, each the one whose mix with those before is nearest the batters'.
  const greedy: number[] = [];
  for (let m = 0; m < count; m++) {
    const sum = new Float64Array(width);
    for (const c of greedy) addScaled(sum, candidates[c]!.f, 1);
    let best = 0;
    let bestMiss = Infinity;
    candidates.forEach((c, k) => {
      let s = 0;
      for (let i = 0; i < width; i++) s += ((sum[i]! + c.f[i]!) / (m + 1) - target[i]!) ** 2;
      if (s < bestMiss - 1e-18) {
        bestMiss = s;
        best = k;
      }
    });
    greedy.push(best);
  }
  const found = [improve(sliced), improve(greedy)].reduce((a, b) => (b.miss < a.miss - 1e-18 ? b : a));
  const { chosen, shares } = found;
  const cards = new Map<number, BatterStandIn>();
  chosen.forEach((c, m) => {
    if (shares[m]! <= 1e-9) return;
    const known = cards.get(c);
    const { hits, variance, speed } = candidates[c]!.card;
    if (known) known.share += shares[m]!;
    else cards.set(c, { share: shares[m]!, hits, variance, speed });
  });
  return [...cards.values()];
}
