import type { BaseOutState } from '../../core/model/baseOut.ts';
import { EMPTY } from '../../core/model/baseOut.ts';
import type { Situation } from '../../core/GameSystem.ts';
import type { PineTarMatchup } from './matchup.ts';
import { soBbResult } from './rules/soBbRatings.ts';
import type { ModifiedOriginal } from './tables.ts';
import type { CardResult, Grade } from './vocabulary.ts';

/**
 * How the optional rules read a column at one batter roll, as bits: the RISP grade penalty applies, the infield is
 * in, the hit and run is on. Variant 0 is the main rules' column.
 */
export const VARIANT = { RISP: 1, INFIELD_IN: 2, HIT_AND_RUN: 4 } as const;

/** What the batter's dice read: the roll the column is read at (the hit and run moves it) and the result there. */
export interface ColumnRead {
  roll: number;
  result: CardResult;
}

/** Whether the batter bats from the side opposite the pitcher's hand (a switch hitter always does). */
export function battersSideIsOpposite(m: Pick<PineTarMatchup, 'batter' | 'pitcher'>): boolean {
  const { bats } = m.batter;
  const { throws } = m.pitcher;
  return bats !== undefined && throws !== undefined && (bats === 'S' || bats !== throws);
}

/** The pitcher's grade for a variant: one step down the Grade Penalty table under the RISP penalty. */
export function gradeFor(m: Pick<PineTarMatchup, 'batter' | 'pitcher' | 'tables'>, variant: number): Grade {
  return (variant & VARIANT.RISP) !== 0 && battersSideIsOpposite(m)
    ? m.tables.optional.gradePenalty[m.pitcher.grade]
    : m.pitcher.grade;
}

/**
 * Whether a roll's printed result reads the Pitcher Modifier table: a modifier roll, and a result that has a column
 * there.
 */
function readsModifier(m: Pick<PineTarMatchup, 'tables'>, roll: number, printed: CardResult): boolean {
  if (!m.tables.pitcherModifier.isModifierRoll[roll]) return false;
  return (
    printed.kind === 'hit' ||
    printed.kind === 'BB' ||
    printed.kind === 'HBP' ||
    printed.kind === 'SO' ||
    printed.kind === 'GO'
  );
}

/**
 * The batter roll's result after the Pitcher Modifier table for `grade`: read only on the table's rolls (0, 5, ..., 50)
 * and only for results that have a column (nothing below GO on the card).
 */
export function resultAfterModifier(
  m: Pick<PineTarMatchup, 'tables'>,
  grade: Grade,
  roll: number,
  result: CardResult,
): CardResult {
  if (!readsModifier(m, roll, result)) return result;
  const original = (result.kind === 'GO' ? 'GO' : result.text) as ModifiedOriginal;
  return m.tables.pitcherModifier.columns[original]?.[grade] ?? result;
}

const SINGLE: CardResult = { kind: 'hit', bases: 1, text: '1B' };

/**
 * The column with its 1B range grown by `extension` rolls past its last single (playing the infield in: "If 23-25 had
 * an outcome of BB previously, those are now hits").
 * @example extendedSingles(column, 3)[23] // => 1B on a column whose 1B range is 7-22
 */
export function extendedSingles(column: readonly CardResult[], extension: number): readonly CardResult[] {
  let last = -1;
  column.forEach((result, roll) => {
    if (result.kind === 'hit' && result.bases === 1) last = roll;
  });
  if (last < 0 || extension === 0) return column;
  return column.map((result, roll) => (roll > last && roll <= last + extension ? SINGLE : result));
}

/**
 * What batter dice `dice` read under a variant: the infield-in column, the hit and run's bonus (rolls up to its highest
 * roll, unless the dice read the Pitcher Modifier table), the Pitcher Modifier for the grade (penalized under RISP),
 * and the pitcher's SO/BB rating on the dice.
 * @example columnRead(m, 14, VARIANT.HIT_AND_RUN).roll // => 19
 */
export function columnRead(
  m: PineTarMatchup,
  dice: number,
  variant: number,
  column: readonly CardResult[] = columnFor(m, variant),
): ColumnRead {
  const rules = m.rules;
  let roll = dice;
  const hitAndRun = rules?.hitAndRun;
  if (
    (variant & VARIANT.HIT_AND_RUN) !== 0 &&
    hitAndRun &&
    dice <= hitAndRun.highestRoll &&
    !readsModifier(m, dice, column[dice]!)
  ) {
    roll = Math.min(99, dice + hitAndRun.rollBonus);
  }
  let result = resultAfterModifier(m, gradeFor(m, variant), roll, column[roll]!);
  if (rules?.soBbRatings) result = soBbResult(m.pitcher.sobb, dice, result);
  return { roll, result };
}

/** The printed column a variant reads: the batter's, with the 1B range grown when the infield is in. */
export function columnFor(m: PineTarMatchup, variant: number): readonly CardResult[] {
  const infieldIn = m.rules?.infieldIn;
  return (variant & VARIANT.INFIELD_IN) !== 0 && infieldIn
    ? extendedSingles(m.batter.column, infieldIn.singleExtension)
    : m.batter.column;
}

/**
 * Whether the rules let the defense play in: a runner on 3rd who cannot be forced home, fewer than 2 outs, and not one
 * out with a runner on 1st.
 */
export function infieldInAllowed(state: BaseOutState): boolean {
  const [first, second, third] = state.bases;
  if (third === EMPTY || state.outs >= 2) return false;
  if (first !== EMPTY && second !== EMPTY) return false;
  return !(state.outs === 1 && first !== EMPTY);
}

/** Whether the defense plays in for this roll: the rule is on, allows it here, and the manager wants it. */
export function playsInfieldIn(
  m: Pick<PineTarMatchup, 'rules' | 'policies'>,
  state: BaseOutState,
  situation: Situation,
): boolean {
  return (
    m.rules?.infieldIn !== undefined && infieldInAllowed(state) && (m.policies.infieldIn?.(state, situation) ?? false)
  );
}

/** The variant of a batter roll from `state`: the RISP penalty, the infield in, a game's hit and run. */
export function columnVariant(m: PineTarMatchup, state: BaseOutState, situation: Situation): number {
  const risp = m.rules?.rispPenalty !== undefined && (state.bases[1] !== EMPTY || state.bases[2] !== EMPTY);
  return (
    (risp ? VARIANT.RISP : 0) |
    (playsInfieldIn(m, state, situation) ? VARIANT.INFIELD_IN : 0) |
    (m.game !== undefined && m.game.inMotion !== 0 ? VARIANT.HIT_AND_RUN : 0)
  );
}
