import { RunRefused } from '../input/RunRefused.ts';
import { HIT_BASES, NOT_AT_BATS, OUTCOMES, type Outcome } from './outcomes.ts';
import type { Counter } from './Tally.ts';

/** Counts a rate reads: outcome counts plus tally counters. A season line is one, a tally is another. */
export type Counts = Partial<Record<Outcome | Counter, number>>;

/**
 * A rate as a ratio of weighted counts: numerator = sum of weight x count, denominator = sum of count over
 * the outcomes in `per` (or a counter). Weights of 0/1 make a proportion (an interval from the binomial);
 * other weights (total bases, wOBA) make a mean per trial (an interval from its variance).
 */
export interface RateDefinition {
  name: string;
  description: string;
  /** Weight of each outcome in the numerator. */
  weights: Partial<Record<Outcome, number>>;
  /** Outcomes whose plate appearances are the trials. */
  per: readonly Outcome[];
  /** A counter that is the denominator instead of outcome counts (GDP per opportunity). */
  perCounter?: Counter;
}

const HITS: Outcome[] = ['1B', '2B', '3B', 'HR'];
const ALL: readonly Outcome[] = OUTCOMES;
const AT_BATS: Outcome[] = OUTCOMES.filter((o) => !NOT_AT_BATS.has(o));
const ON_BASE_TRIALS: Outcome[] = [...AT_BATS, 'BB', 'IBB', 'HBP', 'SF'];
const ones = (outcomes: readonly Outcome[]): Partial<Record<Outcome, number>> =>
  Object.fromEntries(outcomes.map((o) => [o, 1]));

/** 2016 wOBA weights (FanGraphs "Guts!" constants for 2016), used for the wOBA rate. */
export const WOBA_2016 = { BB: 0.691, HBP: 0.721, '1B': 0.878, '2B': 1.242, '3B': 1.569, HR: 2.015 } as const;

/**
 * Every rate cardlab reports, defined once. AVG = H/AB; OBP = (H+BB+IBB+HBP)/(AB+BB+IBB+HBP+SF);
 * SLG = TB/AB; K%, BB% (IBB included, as in season lines), HR% per PA; BABIP = (H-HR)/(AB-SO-HR+SF).
 * OPS is OBP + SLG (see {@link rateValue}).
 */
export const RATES: readonly RateDefinition[] = [
  { name: 'AVG', description: 'hits per at-bat', weights: ones(HITS), per: AT_BATS },
  {
    name: 'OBP',
    description: 'times on base per PA (less SH and CI)',
    weights: ones([...HITS, 'BB', 'IBB', 'HBP']),
    per: ON_BASE_TRIALS,
  },
  {
    name: 'SLG',
    description: 'total bases per at-bat',
    weights: Object.fromEntries(HITS.map((h) => [h, HIT_BASES[h]])),
    per: AT_BATS,
  },
  { name: 'K%', description: 'strikeouts per PA', weights: ones(['SO']), per: ALL },
  { name: 'BB%', description: 'walks (with intentional) per PA', weights: ones(['BB', 'IBB']), per: ALL },
  { name: 'HR%', description: 'home runs per PA', weights: ones(['HR']), per: ALL },
  { name: 'HBP%', description: 'hit by pitch per PA', weights: ones(['HBP']), per: ALL },
  { name: '1B%', description: 'singles per PA', weights: ones(['1B']), per: ALL },
  { name: '2B%', description: 'doubles per PA', weights: ones(['2B']), per: ALL },
  { name: '3B%', description: 'triples per PA', weights: ones(['3B']), per: ALL },
  {
    name: 'BABIP',
    description: 'hits on balls in play',
    weights: ones(['1B', '2B', '3B']),
    per: [...AT_BATS.filter((o) => o !== 'SO' && o !== 'HR'), 'SF'],
  },
  {
    name: 'wOBA',
    description: 'weighted on-base average (2016 weights)',
    weights: { ...WOBA_2016 },
    per: ['BB', 'HBP', 'SF', ...AT_BATS],
  },
  {
    name: 'GDP/opp',
    description: 'double plays grounded into per chance (runner on 1st, < 2 outs)',
    weights: ones(['GDP']),
    per: [],
    perCounter: 'gdpOpportunities',
  },
];

/** The rate named `name`. */
export function rateDefinition(name: string): RateDefinition {
  const definition = RATES.find((rate) => rate.name === name);
  if (!definition) throw new RunRefused(`unknown rate '${name}' (known: ${RATES.map((r) => r.name).join(', ')}, OPS)`);
  return definition;
}

/** The moments of a rate over its trials: n trials, sum of weights, sum of squared weights. */
export interface RateMoments {
  trials: number;
  sum: number;
  sumOfSquares: number;
}

/**
 * Numerator and denominator of a rate from counts.
 * @example rateMoments(rateDefinition('AVG'), { '1B': 20, GO: 80 }) // => { trials: 100, sum: 20, sumOfSquares: 20 }
 */
export function rateMoments(definition: RateDefinition, counts: Counts): RateMoments {
  let sum = 0;
  let sumOfSquares = 0;
  for (const [outcome, weight] of Object.entries(definition.weights) as [Outcome, number][]) {
    const n = counts[outcome] ?? 0;
    sum += weight * n;
    sumOfSquares += weight * weight * n;
  }
  const trials = definition.perCounter
    ? (counts[definition.perCounter] ?? 0)
    : definition.per.reduce((total, outcome) => total + (counts[outcome] ?? 0), 0);
  return { trials, sum, sumOfSquares };
}

/**
 * The value of a rate (NaN when it has no trials). OPS is OBP + SLG.
 * @example rateValue('AVG', { '1B': 25, SO: 75 }) // => 0.25
 */
export function rateValue(name: string, counts: Counts): number {
  if (name === 'OPS') return rateValue('OBP', counts) + rateValue('SLG', counts);
  const { trials, sum } = rateMoments(rateDefinition(name), counts);
  return trials > 0 ? sum / trials : Number.NaN;
}

/** The rates `check` prints, in order. */
export const CHECK_RATES = [
  'AVG',
  'OBP',
  'SLG',
  'OPS',
  'K%',
  'BB%',
  'HR%',
  '1B%',
  '2B%',
  '3B%',
  'HBP%',
  'BABIP',
  'wOBA',
] as const;
