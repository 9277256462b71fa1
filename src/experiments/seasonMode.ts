import { OUTCOMES } from '../core/model/outcomes.ts';
import { rateDefinition, rateMoments, type Counts, type RateDefinition } from '../core/model/rates.ts';
import { binomialTail, normalCdf } from '../stats/distributions.ts';
import type { Interval } from '../stats/Interval.ts';
import { holm } from '../stats/multipleTesting.ts';
import { rateInterval } from '../stats/rateInterval.ts';
import type { PlayerSeason } from './seasonSummary.ts';

// Season mode: each card's line in a season of whole games (its batting, or for a pitcher the batting against him),
// beside the check's plate-appearance mode (each card a plate appearance at a time against the league's stand-ins).

/** The rates season mode tests: the slash line and the three true outcomes (as the card accuracy report does). */
export const SEASON_MODE_RATES = ['AVG', 'OBP', 'SLG', 'K%', 'BB%', 'HR%'] as const;

/** Family-wise error rate of the season-mode flags across a set's cards and rates (Holm). */
export const SEASON_MODE_ALPHA = 0.05;

const Z95 = 1.959963984540054;

/** One rate of a card's season-mode line against its printed target. */
export interface SeasonModeRate {
  /**
   * The season's rate and its 95% interval from the season's own trials: Wilson for proportions; for SLG, normal with
   * the card's own spread of total bases per at-bat (its plate-appearance check), which a short season cannot measure.
   */
  estimate: number;
  lower: number;
  upper: number;
  /** The printed target (NaN where the card prints none). */
  target: number;
  /** Season minus target. */
  miss: number;
  /** What whole rolls alone cost the rate (0 where the card has no budget). */
  budget: number;
  /**
   * The miss beyond the budget in standard errors of a season of this many trials (0 within the budget): the season's
   * rate less the nearest end of target ± budget, over the standard error there (the score test, which the Wilson
   * interval inverts; SLG with the card's own spread). |z| > 1.96 exactly when target ± budget lies outside the 95%
   * interval.
   */
  z: number;
  /** One-sided p-value of z (1 within the budget), Holm-adjusted across every card and rate of the set. */
  adjustedPValue: number;
}

/** A card's line in season mode and what it says of the card. */
export interface SeasonModeCheck {
  /** Plate appearances of the card in the season (batters faced, for a pitcher). */
  pa: number;
  counts: Record<string, number>;
  /** The SEASON_MODE_RATES the season could measure (those with trials). */
  rates: Record<string, SeasonModeRate>;
  /**
   * Rates whose target ± budget lies outside the season line's 95% interval (|z| > 1.96; each rate tested alone: up to
   * 1 in 20 by chance, 13 of a set of 45 cards on 6 rates).
   */
  outside: string[];
  /** Rates whose miss beyond the budget survives Holm's adjustment across the set's cards and rates (at 0.05). */
  flagged: string[];
}

/**
 * A card's season-mode line from a season's players (its set's file, its id, its team): the batting of a batter, the
 * batting against a pitcher, as counts a tally reads; undefined where the season has no such player (piecepack's
 * lineups and league, which are no one card) or no such line.
 * @example
 * const card = { id: 'rizzo', team: 'CHN', role: 'batter' };
 * seasonModeCounts(seasonPlayers(summary.players), 'cards/pinetar/2016-cubs.yaml', card)
 * // => { '1B': 912, '2B': 431, ..., runs: 0, outs: 4105, ... }
 */
export function seasonModeCounts(
  players: ReadonlyMap<string, PlayerSeason>,
  file: string,
  card: { id: string; team: string; role: 'batter' | 'pitcher' },
): Record<string, number> | undefined {
  const player = players.get(playerKey(file, card.id, card.team)) ?? players.get(playerKey(file, card.id));
  const line = card.role === 'pitcher' ? player?.pitching : player?.batting;
  return line && { ...line.counts, ...line.counters };
}

const playerKey = (file: string, id: string, team?: string) => `${file}\u0000${id}\u0000${team ?? ''}`;

/** A season's players by set file, id and team (and by file and id alone), to find each card's line at once. */
export function seasonPlayers(players: readonly PlayerSeason[]): Map<string, PlayerSeason> {
  const byKey = new Map<string, PlayerSeason>();
  const shared = new Set<string>();
  for (const player of players) {
    byKey.set(playerKey(player.file, player.id, player.team), player);
    const alone = playerKey(player.file, player.id);
    // A player listed by two teams of one file is found by his team only.
    if (byKey.has(alone)) shared.add(alone);
    byKey.set(alone, player);
  }
  for (const key of shared) byKey.delete(key);
  return byKey;
}

/** What season mode needs of a card: its printed target, its rounding budget and its season line (if it has one). */
export interface SeasonModeInput {
  target: Record<string, number>;
  budget: Record<string, number>;
  season?: Counts;
  /** The card's plate-appearance check's counts: its own spread of total bases per at-bat, for SLG's error. */
  card?: Counts;
}

/**
 * The season-mode checks of a set's cards: for every card with a season line and every SEASON_MODE_RATE, the season's
 * rate with its 95% interval, the miss from the printed target, and the one-sided test that the miss exceeds the
 * rounding budget given the season's own sampling error (z), Holm-adjusted across the set. A card's season has a few
 * hundred or thousand plate appearances, not the check's million: the budget alone is no test. Undefined for a card
 * without a season line.
 * @example seasonModeChecks([{ target: { AVG: 0.25 }, budget: { AVG: 0.001 }, season: { '1B': 30, GO: 70 } }])[0]
 * // => { pa: 100, rates: { AVG: { estimate: 0.3, lower: 0.219, upper: 0.396, miss: 0.05, z: 1.13, ... } },
 * //      outside: [], flagged: [] }   (z = (.300 - .251) / sqrt(.251 x .749 / 100))
 */
export function seasonModeChecks(cards: readonly SeasonModeInput[]): (SeasonModeCheck | undefined)[] {
  const measured = cards.map(({ target, budget, season, card }) => {
    if (!season) return undefined;
    const counts = Object.fromEntries(Object.entries(season).filter(([, n]) => n !== undefined)) as Record<
      string,
      number
    >;
    const rates: Record<string, Omit<SeasonModeRate, 'adjustedPValue'> & { p: number }> = {};
    for (const rate of SEASON_MODE_RATES) {
      const tested = rateTest(rate, counts, target[rate] ?? Number.NaN, budget[rate] ?? 0, card);
      if (tested) rates[rate] = tested;
    }
    return { pa: paOf(counts), counts, rates };
  });
  const tests = measured.flatMap((card) => SEASON_MODE_RATES.map((rate) => card?.rates[rate]?.p ?? Number.NaN));
  const { adjusted, rejected } = holm(tests, SEASON_MODE_ALPHA);
  return measured.map((card, c) => {
    if (!card) return undefined;
    const rates: Record<string, SeasonModeRate> = {};
    const outside: string[] = [];
    const flagged: string[] = [];
    SEASON_MODE_RATES.forEach((rate, r) => {
      const tested = card.rates[rate];
      if (!tested) return;
      const { p: _p, ...kept } = tested;
      const at = c * SEASON_MODE_RATES.length + r;
      rates[rate] = { ...kept, adjustedPValue: adjusted[at]! };
      if (Math.abs(kept.z) > Z95 && Number.isFinite(tested.p)) outside.push(rate);
      if (rejected[at]) flagged.push(rate);
    });
    return { pa: card.pa, counts: card.counts, rates, outside, flagged };
  });
}

/**
 * One rate of a season line against target ± budget: the season's estimate and 95% interval, and the score-test z of
 * its distance from the nearest end of target ± budget, with its one-sided p-value. Undefined without trials.
 */
function rateTest(
  rate: string,
  season: Counts,
  target: number,
  budget: number,
  card: Counts | undefined,
): (Omit<SeasonModeRate, 'adjustedPValue'> & { p: number }) | undefined {
  const definition = rateDefinition(rate);
  const moments = rateMoments(definition, season);
  const n = moments.trials;
  if (!(n > 0)) return undefined;
  const estimate = moments.sum / n;
  const printed = Number.isFinite(target);
  // The nearest rate the card may play and still be within its budget of the target (the estimate itself if inside).
  const nearest = printed ? Math.min(target + budget, Math.max(target - budget, estimate)) : estimate;
  const proportion = Object.values(definition.weights).every((w) => w === 0 || w === 1);
  let interval: Interval;
  let variance: number;
  if (proportion) {
    interval = rateInterval(rate, season);
    variance = nearest * (1 - nearest);
  } else {
    variance = spread(definition, card) ?? spread(definition, season, 1) ?? Number.NaN;
    const half = Z95 * Math.sqrt(variance / n);
    interval = { estimate, lower: estimate - half, upper: estimate + half };
  }
  const standardError = Math.sqrt(variance / n);
  const beyond = estimate - nearest;
  const z = !printed ? Number.NaN : beyond === 0 ? 0 : beyond / standardError;
  // Proportions: the exact binomial tail beyond the nearest end (the normal tail is far too small for a reliever's
  // dozen batters). SLG: the normal tail, from SLG_MIN_TRIALS at-bats.
  const p = !printed
    ? Number.NaN
    : beyond === 0
      ? 1
      : proportion
        ? binomialTail(moments.sum, n, nearest, beyond > 0 ? 'upper' : 'lower')
        : n >= SLG_MIN_TRIALS
          ? 1 - normalCdf(Math.abs(z), 0, 1)
          : Number.NaN;
  return { ...interval, target, miss: estimate - target, budget, z, p };
}

/** At-bats from which SLG, a mean of 0 to 4 bases with a long tail, is tested with the normal approximation. */
export const SLG_MIN_TRIALS = 50;

/**
 * The variance per trial of a rate's score in `counts` (total bases per at-bat for SLG), or undefined without enough
 * trials; `lost` is the degrees of freedom a sample's own mean takes (1 for a season's, 0 for a million PA).
 */
function spread(definition: RateDefinition, counts: Counts | undefined, lost = 0): number | undefined {
  if (!counts) return undefined;
  const { trials, sum, sumOfSquares } = rateMoments(definition, counts);
  if (trials - lost <= 0) return undefined;
  return Math.max(0, (sumOfSquares - (sum * sum) / trials) / (trials - lost));
}

/** Plate appearances of season counts: every outcome, none of the counters. */
function paOf(counts: Record<string, number>): number {
  return OUTCOMES.reduce((sum, outcome) => sum + (counts[outcome] ?? 0), 0);
}

/**
 * A card's season-mode verdict in words: off its target on the rates Holm flags, else within season noise (naming any
 * rate outside its 95% interval on its own).
 * @example seasonModeVerdict({ pa: 600, flagged: ['SLG'], outside: ['SLG', 'K%'], rates }) // => 'off on SLG (Holm)'
 */
export function seasonModeVerdict(check: Pick<SeasonModeCheck, 'pa' | 'flagged' | 'outside' | 'rates'>): string {
  if (check.pa === 0) return 'did not play in the season';
  if (!Object.values(check.rates).some((rate) => Number.isFinite(rate.target))) return 'no printed line to meet';
  if (check.flagged.length > 0) return `off on ${check.flagged.join(', ')} (Holm)`;
  if (check.outside.length > 0) return `within season noise (${check.outside.join(', ')} outside 95% alone)`;
  return 'within season noise';
}

/** The test season mode makes, in words, for reports and the terminal: what "within season noise" and "off" mean. */
export const SEASON_MODE_TEST =
  "A card's season has only the plate appearances the season gave it, so its sampling error is far larger than " +
  "the plate-appearance check's: the rounding budget alone is no test. For each of AVG, OBP, SLG, K%, BB% and " +
  "HR%, z is the season rate's distance from the nearest end of target ± rounding budget, in standard errors of " +
  "a season of that many trials (0 inside the budget; the score test's error, which the Wilson interval inverts; " +
  "for SLG, from the card's own spread of total bases per at-bat). |z| > 1.96, the target ± budget outside the " +
  "season line's 95% interval, is marked on its own (one test at a time: about 1 in 20 by chance). A card is off " +
  'on a rate when the one-sided p-value of its miss beyond the budget (the exact binomial tail for the ' +
  `proportions; for SLG, the normal tail of z, tested from ${SLG_MIN_TRIALS} at-bats) survives Holm's adjustment ` +
  `across every card and rate of the set at ${SEASON_MODE_ALPHA}.`;
