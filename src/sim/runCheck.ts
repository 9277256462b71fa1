import { RandomDice } from '../dice/randomDice.ts';
import { splitStreams } from '../dice/streams.ts';
import type { CheckSubject } from '../games/GameSystem.ts';
import { CHECK_RATES } from '../model/rates.ts';
import { targetRates } from '../model/targetRates.ts';
import { Tally } from '../model/Tally.ts';
import type { Interval } from '../stats/Interval.ts';
import { rateInterval } from '../stats/rateInterval.ts';
import { allocate } from './allocate.ts';
import { tallySubject } from './tallySubject.ts';

/** Simulated counts and rates of one card, or of one of its splits, beside its printed target. */
export interface RateComparison {
  pa: number;
  counts: Record<string, number>;
  counters: Record<string, number>;
  rates: Record<string, Interval>;
  target: Record<string, number>;
  /** Rates whose printed target lies outside the 95% interval. */
  flagged: string[];
}

export interface CardCheck extends RateComparison {
  id: string;
  name: string;
  team: string;
  role: 'batter' | 'pitcher';
  splits: { vsL?: RateComparison; vsR?: RateComparison };
  /** With `precision`: whether the intervals got narrow enough, or the cap stopped the run. */
  stoppedBy?: 'precision' | 'cap';
}

export interface CheckRun {
  /** Plate appearances per card; with `precision`, the first batch. */
  pa: number;
  seed: number;
  /** Keep simulating, doubling the plate appearances, until every targeted rate's 95% interval is this narrow (OPS excepted). */
  precision?: number;
  /** The most plate appearances per card a `precision` run may use. */
  maxPa?: number;
}

/** Default cap of a `precision` run. */
export const DEFAULT_MAX_PA = 100_000_000;

/** The widest 95% interval among the rates that have a target (OPS, a sum of two, excepted). */
export function widestInterval(tally: Tally, target: Record<string, number>): number {
  const all = { ...tally.outcomeCounts(), ...tally.counterValues() };
  let widest = 0;
  for (const name of Object.keys(target)) {
    if (name === 'OPS') continue;
    const interval = rateInterval(name, all);
    if (Number.isFinite(interval.upper - interval.lower)) widest = Math.max(widest, interval.upper - interval.lower);
  }
  return widest;
}

function compare(tally: Tally, target: Record<string, number>): RateComparison {
  const counts = tally.outcomeCounts();
  const counters = tally.counterValues();
  const all = { ...counts, ...counters };
  const rates: Record<string, Interval> = {};
  for (const name of CHECK_RATES) rates[name] = rateInterval(name, all);
  const flagged = Object.entries(target)
    .filter(([name, value]) => {
      const interval = rates[name];
      return interval !== undefined && Number.isFinite(interval.estimate) && (value < interval.lower || value > interval.upper);
    })
    .map(([name]) => name);
  return { pa: tally.plateAppearances(), counts, counters, rates, target, flagged };
}

/**
 * Runs a check: for each card, `pa` plate appearances split over its strata and start states by weight (largest
 * remainder), all from the card's own random stream (stream i of the seed for the i-th card), so a card's numbers
 * depend only on the seed, its position in the set and the cards it faces.
 * @example runCheck(pineTar.checkPlan(set, tables, {}), { pa: 1e5, seed: 1 })
 */
export function runCheck(subjects: readonly CheckSubject[], run: CheckRun): CardCheck[] {
  const streams = splitStreams(run.seed, subjects.length);
  return subjects.map((subject, index) => {
    const dice = new RandomDice(streams[index]!);
    const printed = subject.targets.printed;
    const seasonTarget = targetRates(subject.targets.season, printed?.season);
    const perStratum = subject.strata.map(() => new Tally());
    const cells = subject.strata.flatMap((stratum, s) => subject.states.map(({ state, weight }) => ({ s, stratum, state, weight: stratum.weight * weight })));
    const simulate = (batch: number) => {
      const counts = allocate(batch, cells.map((cell) => cell.weight));
      cells.forEach(({ s, stratum, state }, c) => {
        for (let i = 0; i < counts[c]!; i++) perStratum[s]!.record(stratum.matchup.plateAppearance(state, dice));
      });
      return tallySubject(subject, (_stratum, s) => perStratum[s]!);
    };
    let tallies = simulate(run.pa);
    let stoppedBy: CardCheck['stoppedBy'];
    if (run.precision !== undefined) {
      const cap = run.maxPa ?? DEFAULT_MAX_PA;
      // Sequential stopping: double the plate appearances until the widest targeted interval is narrow enough.
      while (widestInterval(tallies.total, seasonTarget) > run.precision && tallies.total.plateAppearances() < cap) {
        tallies = simulate(Math.min(tallies.total.plateAppearances(), cap - tallies.total.plateAppearances()));
      }
      stoppedBy = widestInterval(tallies.total, seasonTarget) <= run.precision ? 'precision' : 'cap';
    }
    const splits: CardCheck['splits'] = {};
    for (const split of ['vsL', 'vsR'] as const) {
      if (tallies[split].plateAppearances() > 0) splits[split] = compare(tallies[split], targetRates(subject.targets[split], printed?.[split]));
    }
    return { id: subject.id, name: subject.name, team: subject.team, role: subject.role, ...compare(tallies.total, seasonTarget), splits, ...(stoppedBy && { stoppedBy }) };
  });
}
