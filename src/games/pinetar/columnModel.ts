import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { forEachDiceOutcome } from '../../exact/enumerateDice.ts';
import { EMPTY, stateIndex, type BaseOutState, canonicalState } from '../../core/model/baseOut.ts';
import { OUTCOME_INDEX, OUTCOMES, type Outcome } from '../../core/model/outcomes.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Position } from '../../core/model/positions.ts';
import { COUNTERS, Tally, type Counter } from '../../core/model/Tally.ts';
import type { BkWpRating } from './cards.ts';
import type { Fielder, PineTarMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION, type ManagerPolicies } from './policies.ts';
import { chosenBunt, modifiedResult, resolveStep } from './resolve.ts';
import type { PineTarTables } from './tables.ts';
import {
  CARD_RESULTS,
  GRADES,
  SPEEDS,
  WALK_RULE_GRADES,
  isDoubled,
  parseCardResult,
  type CardResult,
  type Grade,
  type Speed,
} from './vocabulary.ts';

/**
 * Everything of a plate appearance but the batter and the pitcher's grade: the pitcher's BK/WP, his fielders, the
 * rules.
 */
export interface ColumnContext {
  tables: PineTarTables;
  policies: ManagerPolicies;
  defense: Readonly<Record<Position, Fielder>>;
  bkwp: BkWpRating;
}

/** The batter's ratings a plate appearance reads besides his column. */
export interface ColumnBatter {
  speed: Speed;
  shc: number | 'N';
  isPitcher: boolean;
}

/** After-state index of a plate appearance that ended the inning. */
export const INNING_OVER = 24;
const STATES = 24;
const MAX_BALLS = 4;
const ROLLS = 100;
const RESULT_INDEX = new Map(CARD_RESULTS.map((text, i) => [text, i]));
const BATTER = 0;
/** Classes of a batter roll as a play reads it (rollClass): under 2 x 3 x 10 x (fields + 1). */
const ROLL_CLASSES = 256;
const HIT_FIELDS = ['IF', 'LF', 'CF', 'RF'] as const;
/** Whether a played result reads the ball count: a walk (the walk rule, ball four) or a BK/WP re-roll. */
const readsBalls = (played: CardResult) => played.kind === 'BB' || played.kind === 'BK/WP';
const GRADE_INDEX = Object.fromEntries(GRADES.map((g, i) => [g, i])) as Record<Grade, number>;
/** A batter for questions that do not depend on him (what the modifier makes of a result). */
const NO_BATTER: ColumnBatter = { speed: 'M', shc: 'N', isPitcher: false };
const SWING = parseCardResult('SO')!;
const STATE_RUNNER: Speed = 'M';

/**
 * What one step does from a (state, count) when the batter roll is fixed, as flat records of STRIDE numbers:
 * leaves end the plate appearance (outcome index, after-state index or INNING_OVER, probability, step counters);
 * continuations do not (state index, ball count, probability, step counters). Step counters are what the step's
 * events did, in STEP_COUNTERS order.
 */
interface StepEntry {
  leaves: number[];
  continues: number[];
}

/** Counters a step's events add (gdpOpportunities belongs to the plate appearance's start, not to a step). */
const STEP_COUNTERS = [
  'runs',
  'outs',
  'errors',
  'doublePlays',
  'balks',
  'wildPitches',
] as const satisfies readonly Counter[];
const STEP_COUNTER_SLOTS = STEP_COUNTERS.map((name) => OUTCOMES.length + COUNTERS.indexOf(name));
const GDP_CHANCE_SLOT = OUTCOMES.length + COUNTERS.indexOf('gdpOpportunities');
const STRIDE = 3 + STEP_COUNTERS.length;
const TALLY_SLOTS = OUTCOMES.length + COUNTERS.length;

/** A grade and its share of a batter's plate appearances. */
export interface GradeWeight {
  grade: Grade;
  weight: number;
}

/**
 * What a chain sums: a tally (outcome probabilities in OUTCOMES order, then expected counters in COUNTERS order),
 * or the after-state of each plate appearance (24 states, then INNING_OVER).
 */
type ChainKind = 'tally' | 'after';

/** Adds a step's counters, times `p`, into a tally-shaped vector. */
function addCounters(cells: Float64Array, record: readonly number[], at: number, p: number): void {
  for (let c = 0; c < STEP_COUNTER_SLOTS.length; c++) cells[STEP_COUNTER_SLOTS[c]!]! += p * record[at + 3 + c]!;
}

function addLeaves(into: Float64Array, entry: StepEntry, kind: ChainKind): void {
  const { leaves } = entry;
  for (let i = 0; i < leaves.length; i += STRIDE) {
    const p = leaves[i + 2]!;
    if (kind === 'after') {
      into[leaves[i + 1]!]! += p;
    } else {
      into[leaves[i]!]! += p;
      addCounters(into, leaves, i, p);
    }
  }
}

function addContinuations(
  out: Float64Array,
  continues: readonly number[],
  kind: ChainKind,
  next: (s: number, balls: number) => Float64Array,
): void {
  for (let i = 0; i < continues.length; i += STRIDE) {
    const rest = next(continues[i]!, continues[i + 1]!);
    const p = continues[i + 2]!;
    if (kind === 'tally') addCounters(out, continues, i, p);
    for (let c = 0; c < out.length; c++) out[c]! += p * rest[c]!;
  }
}

/** The counters a step's events add, in STEP_COUNTERS order. */
function stepCounters(events: readonly PlayEvent[]): number[] {
  let runs = 0;
  let errors = 0;
  let doublePlays = 0;
  let balks = 0;
  let wildPitches = 0;
  for (const e of events) {
    runs += e.runs;
    if (e.error !== undefined) errors++;
    if (e.doublePlay) doublePlays++;
    if (e.result === 'BK') balks++;
    if (e.result === 'WP') wildPitches++;
  }
  const outs = Math.min(3, events[events.length - 1]!.after.outs) - events[0]!.before.outs;
  return [runs, outs, errors, doublePlays, balks, wildPitches];
}

/** A dice source whose first d100 is fixed (the batter roll), the rest from `rest`. */
function withBatterRoll(rest: DiceSource, roll: number): DiceSource {
  let used = false;
  return {
    d6: () => rest.d6(),
    d10: () => rest.d10(),
    d20: () => rest.d20(),
    d100: () => {
      if (used) return rest.d100();
      used = true;
      return roll;
    },
    piecepack: () => rest.piecepack(),
  };
}

/**
 * The exact plate-appearance chain of a Pine Tar batter with his column as the unknown: each step of the chain is
 * enumerated by the rules' own `resolveStep` once per (state, ball count, batter roll, printed result, grade class)
 * and memoised, so evaluating a new column costs a pass over 24 states x 4 counts x 100 rolls, not a fresh
 * enumeration. This is what lets the card builder search thousands of columns exactly. The grade enters only where
 * the rules read it: the Pitcher Modifier (on its rolls) and the walk rule (its grades, or not), so steps are shared
 * between grades elsewhere; tests compare every result with `plateAppearanceDistribution`.
 * Runners already on base are the canonical medium-speed runners of `check --state`.
 */
export class ColumnModel {
  declare private readonly context: ColumnContext;
  declare private readonly steps: Map<number, (StepEntry | undefined)[]>;
  declare private readonly uniformColumns: Map<string, CardResult[]>;
  declare private readonly playedResults: (CardResult | undefined)[];
  declare private readonly bunts: Map<string, StepEntry | null>;

  constructor(context: ColumnContext) {
    this.context = context;
    this.steps = new Map();
    this.uniformColumns = new Map();
    this.playedResults = [];
    this.bunts = new Map();
  }

  /**
   * The exact tally of one plate appearance (outcome probabilities and expected counters, like `exactTally`) against
   * a mix of grades, from a mix of start states (24 weights, index outs * 8 + occupancy). Weights need not sum to 1:
   * the tally scales with them.
   * @example
   * model.tally(column, batter, [{ grade: 'C', weight: 1 }], onlyEmpty).count('HR') // => the HR chance from ---/0
   */
  tally(
    column: readonly CardResult[],
    batter: ColumnBatter,
    grades: readonly GradeWeight[],
    states: readonly number[],
  ): Tally {
    const total = new Float64Array(TALLY_SLOTS);
    const chains = this.chains(
      column,
      batter,
      grades.map((g) => g.grade),
      'tally',
    );
    grades.forEach(({ weight }, g) => {
      for (let s = 0; s < STATES; s++) {
        const w = weight * (states[s] ?? 0);
        if (w === 0) continue;
        const from = chains[g]!(s);
        for (let c = 0; c < total.length; c++) total[c]! += w * from[c]!;
        const [first] = canonicalState(s).bases;
        if (first !== EMPTY && s < 16) total[GDP_CHANCE_SLOT]! += w;
      }
    });
    return new Tally(total);
  }

  /** The chance of each after-state (24 states, then INNING_OVER) from each start state: a row per start state. */
  transitions(column: readonly CardResult[], batter: ColumnBatter, grade: Grade): Float64Array[] {
    const chain = this.chains(column, batter, [grade], 'after')[0]!;
    return Array.from({ length: STATES }, (_, s) => chain(s));
  }

  /**
   * One chain per grade: the tally or the after-state distribution (by `kind`) from each start state. A step sums
   * three parts: rolls off the modifier's list that ignore the ball count (they read the grade only through the walk
   * rule, so they are summed once per state and walk-rule class); modifier rolls that ignore the count (once per state
   * and grade); and the rolls that read the count (a walk, a BK/WP), per state, count and grade. Only the last can
   * continue the plate appearance.
   */
  private chains(
    column: readonly CardResult[],
    batter: ColumnBatter,
    grades: readonly Grade[],
    kind: ChainKind,
  ): ((state: number) => Float64Array)[] {
    const { isModifierRoll } = this.context.tables.pitcherModifier;
    const size = kind === 'tally' ? TALLY_SLOTS : STATES + 1;
    const speed = SPEEDS.indexOf(batter.speed);
    const resultIndex = column.map((result) => RESULT_INDEX.get(result.text)!);
    const countRolls = grades.map((grade) =>
      column.map((result, roll) => this.readsCount(grade, roll, result, resultIndex[roll]!)),
    );
    const sum = (
      part: Float64Array,
      grade: Grade,
      s: number,
      balls: number,
      pick: (roll: number) => boolean,
      continues?: number[],
    ) => {
      for (let roll = 0; roll < ROLLS; roll++) {
        if (!pick(roll)) continue;
        const entry = this.entry(speed, batter, grade, s, balls, roll, column[roll]!, resultIndex[roll]!);
        addLeaves(part, entry, kind);
        if (continues) for (const x of entry.continues) continues.push(x);
      }
    };
    const shared = new Map<number, Float64Array>();
    const sharedPart = (grade: Grade, g: number, s: number): Float64Array => {
      const key = (WALK_RULE_GRADES.has(grade) ? STATES : 0) + s;
      let part = shared.get(key);
      if (!part) {
        part = new Float64Array(size);
        sum(part, grade, s, 0, (roll) => !isModifierRoll[roll] && !countRolls[g]![roll]);
        shared.set(key, part);
      }
      return part;
    };
    return grades.map((grade, g) => {
      const reads = countRolls[g]!;
      const modifierParts: (Float64Array | undefined)[] = new Array(STATES);
      const memo: (Float64Array | undefined)[] = new Array(STATES * MAX_BALLS);
      const fromCount = (s: number, balls: number): Float64Array => {
        const key = s * MAX_BALLS + balls;
        const known = memo[key];
        if (known) return known;
        let modifierPart = modifierParts[s];
        if (!modifierPart) {
          modifierPart = new Float64Array(size);
          sum(modifierPart, grade, s, 0, (roll) => isModifierRoll[roll]! && !reads[roll]);
          modifierParts[s] = modifierPart;
        }
        const out = new Float64Array(size);
        const continues: number[] = [];
        sum(out, grade, s, balls, (roll) => reads[roll]!, continues);
        const common = sharedPart(grade, g, s);
        for (let c = 0; c < size; c++) out[c]! += common[c]! + modifierPart[c]!;
        addContinuations(out, continues, kind, fromCount);
        memo[key] = out;
        return out;
      };
      const first = new Map<number, Float64Array>();
      return (s: number) => {
        const bunt = this.buntEntry(batter, s);
        if (!bunt) return fromCount(s, 0);
        let out = first.get(s);
        if (!out) {
          out = new Float64Array(size);
          addLeaves(out, bunt, kind);
          addContinuations(out, bunt.continues, kind, fromCount);
          first.set(s, out);
        }
        return out;
      };
    });
  }

  /**
   * The step with the batter roll fixed at `roll` showing `result`, as a share of the whole step (1/100 of it). Steps
   * are shared by every grade and roll that play alike: what the play reads is the result after the Pitcher Modifier,
   * the walk rule's grades (or not), the ball count where it is read, and of the roll only its class (rollClass).
   */
  private entry(
    speed: number,
    batter: ColumnBatter,
    grade: Grade,
    s: number,
    balls: number,
    roll: number,
    result: CardResult,
    resultIndex: number,
  ): StepEntry {
    const played = this.played(grade, roll, result, resultIndex);
    const walkRule = WALK_RULE_GRADES.has(grade) ? 1 : 0;
    const countKey = readsBalls(played) ? balls : 0;
    const group = ((speed * 2 + walkRule) * STATES + s) * MAX_BALLS + countKey;
    let steps = this.steps.get(group);
    if (!steps) {
      steps = new Array<StepEntry | undefined>(CARD_RESULTS.length * ROLL_CLASSES);
      this.steps.set(group, steps);
    }
    const slot = RESULT_INDEX.get(played.text)! * ROLL_CLASSES + this.rollClass(played, roll, batter);
    let entry = steps[slot];
    if (!entry) {
      entry = this.enumerate(this.matchup(batter, result, grade), s, balls, false, roll);
      steps[slot] = entry;
    }
    return entry;
  }

  /**
   * What a play reads of its batter roll, by the result played (the main rules): a hit its field on the Hit Location
   * table and the Base Advancement column (odd, even or doubled), and on the infield roll the white die too (a slow
   * batter's infield hit is a GO-SS); a ground out the white die; every other result nothing. The tests hold every
   * step to a fresh enumeration, so a rule that reads more of the roll shows there.
   */
  private rollClass(played: CardResult, roll: number, batter: ColumnBatter): number {
    if (played.kind === 'GO') return roll % 10;
    if (played.kind !== 'hit') return 0;
    const field = this.context.tables.hitLocation.byRoll[roll]!;
    const column = isDoubled(roll) ? 2 : roll % 2;
    const white = field === 'IF' && batter.speed === 'S' ? roll % 10 : 0;
    return ((HIT_FIELDS.indexOf(field) + 1) * 3 + column) * 10 + white;
  }

  /** Whether the step depends on the ball count: a walk (the walk rule, ball four) or a BK/WP re-roll. */
  private readsCount(grade: Grade, roll: number, result: CardResult, resultIndex: number): boolean {
    return readsBalls(this.played(grade, roll, result, resultIndex));
  }

  /** The result a roll plays against a grade: the printed one, or the Pitcher Modifier's on its rolls. */
  private played(grade: Grade, roll: number, result: CardResult, resultIndex: number): CardResult {
    const key = (GRADE_INDEX[grade] * ROLLS + roll) * CARD_RESULTS.length + resultIndex;
    let known = this.playedResults[key];
    if (known === undefined) {
      known = modifiedResult(this.matchup(NO_BATTER, result, grade), roll, result);
      this.playedResults[key] = known;
    }
    return known;
  }

  /** The first step where the batter bunts (the rules allow it and the policy picks it); undefined where he swings. */
  private buntEntry(batter: ColumnBatter, s: number): StepEntry | undefined {
    const key = `${s}|${batter.speed}|${batter.shc}|${batter.isPitcher}`;
    let entry = this.bunts.get(key);
    if (entry === undefined) {
      const m = this.matchup(batter, SWING, 'C');
      entry = chosenBunt(m, canonicalState(s), NEUTRAL_SITUATION) === 'swing' ? null : this.enumerate(m, s, 0, true);
      this.bunts.set(key, entry);
    }
    return entry ?? undefined;
  }

  private enumerate(m: PineTarMatchup, s: number, balls: number, first: boolean, roll?: number): StepEntry {
    const state: BaseOutState = canonicalState(s);
    const share = roll === undefined ? 1 : 1 / ROLLS;
    // Dice paths that end alike (same outcome or continuation, same counters) merge: thousands of tag and error-check
    // paths become a handful of records, which is what makes a column's evaluation cheap.
    const merged = new Map<string, number[]>();
    forEachDiceOutcome(
      (dice) =>
        resolveStep(m, state, balls, first, roll === undefined ? dice : withBatterRoll(dice, roll), NEUTRAL_SITUATION),
      (step, probability) => {
        const last = step.events[step.events.length - 1]!;
        const head = step.continues
          ? [1, stateIndex(last.after), step.balls]
          : [0, OUTCOME_INDEX[last.result as Outcome], last.after.outs >= 3 ? INNING_OVER : stateIndex(last.after)];
        const counters = stepCounters(step.events);
        const key = `${head.join(',')}|${counters.join(',')}`;
        const known = merged.get(key);
        if (known) known[3]! += probability * share;
        else merged.set(key, [...head, probability * share, ...counters]);
      },
    );
    const leaves: number[] = [];
    const continues: number[] = [];
    for (const [continuing, a, b, ...rest] of merged.values()) (continuing ? continues : leaves).push(a!, b!, ...rest);
    return { leaves, continues };
  }

  private matchup(batter: ColumnBatter, result: CardResult, grade: Grade): PineTarMatchup {
    let column = this.uniformColumns.get(result.text);
    if (!column) {
      column = new Array<CardResult>(ROLLS).fill(result);
      this.uniformColumns.set(result.text, column);
    }
    const { tables, policies, defense, bkwp } = this.context;
    return {
      batter: { id: BATTER, column, ...batter },
      pitcher: { grade, bkwp },
      defense,
      speedOf: (runner) => (runner === BATTER ? batter.speed : STATE_RUNNER),
      tables,
      policies,
    };
  }
}
