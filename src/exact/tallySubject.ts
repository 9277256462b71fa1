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
  const strata = subject.strata.map(tallyStratum);
  return sumStrata(subject, (into, index) => into.merge(strata[index]!));
}

/**
 * A card's tallies from its strata's counts laid out slot after slot in `counts` (TALLY_SLOTS each), the first at
 * `firstSlot`: what tallySubject gives, without a Tally per stratum.
 */
export function tallySubjectCounts(subject: CheckSubject, counts: Float64Array, firstSlot: number): SubjectTallies {
  return sumStrata(subject, (into, index) => into.addCounts(counts, (firstSlot + index) * TALLY_SLOTS));
}

/** The card's total and splits, each stratum added (`add`) into the total and into its split's tally, in order. */
function sumStrata(subject: CheckSubject, add: (into: Tally, index: number) => void): SubjectTallies {
  const tallies: SubjectTallies = { total: new Tally(), vsL: new Tally(), vsR: new Tally() };
  subject.strata.forEach((stratum, index) => {
    add(tallies.total, index);
    add(tallies[stratum.split], index);
  });
  return tallies;
}
