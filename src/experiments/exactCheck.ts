import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { CheckStratum, CheckSubject, StateMix } from '../core/GameSystem.ts';
import { CHECK_RATES, rateValue } from '../core/model/rates.ts';
import { Tally } from '../core/model/Tally.ts';
import type { Interval } from '../stats/Interval.ts';
import { targetRates } from '../core/model/targetRates.ts';
import { tallySubject } from '../exact/tallySubject.ts';
import { exactDistribution } from '../exact/plateAppearanceDistribution.ts';
import type { ExactResult } from '../core/model/PlayEvent.ts';

/** Exact rates of one card or split: `counts` are probabilities per plate appearance (they sum to 1). */
export interface ExactComparison {
  pa: 1;
  counts: Record<string, number>;
  counters: Record<string, number>;
  rates: Record<string, Interval>;
  target: Record<string, number>;
}

export interface ExactCardCheck extends ExactComparison {
  id: string;
  name: string;
  team: string;
  role: 'batter' | 'pitcher';
  splits: { vsL?: ExactComparison; vsR?: ExactComparison };
  /** The card's exact tally, for callers that go on computing (expected counts, chi-square). */
  tally: Tally;
}

/** A tally of one plate appearance's exact distribution, weighted (expected counts per plate appearance x weight). */
export function exactTally(distribution: readonly ExactResult[], weight = 1): Tally {
  const tally = new Tally();
  for (const { pa, probability } of distribution) tally.record(pa, probability * weight);
  return tally;
}

function exactComparison(tally: Tally, target: Record<string, number>): ExactComparison {
  const total = tally.plateAppearances();
  const scaled = new Tally(tally.counts.map((x) => x / total));
  const all = { ...scaled.outcomeCounts(), ...scaled.counterValues() };
  const rates: Record<string, Interval> = {};
  for (const name of CHECK_RATES) {
    const value = rateValue(name, all);
    rates[name] = { estimate: value, lower: value, upper: value };
  }
  return { pa: 1, counts: scaled.outcomeCounts(), counters: scaled.counterValues(), rates, target };
}

/** A stratum's exact tally over the start states, weighted: the game's fast path where it has one. */
function stratumTally(stratum: CheckStratum, states: StateMix): Tally {
  if (stratum.matchup.exactTally) {
    return new Tally().merge(stratum.matchup.exactTally(states), stratum.weight);
  }
  const tally = new Tally();
  for (const { state, weight } of states)
    tally.merge(exactTally(exactDistribution(stratum.matchup, state), stratum.weight * weight));
  return tally;
}

/**
 * The exact version of `check`: every card's outcome distribution over its strata (weights as in `check`), from
 * the card's start states, by enumerating the dice. Rates carry lower = upper = estimate.
 * @example
 * exactCheck(pineTar.checkPlan(set, tables, {}))[0].rates.AVG // => { estimate: 0.2673..., lower: 0.2673..., upper:
 * 0.2673... }
 */
export function exactCheck(subjects: readonly CheckSubject[]): ExactCardCheck[] {
  return subjects.map(exactCardCheck);
}

/**
 * exactCheck a card at a time, the event loop running between cards: a check reads its exact rates while its workers
 * simulate, and they are handed their next chunks meanwhile.
 */
export async function exactCheckBetweenEvents(subjects: readonly CheckSubject[]): Promise<ExactCardCheck[]> {
  const checked: ExactCardCheck[] = [];
  for (const subject of subjects) {
    checked.push(exactCardCheck(subject));
    await yieldToEvents();
  }
  return checked;
}

function exactCardCheck(subject: CheckSubject): ExactCardCheck {
  const tallies = tallySubject(subject, (stratum) => stratumTally(stratum, subject.states));
  const printed = subject.targets.printed;
  const splits: ExactCardCheck['splits'] = {};
  for (const split of ['vsL', 'vsR'] as const) {
    if (tallies[split].plateAppearances() > 0)
      splits[split] = exactComparison(tallies[split], targetRates(subject.targets[split], printed?.[split]));
  }
  return {
    id: subject.id,
    name: subject.name,
    team: subject.team,
    role: subject.role,
    ...exactComparison(tallies.total, targetRates(subject.targets.season, printed?.season)),
    splits,
    tally: tallies.total,
  };
}
