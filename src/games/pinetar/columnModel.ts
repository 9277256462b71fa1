import { EMPTY, canonicalState } from '../../core/model/baseOut.ts';
import type { Position } from '../../core/model/positions.ts';
import { Tally } from '../../core/model/Tally.ts';
import type { BkWpRating } from './cards.ts';
import {
  addContinuations,
  addScaled,
  enumerateStep,
  leafSum,
  GDP_CHANCE_SLOT,
  ROLLS,
  STATES,
  TALLY_SLOTS,
  type ChainKind,
  type StepEntry,
} from './columnSteps.ts';
import type { Fielder, PineTarMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION, type ManagerPolicies } from './policies.ts';
import { chosenBunt, modifiedResult } from './resolve.ts';
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

export { INNING_OVER } from './columnSteps.ts';

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

const MAX_BALLS = 4;
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

/** One of a column's distinct steps: its slot, how many rolls take it, a roll that does and its printed result. */
interface TakenStep {
  slot: number;
  rolls: number;
  roll: number;
  result: CardResult;
  readsCount: boolean;
}

/** A column's chain against a grade (see ColumnModel.chain). */
interface ColumnChain {
  profile: RollProfile;
  /** The whole chain from a state: the bunt where the batter bunts, else the batter roll and what follows. */
  from(s: number): Float64Array;
  /** From a state and count, what the rolls that read the count add (with what their balls lead to). */
  counted(s: number, balls: number): Float64Array;
}

/** A column against a grade: its distinct steps, apart by whether they read the ball count. */
interface RollProfile {
  walkRule: number;
  still: TakenStep[];
  counted: TakenStep[];
}

/** A grade and its share of a batter's plate appearances. */
export interface GradeWeight {
  grade: Grade;
  weight: number;
}

/**
 * The exact plate-appearance chain of a Pine Tar batter with his column as the unknown: each step of the chain is
 * enumerated by the rules' own `resolveStep` once per (state, ball count, result played, roll class, walk-rule class)
 * and memoised, so evaluating a new column costs a pass over its distinct steps (a few dozen), not a fresh
 * enumeration. This is what lets the card builder search thousands of columns exactly. The grade enters only where
 * the rules read it: the Pitcher Modifier (on its rolls) and the walk rule (its grades, or not); the roll only
 * through its class (rollClass). The steps that ignore the ball count are summed over a mix of start states once,
 * for every column that plays from that mix. Tests compare every result with `plateAppearanceDistribution`.
 * Runners already on base are the canonical medium-speed runners of `check --state`.
 */
export class ColumnModel {
  declare private readonly context: ColumnContext;
  declare private readonly steps: ((StepEntry | undefined)[] | undefined)[];
  declare private readonly uniformColumns: Map<string, CardResult[]>;
  declare private readonly playedResults: (CardResult | undefined)[];
  declare private readonly bunts: Map<string, StepEntry | null>;
  /** Steps that ignore the count summed over a mix of states, by batter speed, walk-rule class and mix; then slot. */
  declare private readonly mixes: Map<string, Map<number, Float64Array>>;

  constructor(context: ColumnContext) {
    this.context = context;
    this.steps = [];
    this.uniformColumns = new Map();
    this.playedResults = [];
    this.bunts = new Map();
    this.mixes = new Map();
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
    const speed = SPEEDS.indexOf(batter.speed);
    const swings = Array.from({ length: STATES }, (_, s) => (states[s] ?? 0) !== 0 && !this.buntEntry(batter, s));
    grades.forEach(({ grade, weight }) => {
      const chain = this.chain(column, batter, grade, 'tally');
      // The rolls that ignore the ball count, summed over the swinging states by weight once for every column.
      const mixed = this.mixedSteps(speed, chain.profile.walkRule, states, swings, batter, grade);
      for (const taken of chain.profile.still) addScaled(total, mixed(taken), weight * taken.rolls);
      for (let s = 0; s < STATES; s++) {
        const w = weight * (states[s] ?? 0);
        if (w === 0) continue;
        addScaled(total, swings[s] ? chain.counted(s, 0) : chain.from(s), w);
        const [first] = canonicalState(s).bases;
        if (first !== EMPTY && s < 16) total[GDP_CHANCE_SLOT]! += w;
      }
    });
    return new Tally(total);
  }

  /** The chance of each after-state (24 states, then INNING_OVER) from each start state: a row per start state. */
  transitions(column: readonly CardResult[], batter: ColumnBatter, grade: Grade): Float64Array[] {
    const chain = this.chain(column, batter, grade, 'after');
    return Array.from({ length: STATES }, (_, s) => chain.from(s));
  }

  /**
   * A step's tally summed over a mix of states by weight (those where the batter swings), per slot of a step that
   * ignores the ball count: shared by every column and grade of a walk-rule class that plays from the same mix.
   */
  private mixedSteps(
    speed: number,
    walkRule: number,
    states: readonly number[],
    swings: readonly boolean[],
    batter: ColumnBatter,
    grade: Grade,
  ): (taken: TakenStep) => Float64Array {
    const key = `${speed}|${walkRule}|${states.map((w, s) => (swings[s] ? w : 0)).join(',')}`;
    let mixed = this.mixes.get(key);
    if (!mixed) this.mixes.set(key, (mixed = new Map()));
    const slots = mixed;
    return (taken) => {
      let sum = slots.get(taken.slot);
      if (!sum) {
        sum = new Float64Array(TALLY_SLOTS);
        for (let s = 0; s < STATES; s++) {
          if (!swings[s]) continue;
          const step = this.step(this.group(speed, walkRule, s, 0), batter, grade, s, 0, taken);
          addScaled(sum, leafSum(step, 'tally'), states[s]!);
        }
        slots.set(taken.slot, sum);
      }
      return sum;
    };
  }

  /**
   * The chain of a column against a grade: the tally or the after-state distribution (by `kind`) from each start
   * state. A step from a state is the sum of the column's distinct steps (see profile), each times the rolls that take
   * it: those that ignore the ball count once per state, those that read it (a walk, a BK/WP) per state and count.
   * Only the latter can continue the plate appearance.
   */
  private chain(column: readonly CardResult[], batter: ColumnBatter, grade: Grade, kind: ChainKind): ColumnChain {
    const size = kind === 'tally' ? TALLY_SLOTS : STATES + 1;
    const speed = SPEEDS.indexOf(batter.speed);
    const profile = this.profile(column, batter, grade);
    const still: (Float64Array | undefined)[] = new Array(STATES);
    const counts: (Float64Array | undefined)[] = new Array(STATES * MAX_BALLS);
    const memo: (Float64Array | undefined)[] = new Array(STATES * MAX_BALLS);
    const stillFrom = (s: number): Float64Array => {
      let fixed = still[s];
      if (!fixed) {
        fixed = new Float64Array(size);
        const steps = this.group(speed, profile.walkRule, s, 0);
        for (const taken of profile.still)
          addScaled(fixed, leafSum(this.step(steps, batter, grade, s, 0, taken), kind), taken.rolls);
        still[s] = fixed;
      }
      return fixed;
    };
    const counted = (s: number, balls: number): Float64Array => {
      const key = s * MAX_BALLS + balls;
      let out = counts[key];
      if (!out) {
        out = new Float64Array(size);
        const steps = this.group(speed, profile.walkRule, s, balls);
        for (const taken of profile.counted) {
          const entry = this.step(steps, batter, grade, s, balls, taken);
          addScaled(out, leafSum(entry, kind), taken.rolls);
          addContinuations(out, entry.continues, taken.rolls, kind, fromCount);
        }
        counts[key] = out;
      }
      return out;
    };
    const fromCount = (s: number, balls: number): Float64Array => {
      const key = s * MAX_BALLS + balls;
      let out = memo[key];
      if (!out) {
        out = Float64Array.from(stillFrom(s));
        addScaled(out, counted(s, balls), 1);
        memo[key] = out;
      }
      return out;
    };
    const first = new Map<number, Float64Array>();
    return {
      profile,
      counted,
      from: (s) => {
        const bunt = this.buntEntry(batter, s);
        if (!bunt) return fromCount(s, 0);
        let out = first.get(s);
        if (!out) {
          out = Float64Array.from(leafSum(bunt, kind));
          addContinuations(out, bunt.continues, 1, kind, fromCount);
          first.set(s, out);
        }
        return out;
      },
    };
  }

  /**
   * A column against a grade as its steps see it: the distinct steps its 100 rolls take (by the result played and the
   * roll's class), each with the number of rolls that take it, apart by whether they read the ball count.
   */
  private profile(column: readonly CardResult[], batter: ColumnBatter, grade: Grade): RollProfile {
    const bySlot = new Map<number, TakenStep>();
    const still: TakenStep[] = [];
    const counted: TakenStep[] = [];
    column.forEach((result, roll) => {
      const played = this.played(grade, roll, result, RESULT_INDEX.get(result.text)!);
      const slot = RESULT_INDEX.get(played.text)! * ROLL_CLASSES + this.rollClass(played, roll, batter);
      const known = bySlot.get(slot);
      if (known) {
        known.rolls++;
        return;
      }
      const taken = { slot, rolls: 1, roll, result, readsCount: readsBalls(played) };
      bySlot.set(slot, taken);
      (taken.readsCount ? counted : still).push(taken);
    });
    return { walkRule: WALK_RULE_GRADES.has(grade) ? 1 : 0, still, counted };
  }

  /** The steps of a batter speed, walk-rule class, state and ball count (0 for steps that ignore it), by slot. */
  private group(speed: number, walkRule: number, s: number, balls: number): (StepEntry | undefined)[] {
    const key = ((speed * 2 + walkRule) * STATES + s) * MAX_BALLS + balls;
    let steps = this.steps[key];
    if (!steps) this.steps[key] = steps = new Array<StepEntry | undefined>(CARD_RESULTS.length * ROLL_CLASSES);
    return steps;
  }

  /** A step of the column's (see profile) from a state and count, as a share of the whole step (1/100 of it). */
  private step(
    steps: (StepEntry | undefined)[],
    batter: ColumnBatter,
    grade: Grade,
    s: number,
    balls: number,
    taken: TakenStep,
  ): StepEntry {
    let entry = steps[taken.slot];
    if (!entry) {
      entry = enumerateStep(this.matchup(batter, taken.result, grade), s, balls, false, taken.roll);
      steps[taken.slot] = entry;
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
      entry = chosenBunt(m, canonicalState(s), NEUTRAL_SITUATION) === 'swing' ? null : enumerateStep(m, s, 0, true);
      this.bunts.set(key, entry);
    }
    return entry ?? undefined;
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
