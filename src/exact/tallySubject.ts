import type { CheckStratum, CheckSubject } from '../core/GameSystem.ts';
import { TALLY_SLOTS, Tally } from '../core/model/Tally.ts';

/** A card's tallies: over all its strata, and per split (the opponent's hand). */
export interface SubjectTallies {
  total: Tally;
  vsL: Tally;
  vsR: Tally;
}

/**
 * Tallies a card stratum by stratum, with `tallyStratum` filling each stratum's tally (by simulation, or with exact
 * expected counts), and merges them into the card's total and its splits.
 */
export function tallySubject(
  subject: CheckSubject,
  tallyStratum: (stratum: CheckStratum, index: number) => Tally,
): SubjectTallies {
  const tallies: SubjectTallies = { total: new Tally(), vsL: new Tally(), vsR: new Tally() };
  subject.strata.forEach((stratum, index) => {
    const tally = tallyStratum(stratum, index);
    tallies.total.merge(tally);
    tallies[stratum.split].merge(tally);
  });
  return tallies;
}

/**
 * A card's tallies from its strata's counts laid out slot after slot in `counts` (TALLY_SLOTS each), the first at
 * `firstSlot`: what tallySubject gives, without a Tally per stratum.
 */
export function tallySubjectCounts(subject: CheckSubject, counts: Float64Array, firstSlot: number): SubjectTallies {
  const tallies: SubjectTallies = { total: new Tally(), vsL: new Tally(), vsR: new Tally() };
  subject.strata.forEach((stratum, index) => {
    const at = (firstSlot + index) * TALLY_SLOTS;
    tallies.total.addCounts(counts, at);
    tallies[stratum.split].addCounts(counts, at);
  });
  return tallies;
}
