import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { OUTCOME_INDEX, OUTCOMES, type Outcome } from '../core/model/outcomes.ts';
import { INNING_OVER, runsBetween, TRANSITION_SLOTS, transitionSlot } from '../core/model/transitions.ts';
import { readCsvRows } from './csvRows.ts';
import { BASES } from './mlbRunExpectancy.ts';

/**
 * A season's plate appearances by outcome and base-out transition from `transitions_YYYY.csv` (Retrosheet's events,
 * by scripts/retrosheet.mjs; cards/sources/NOTICE.md): one row per outcome, start and end state and runs scored on
 * the play that occurred, the end of the inning written as 3 outs and bases `___`. Laid out as a season's tally lays
 * its own (transitionSlot); the runs of a play that left the inning going must be the ones its states imply.
 * @example readMlbTransitions(file)[transitionSlot(OUTCOME_INDEX['1B'], 0, 1)] // => 6722: singles, bases empty
 */
export function readMlbTransitions(input: LoadedInput): Float64Array {
  const counts = new Float64Array(TRANSITION_SLOTS);
  const seen = new Set<number>();
  readCsvRows(input, 'a transitions CSV').forEach((row, i) => {
    const line = i + 2;
    const refuse = (field: string, expected: string): never => {
      throw new InputError([{ file: input.name, line, field, expected: `${expected}, got "${row[field] ?? ''}"` }]);
    };
    const outcome = row.outcome as Outcome;
    if (!(outcome in OUTCOME_INDEX)) refuse('outcome', `one of ${OUTCOMES.join(', ')}`);
    const start = stateOf(row, 'outs', 'bases', refuse, false);
    const after = stateOf(row, 'end_outs', 'end_bases', refuse, true);
    const runs = Number(row.runs);
    if (!(Number.isInteger(runs) && runs >= 0 && runs <= 4)) refuse('runs', 'runs on the play, 0 to 4');
    if (after === INNING_OVER && runs > 3) refuse('runs', 'at most 3 on a play that made the third out');
    if (after !== INNING_OVER && runs !== runsBetween(start, after))
      refuse('runs', `${runsBetween(start, after)}, the runs the play's start and end states imply`);
    const end = after === INNING_OVER ? INNING_OVER + runs : after;
    const count = Number(row.count);
    if (!(Number.isInteger(count) && count > 0)) refuse('count', 'a count above 0');
    const slot = transitionSlot(OUTCOME_INDEX[outcome], start, end);
    if (seen.has(slot)) refuse('count', 'each outcome, start and end state once');
    seen.add(slot);
    counts[slot] = count;
  });
  return counts;
}

/** A row's state from its outs and bases columns: 0-2 outs, or (an end state) 3 with the bases `___`. */
function stateOf(
  row: Record<string, string>,
  outsField: string,
  basesField: string,
  refuse: (field: string, expected: string) => never,
  end: boolean,
): number {
  const outs = Number(row[outsField]);
  const mask = BASES.indexOf(row[basesField] ?? '');
  if (!(Number.isInteger(outs) && outs >= 0 && outs <= (end ? 3 : 2)))
    return refuse(outsField, end ? '0, 1, 2 or 3 (the inning over)' : '0, 1 or 2');
  if (mask < 0) return refuse(basesField, `one of ${BASES.join(', ')}`);
  if (outs === 3) return mask === 0 ? INNING_OVER : refuse(basesField, '___ once the inning is over');
  return outs * 8 + mask;
}
