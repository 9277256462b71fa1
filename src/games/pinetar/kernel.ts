import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { OUTCOMES, OUTCOME_INDEX } from '../../model/outcomes.ts';
import { COUNTER_SLOT, TALLY_SLOTS } from '../../model/Tally.ts';
import { BUNT, KIND, NO_TAG, OPTION, type PineTarDecisions, type PineTarKernelMatchup, type PineTarKernelTables } from './kernelData.ts';
import type { KernelEventLog } from './kernelEvents.ts';

const TWO_TO_32 = 4294967296;
const OUT_OF_BASES = 4;
const NOBODY = -1;

/** Event codes: the outcomes by OUTCOME_INDEX, then the pitch events inside a plate appearance. */
export const EVENT = { ...OUTCOME_INDEX, BALL: OUTCOMES.length, BK: OUTCOMES.length + 1, WP: OUTCOMES.length + 2 } as const;
// Codes as plain numbers: property reads of a const object are not folded in the hot loop.
const SINGLE = EVENT['1B'];
const DOUBLE = EVENT['2B'];
const TRIPLE = EVENT['3B'];
const HOME_RUN = EVENT.HR;
const WALK = EVENT.BB;
const HIT_BY_PITCH = EVENT.HBP;
const STRIKEOUT = EVENT.SO;
const GROUND_OUT = EVENT.GO;
const FLY_OUT = EVENT.FO;
const LINE_OUT = EVENT.LO;
const POP_OUT = EVENT.PO;
const REACHED_ON_ERROR = EVENT.ROE;
const FIELDERS_CHOICE = EVENT.FC;
const DOUBLE_PLAY = EVENT.GDP;
const SACRIFICE_FLY = EVENT.SF;
const SACRIFICE = EVENT.SH;
const BALL = EVENT.BALL;
const BALK = EVENT.BK;
const WILD_PITCH = EVENT.WP;
const HIT = KIND.HIT;
const BASE_ON_BALLS = KIND.BB;
const HBP = KIND.HBP;
const SO = KIND.SO;
const GO = KIND.GO;
const FO = KIND.FO;
const LO = KIND.LO;
const ROE_PO = KIND.ROE_PO;
const ROE_LO = KIND.ROE_LO;
const SWING = BUNT.SWING;
const RISP_PENALTY = OPTION.RISP_PENALTY;
const POSITIVE_DEFENSE = OPTION.POSITIVE_DEFENSE;
const NEGATIVE_DEFENSE = OPTION.NEGATIVE_DEFENSE;
const PLAYS_AT_THE_PLATE = OPTION.PLAYS_AT_THE_PLATE;
const DICE_RANDOMIZER = OPTION.DICE_RANDOMIZER;
const HIT_AND_RUN_EXTRA_BASE = OPTION.HIT_AND_RUN_EXTRA_BASE;
const STRIKEOUT_STEAL = OPTION.STRIKEOUT_STEAL;
/** Column variant bits (columnRead.ts VARIANT). */
const RISP_VARIANT = 1;
const INFIELD_IN_VARIANT = 2;
const HIT_AND_RUN_VARIANT = 4;
/** Base Advancement row of an even roll (rollParity 1), which runners in motion read. */
const EVEN_ROW = 4;
const CATCHER = 1;
/** POSITIONS index of each ground-out fielder (GROUND_FIELDERS order) and of each fly field (LF, CF, RF). */
const GROUND_FIELDER_POSITION = [0, 1, 2, 3, 4, 5];
const FLY_FIELD_POSITION = [6, 7, 8];
const NEG_RANGE = 2;
const POS_RANGE = 1;
const SQUEEZE = BUNT.SQUEEZE;
const RUNS_SLOT = COUNTER_SLOT.runs;
const OUTS_SLOT = COUNTER_SLOT.outs;
const ERRORS_SLOT = COUNTER_SLOT.errors;
const DOUBLE_PLAYS_SLOT = COUNTER_SLOT.doublePlays;
const GDP_OPPORTUNITIES_SLOT = COUNTER_SLOT.gdpOpportunities;
const BALKS_SLOT = COUNTER_SLOT.balks;
const WILD_PITCHES_SLOT = COUNTER_SLOT.wildPitches;

// Ground-out cells by GROUND_OUT_RESULTS index.
const GDP = 0;
const GDP_STAR = 1;
const GDP_STARS = 2;
const DP_HOME = 3;
const GO_2 = 4;
const FC = 5;
const FC_R3H = 6;
const FC_R3A = 7;
const PO_3_RA = 8;
const PO_3_RH = 9;
const LR_OUT = 10;
const SS = 5;
const HIT_LOCATION_OF_FIELD = [6, 7, 8, NOBODY];
const NO_THROW = -1;
/** State-code bits of the runners, and of the runners who may tag on a fly (2nd and 3rd). */
const RUNNERS = 0b11111100;
const TAGGERS = 0b11110000;
/** The base-out state index (outs * 8 + occupancy) of every state code. */
const STATE_INDEX = Uint8Array.from({ length: 256 }, (_, code) => (code & 3) * 8 + (code & 0b1100 ? 1 : 0) + (code & 0b110000 ? 2 : 0) + (code & 0b11000000 ? 4 : 0));

/**
 * The compiled Pine Tar main rules: the same plate appearance as `resolvePlateAppearance`, on integers and typed arrays
 * only (no object, string or closure per plate appearance), drawing from the generator exactly as RandomDice does, so
 * the same stream gives the same dice and the same events (tests/pinetar/kernel.test.ts holds it to that).
 *
 * A state is a code: outs in bits 0-1, then the speed of the runner on 1st, 2nd and 3rd, two bits each (0 empty).
 * Tallies are Float64Arrays in Tally's slot order, written at an offset (one tally per stratum or lineup slot).
 * @example
 * const kernel = new PineTarKernel([compilePineTarMatchup(m)]);
 * kernel.run(0, 0, 1_000_000, rootStream(1), tally, 0); // a million plate appearances from ---/0
 */
export class PineTarKernel {
  declare private readonly matchups: readonly PineTarKernelMatchup[];
  /** Where tests collect every event; null in runs. */
  declare log: KernelEventLog | null;
  declare private generator: RandomGenerator;
  declare private tally: Float64Array;
  declare private offset: number;

  // The matchup now batting.
  declare private columns: Uint8Array;
  declare private rolls: Uint8Array;
  declare private walkRules: Uint8Array;
  declare private batterSpeed: number;
  declare private shc: number;
  declare private balkTop: number;
  declare private wildPitchTop: number;
  declare private buntChoice: Uint8Array;
  declare private tagUp: Uint8Array;
  declare private refuseDoublePlay: Uint8Array;
  declare private basesLoadedOption: Uint8Array;
  declare private infieldIn: Uint8Array;
  declare private ec: Int8Array;
  declare private range: Uint8Array;
  declare private armTop: Int8Array;
  declare private catcherArm: number;
  declare private options: number;
  declare private infieldInWhiteShift: number;
  declare private hitAndRunWhiteShift: number;
  declare private thirdBaseSteal: number;
  declare private tables: PineTarKernelTables;
  /** The column variant of the batter roll being played (RISP, infield in, hit and run bits). */
  declare private variant: number;
  /** The hit and run of this plate appearance: HIT_AND_RUN_VARIANT when on, and the bases (bits 1, 2) of the runners in motion. */
  declare private hitAndRun: number;
  declare private inMotion: number;
  /** SBC by runner id, for steals the kernel plays (the hit and run's strikeout-steal); -1 unrated. */
  declare private sbcOf: Int16Array;

  /** The play in progress, as a state code (outs and runners' speeds); runs and error of the current event. */
  declare private state: number;
  declare private eventStartOuts: number;
  declare private eventBefore: number;
  declare private eventRuns: number;
  declare private eventError: number;
  /** Who is where: the batter at 0, the runners on 1st-3rd; read only where the state code has a runner. */
  declare private readonly ids: Int32Array;
  /** The ids of the runners (the batter included) who scored in the last plate appearance, in the order they crossed. */
  declare readonly scored: Int32Array;
  declare scoredCount: number;
  /** The outcome (EVENT code) of the last plate appearance. */
  declare lastOutcome: number;
  /** Steals played in the last plate appearance: runner ids, and 1 where he was safe. */
  declare readonly stealers: Int32Array;
  declare readonly stealSafe: Uint8Array;
  declare stealCount: number;

  constructor(matchups: readonly PineTarKernelMatchup[]) {
    this.matchups = matchups;
    this.log = null;
    this.tally = new Float64Array(TALLY_SLOTS);
    this.offset = 0;
    this.state = 0;
    this.eventStartOuts = 0;
    this.eventBefore = 0;
    this.eventRuns = 0;
    this.eventError = NOBODY;
    this.ids = new Int32Array(4);
    this.scored = new Int32Array(8);
    this.scoredCount = 0;
    this.lastOutcome = 0;
    this.variant = 0;
    this.hitAndRun = 0;
    this.inMotion = 0;
    this.sbcOf = new Int16Array(0);
    this.stealers = new Int32Array(4);
    this.stealSafe = new Uint8Array(4);
    this.stealCount = 0;
    if (matchups.length > 0) this.select(0);
  }

  /** `count` plate appearances of matchup `matchup`, each from `state`, tallied at `offset`. */
  run(matchup: number, state: number, count: number, generator: RandomGenerator, tally: Float64Array, offset: number): void {
    this.select(matchup);
    this.generator = generator;
    this.tally = tally;
    this.offset = offset;
    for (let i = 0; i < count; i++) this.plateAppearance(state);
  }

  /**
   * `innings` half-innings from the bases empty, the lineup (matchup indices) batting in order and carrying over from
   * one inning to the next; each slot's plate appearances tallied at `offset + slot * TALLY_SLOTS`.
   */
  innings(lineup: Int32Array, innings: number, generator: RandomGenerator, tally: Float64Array, offset: number): void {
    this.generator = generator;
    this.tally = tally;
    let slot = 0;
    for (let inning = 0; inning < innings; inning++) {
      let state = 0;
      while ((state & 3) !== 3) {
        this.select(lineup[slot]!);
        this.offset = offset + slot * TALLY_SLOTS;
        state = this.plateAppearance(state);
        if (++slot === lineup.length) slot = 0;
      }
    }
  }

  /**
   * Game mode: one plate appearance of `m`, with the manager's `decisions` for the game's situation, from `state`. The
   * batter's id is `batter` and `runners[1..3]` hold the ids on base, which it moves as the play does (reading a base
   * only where the state has a runner); `scored` lists who crossed the plate. Counts go to `tally` at `offset`.
   * Returns the state after (outs may be 3). After it, `terminalRuns` and `terminalError` describe the play that ended
   * the plate appearance, which is what an RBI is judged on.
   */
  playInGame(
    m: PineTarKernelMatchup,
    decisions: PineTarDecisions,
    state: number,
    batter: number,
    runners: Int32Array,
    generator: RandomGenerator,
    tally: Float64Array,
    offset: number,
    inMotion = 0,
  ): number {
    this.use(m);
    this.buntChoice = decisions.bunt;
    this.tagUp = decisions.tagUp;
    this.refuseDoublePlay = decisions.refuseDoublePlay;
    this.basesLoadedOption = decisions.basesLoadedOption;
    this.infieldIn = decisions.infieldIn;
    this.hitAndRun = inMotion !== 0 ? HIT_AND_RUN_VARIANT : 0;
    this.inMotion = inMotion;
    this.generator = generator;
    this.tally = tally;
    this.offset = offset;
    const ids = this.ids;
    ids[0] = batter;
    ids[1] = runners[1]!;
    ids[2] = runners[2]!;
    ids[3] = runners[3]!;
    const after = this.plateAppearance(state);
    this.hitAndRun = 0;
    this.inMotion = 0;
    runners[1] = ids[1]!;
    runners[2] = ids[2]!;
    runners[3] = ids[3]!;
    return after;
  }

  /** SBC by runner id (-1 for none), read by the steals the kernel plays in games. */
  setStealChances(sbc: Int16Array): void {
    this.sbcOf = sbc;
  }

  /** Runs scored on the play that ended the last plate appearance (not on balks or wild pitches before it). */
  get terminalRuns(): number {
    return this.eventRuns;
  }

  /** Whether an error was charged on the play that ended the last plate appearance. */
  get terminalError(): boolean {
    return this.eventError !== NOBODY;
  }

  private select(index: number): void {
    const m = this.matchups[index];
    if (m === undefined) throw new RangeError(`no matchup ${index} in this kernel (it has ${this.matchups.length})`);
    this.use(m);
  }

  private use(m: PineTarKernelMatchup): void {
    this.columns = m.columns;
    this.rolls = m.rolls;
    this.walkRules = m.walkRules;
    this.batterSpeed = m.batterSpeed;
    this.shc = m.shc;
    this.balkTop = m.balkTop;
    this.wildPitchTop = m.wildPitchTop;
    this.buntChoice = m.bunt;
    this.tagUp = m.tagUp;
    this.refuseDoublePlay = m.refuseDoublePlay;
    this.basesLoadedOption = m.basesLoadedOption;
    this.infieldIn = m.infieldIn;
    this.ec = m.ec;
    this.range = m.range;
    this.armTop = m.armTop;
    this.catcherArm = m.catcherArm;
    this.options = m.options;
    this.infieldInWhiteShift = m.infieldInWhiteShift;
    this.hitAndRunWhiteShift = m.hitAndRunWhiteShift;
    this.thirdBaseSteal = m.thirdBaseSteal;
    this.tables = m.tables;
  }

  /** One plate appearance from `state`; returns the state after it (outs may be 3). */
  plateAppearance(state: number): number {
    this.state = state;
    this.scoredCount = 0;
    this.stealCount = 0;
    const tally = this.tally;
    const at = this.offset;
    // Counters of the plate appearance's events go straight into the tally as each event ends.
    const bunt = this.buntChoice[STATE_INDEX[state]!]!;
    const result = bunt === SWING ? this.swingAway() : this.bunt(bunt);
    tally[at + result]!++;
    this.lastOutcome = result;
    tally[at + OUTS_SLOT]! += (this.state & 3) - (state & 3);
    if ((state & 0b1100) !== 0 && (state & 3) < 2) tally[at + GDP_OPPORTUNITIES_SLOT]!++;
    return this.state;
  }

  /** Batter rolls until one ends the plate appearance; returns the outcome. */
  private swingAway(): number {
    let balls = 0;
    for (;;) {
      this.begin();
      const dice = this.roll2();
      let variant = this.hitAndRun;
      if ((this.options & RISP_PENALTY) !== 0 && (this.state & TAGGERS) !== 0) variant |= RISP_VARIANT;
      if (this.infieldIn[STATE_INDEX[this.state]!] !== 0) variant |= INFIELD_IN_VARIANT;
      this.variant = variant;
      const at = variant * 100 + dice;
      const code = this.columns[at]!;
      const roll = this.rolls[at]!;
      const parameter = code & 15;
      switch (code >> 4) {
        case HIT:
          return this.hit(dice, roll, parameter);
        case BASE_ON_BALLS:
          if (this.walkRules[variant] !== 0 && this.runner(1) !== 0 && balls < 2) {
            this.end(BALL, NOBODY); // the walk rule's "ball 2"
            balls = 2;
            continue;
          }
          this.forceBatterToFirst();
          return this.end(WALK, NOBODY);
        case HBP:
          this.forceBatterToFirst();
          return this.end(HIT_BY_PITCH, NOBODY);
        case SO:
          this.state++;
          if (this.inMotion !== 0 && (this.options & STRIKEOUT_STEAL) !== 0 && (this.state & 3) < 3) this.strikeoutSteal();
          return this.end(STRIKEOUT, NOBODY);
        case GO:
          if (this.negativeCheck(dice, GROUND_FIELDER_POSITION[parameter]!, this.tables.ndrChecksGroundOut)) return this.end(SINGLE, GROUND_FIELDER_POSITION[parameter]!);
          return this.groundOut(roll, parameter);
        case FO:
          if (this.negativeCheck(dice, FLY_FIELD_POSITION[parameter]!, this.tables.ndrChecksFlyOut)) return this.end(SINGLE, FLY_FIELD_POSITION[parameter]!);
          return this.flyOut(parameter);
        case LO:
          this.state++;
          return this.end(LINE_OUT, parameter);
        case ROE_PO:
          return this.errorCheck(POP_OUT);
        case ROE_LO:
          return this.errorCheck(LINE_OUT);
        default: {
          if (this.balkWildPitch() !== BALK) balls++;
          if (balls < 4) continue;
          this.begin(); // ball four on a BK/WP re-roll: a walk, its own event
          this.forceBatterToFirst();
          return this.end(WALK, NOBODY);
        }
      }
    }
  }

  private hit(dice: number, roll: number, bases: number): number {
    if (bases < 4 && (this.options & POSITIVE_DEFENSE) !== 0 && this.tables.pdrTrigger[dice] !== 0) return this.positiveDefensiveRoll(dice, bases);
    const field = this.tables.hitField[roll]!;
    if (field === 3 && bases < 4) {
      if (this.batterSpeed === 1) return this.groundOut(roll, SS); // a slow batter's infield hit
      this.advanceOnHit(roll, 1, NO_THROW);
      return this.end(SINGLE, this.tables.infieldHitFielder);
    }
    this.advanceOnHit(roll, bases, field === 3 ? NO_THROW : field);
    return this.end(bases === 1 ? SINGLE : bases === 2 ? DOUBLE : bases === 3 ? TRIPLE : HOME_RUN, HIT_LOCATION_OF_FIELD[field]!);
  }

  /** The Positive Defensive Roll (defensiveRolls.ts): a Pos RG fielder's GO or FO, or the hit standing at his field. */
  private positiveDefensiveRoll(dice: number, bases: number): number {
    const at = this.roll2() + (bases === 1 ? 0 : 100);
    const tables = this.tables;
    const fielder = tables.pdrFielder[at]!;
    if (this.range[fielder] === POS_RANGE) {
      if (tables.pdrFlyOut[at] !== 0) return this.flyOut(fielder - 6);
      const needsTable = (this.state & 3) < 2 && (this.state & RUNNERS) !== 0;
      return this.groundOut(needsTable ? this.roll2() : 0, fielder);
    }
    const field = tables.pdrField[at]!;
    if (fielder <= CATCHER || field === 3) {
      this.advanceOnHit(dice, 1, NO_THROW);
      return this.end(SINGLE, fielder);
    }
    this.advanceOnHit(dice, bases, field);
    return this.end(bases === 1 ? SINGLE : bases === 2 ? DOUBLE : TRIPLE, HIT_LOCATION_OF_FIELD[field]!);
  }

  /** The negative defensive check: true when a Neg RG fielder let the GO or FO through for a single (runners moved). */
  private negativeCheck(dice: number, fielder: number, checked: number): boolean {
    if ((this.options & NEGATIVE_DEFENSE) === 0 || this.tables.ndrTrigger[dice] === 0 || checked === 0 || this.range[fielder] !== NEG_RANGE) return false;
    this.advanceAll((this.state & 3) === 2 ? this.tables.ndrBasesWithTwoOuts : this.tables.ndrBases);
    this.placeBatter(1);
    return true;
  }

  /** The hit and run's strikeout: the lead runner in motion steals (SBC + the catcher's AR, less for 3rd); a runner behind him takes his base. */
  private strikeoutSteal(): void {
    const lead = (this.inMotion & 4) !== 0 && this.runner(2) !== 0 ? 2 : 1;
    if (this.runner(lead) === 0 || this.runner(lead + 1) !== 0) return;
    const id = this.ids[lead]!;
    const chance = (id >= 0 && id < this.sbcOf.length ? this.sbcOf[id]! : 0) + this.catcherArm + (lead === 2 ? this.thirdBaseSteal : 0);
    const safe = this.roll2() <= chance;
    this.stealers[this.stealCount] = id;
    this.stealSafe[this.stealCount++] = safe ? 1 : 0;
    if (safe) this.advance(lead, 1);
    else this.runnerOut(lead);
    if (lead === 2 && (this.inMotion & 2) !== 0 && (this.state & 3) < 3) {
      this.stealers[this.stealCount] = this.ids[1]!;
      this.stealSafe[this.stealCount++] = 1;
      this.advance(1, 1);
    }
  }

  /**
   * Runners advance on a hit by the roll's Base Advancement row (runners in motion on a hit and run read the even row);
   * with plays at the plate on, a runner scoring from 2nd on a single or from 1st on a double draws a throw from the
   * outfielder of `throwField` (NO_THROW for an infield hit).
   */
  private advanceOnHit(roll: number, hitBases: number, throwField: number): void {
    if ((this.state & RUNNERS) !== 0) {
      const row = this.tables.rollParity[roll]! * 4;
      const motionRow = (this.options & HIT_AND_RUN_EXTRA_BASE) !== 0 ? this.inMotion : 0;
      const throwHome = (this.options & PLAYS_AT_THE_PLATE) !== 0 && throwField !== NO_THROW;
      let firstTaken = 5;
      for (let base = 3; base >= 1; base--) {
        const speed = this.runner(base);
        if (speed === 0) continue;
        let target = base + hitBases + this.tables.extraBase[((motionRow >> base) & 1) !== 0 ? EVEN_ROW + speed : row + speed]!;
        if (target > OUT_OF_BASES) target = OUT_OF_BASES;
        if (target < OUT_OF_BASES && target >= firstTaken) target = firstTaken - 1;
        if (throwHome && target === OUT_OF_BASES && base + hitBases === 3 && this.roll2() <= this.armTop[throwField]!) {
          this.runnerOut(base);
          continue;
        }
        this.advance(base, target - base);
        if (target < OUT_OF_BASES) firstTaken = target;
      }
    }
    this.placeBatter(hitBases);
  }

  private groundOut(roll: number, fielder: number): number {
    if ((this.state & 3) === 2 || (this.state & RUNNERS) === 0) {
      this.state++;
      return this.end(GROUND_OUT, fielder);
    }
    const loaded = this.runner(1) !== 0 && this.runner(2) !== 0 && this.runner(3) !== 0;
    const table = loaded ? 2 : this.runner(1) !== 0 ? 0 : 1;
    const state = STATE_INDEX[this.state]!;
    let white = roll % 10;
    if (this.variant !== 0) {
      white += ((this.variant & INFIELD_IN_VARIANT) !== 0 ? this.infieldInWhiteShift : 0) + ((this.variant & HIT_AND_RUN_VARIANT) !== 0 ? this.hitAndRunWhiteShift : 0);
      white = white < 0 ? 0 : white > 9 ? 9 : white;
    }
    let cell = this.tables.groundOut[table * 60 + fielder * 10 + white]!;
    if (cell === GDP_STAR || cell === GDP_STARS) {
      const doubleStar = cell === GDP_STARS ? 1 : 0;
      cell = this.basesLoadedOption[state * 2 + doubleStar] === 0 ? GDP : doubleStar ? DP_HOME : GO_2;
    }
    if (cell === GDP && table === 0 && (this.refuseDoublePlay[state] !== 0 || ((this.variant & INFIELD_IN_VARIANT) !== 0 && this.runner(3) !== 0))) {
      this.runnerOut(3);
      this.advance(2, 1);
      this.advance(1, 1);
      this.placeBatter(1);
      return this.end(FIELDERS_CHOICE, fielder);
    }
    switch (cell) {
      case GDP:
      case DP_HOME:
        this.runnerOut(cell === GDP ? 1 : 3);
        this.state++;
        if ((this.state & 3) < 3) this.advanceAll(1);
        return this.end(DOUBLE_PLAY, fielder);
      case GO_2:
        this.runnerOut(3);
        this.advanceAll(1);
        this.placeBatter(1);
        return this.end(FIELDERS_CHOICE, fielder);
      case FC:
      case FC_R3H:
      case FC_R3A:
        this.runnerOut(1);
        if (cell !== FC_R3H || loaded) this.advance(3, 1); // a forced runner on 3rd scores whatever the column says
        this.advance(2, 1);
        this.placeBatter(1);
        return this.end(FIELDERS_CHOICE, fielder);
      case PO_3_RA:
        this.state++;
        if ((this.state & 3) < 3) this.advanceAll(1);
        return this.end(GROUND_OUT, fielder);
      case PO_3_RH:
        this.state++;
        return this.end(GROUND_OUT, fielder);
      case LR_OUT:
        this.runnerOut(this.leadBase());
        this.placeBatter(1);
        return this.end(FIELDERS_CHOICE, fielder);
      default:
        throw new Error(`ground-out cell ${cell} has no kernel rule`);
    }
  }

  private flyOut(field: number): number {
    const location = HIT_LOCATION_OF_FIELD[field]!;
    const state = STATE_INDEX[this.state]!;
    const outsBefore = this.state & 3;
    this.state++;
    if (outsBefore >= 2 || (this.state & TAGGERS) === 0) return this.end(FLY_OUT, location);
    const fromThird = this.tables.tagFromThird[field]!;
    const fromSecond = this.tables.tagFromSecond[field]!;
    const tryThird = this.runner(3) !== 0 && fromThird !== NO_TAG && this.tagUp[state * 2 + 1] !== 0;
    const trySecond = this.runner(2) !== 0 && fromSecond !== NO_TAG && this.tagUp[state * 2] !== 0;
    if (!tryThird && !trySecond) return this.end(FLY_OUT, location);
    const roll = this.roll2();
    if (this.tables.throwOut[roll] !== 0) {
      this.runnerOut(tryThird ? 3 : 2);
      return this.end(FLY_OUT, location);
    }
    if (tryThird && roll <= fromThird) this.advance(3, 1);
    if (trySecond && roll <= fromSecond && this.runner(3) === 0) this.advance(2, 1);
    return this.end(this.eventRuns > 0 ? SACRIFICE_FLY : FLY_OUT, location);
  }

  private errorCheck(caught: number): number {
    const pick = this.d100();
    const blue = this.d10();
    const fielder = this.tables.errorPosition[pick]!;
    if (blue > this.ec[fielder]!) {
      this.state++;
      return this.end(caught, fielder);
    }
    const batterBases = this.tables.errorBases[pick]!;
    this.advanceAll(batterBases + (this.tables.errorExtraWithTwoOuts[pick] !== 0 && (this.state & 3) === 2 ? 1 : 0));
    this.placeBatter(batterBases);
    this.eventError = fielder;
    return this.end(REACHED_ON_ERROR, fielder);
  }

  /** BK/WP on the column: a ball, a balk or a wild pitch (ends the event, not the plate appearance). */
  private balkWildPitch(): number {
    let event: number;
    if ((this.state & RUNNERS) === 0 || (this.balkTop < 0 && this.wildPitchTop < 0)) event = BALL;
    else if (this.balkTop < 0 && this.wildPitchTop === 99) event = WILD_PITCH;
    else {
      const roll = this.roll2();
      event = roll <= this.balkTop ? BALK : roll <= this.wildPitchTop ? WILD_PITCH : BALL;
    }
    if (event !== BALL) {
      this.advanceAll(1);
      this.hitAndRun = 0; // the runners moved on the pitch: the hit and run is over
      this.inMotion = 0;
    }
    return this.end(event, NOBODY);
  }

  private bunt(kind: number): number {
    const squeeze = kind === SQUEEZE ? 1 : 0;
    this.begin();
    let shc = this.shc + this.tables.buntAdjustment[squeeze]!;
    if (shc < 0) shc = 0;
    const roll = this.roll2();
    const fielder = this.tables.buntFielder[squeeze * 2 + (roll & 1)]!;
    const doubled = this.tables.rollParity[roll] === 2;
    if (roll < shc) {
      if (doubled) {
        this.advanceAll(1);
        this.placeBatter(1);
        return this.end(SINGLE, fielder);
      }
      this.state++;
      this.advanceAll(1);
      return this.end(SACRIFICE, NOBODY);
    }
    if (roll === shc) {
      this.advanceAll(1);
      this.placeBatter(1);
      this.eventError = fielder;
      return this.end(SACRIFICE, fielder);
    }
    const lead = this.leadBase();
    if (doubled) {
      this.state++;
      this.runnerOut(lead);
      return this.end(POP_OUT, 0);
    }
    this.runnerOut(lead);
    this.advanceAll(1);
    this.placeBatter(1);
    return this.end(FIELDERS_CHOICE, fielder);
  }

  /** A standard 2-die roll: red and white, or with the randomizer a d6 picking red (odd) or blue (even) as the tens die. */
  private roll2(): number {
    if ((this.options & DICE_RANDOMIZER) === 0) return this.d100();
    const d6 = ((((this.generator.next() >>> 0) * 6) / TWO_TO_32) | 0) + 1;
    const red = this.d10();
    const blue = this.d10();
    return ((d6 & 1) !== 0 ? red : blue) * 10 + this.d10();
  }

  private d100(): number {
    return (((this.generator.next() >>> 0) * 100) / TWO_TO_32) | 0;
  }

  private d10(): number {
    return (((this.generator.next() >>> 0) * 10) / TWO_TO_32) | 0;
  }

  /** The speed code of the runner on `base` (1-3), 0 for nobody. */
  private runner(base: number): number {
    return (this.state >> (base << 1)) & 3;
  }

  private leadBase(): number {
    return this.runner(3) !== 0 ? 3 : this.runner(2) !== 0 ? 2 : this.runner(1) !== 0 ? 1 : 0;
  }

  private begin(): void {
    this.eventStartOuts = this.state & 3;
    this.eventRuns = 0;
    this.eventError = NOBODY;
    this.eventBefore = this.state;
  }

  /** Closes an event: counts what it did into the tally (and the log, in tests); returns its code. */
  private end(event: number, location: number): number {
    const outs = (this.state & 3) - this.eventStartOuts;
    // Most events score nobody, make one out at most, charge no error and are no balk or wild pitch: one test for all.
    if (this.eventRuns !== 0 || outs >= 2 || this.eventError !== NOBODY || event >= BALK) this.countRareEvent(event, outs);
    if (this.log !== null) this.log.push(event, this.eventBefore, this.state, this.eventRuns, outs, this.eventError, location);
    return event;
  }

  private countRareEvent(event: number, outs: number): void {
    const tally = this.tally;
    const at = this.offset;
    tally[at + RUNS_SLOT]! += this.eventRuns;
    if (outs >= 2) tally[at + DOUBLE_PLAYS_SLOT]!++;
    if (this.eventError !== NOBODY) tally[at + ERRORS_SLOT]!++;
    if (event === BALK) tally[at + BALKS_SLOT]!++;
    else if (event === WILD_PITCH) tally[at + WILD_PITCHES_SLOT]!++;
  }

  private runnerOut(base: number): void {
    if (this.runner(base) === 0) throw new Error(`no runner on base ${base} to put out`);
    this.state = (this.state & ~(3 << (base << 1))) + 1;
  }

  private advance(base: number, count: number): void {
    const speed = this.runner(base);
    if (speed === 0 || count <= 0) return;
    this.state &= ~(3 << (base << 1));
    this.place(speed, base + count, this.ids[base]!);
  }

  private advanceAll(count: number): void {
    for (let base = 3; base >= 1; base--) this.advance(base, count);
  }

  /** Runner `id` of `speed` (or the batter) reaches `base`; home or beyond is a run. */
  private place(speed: number, base: number, id: number): void {
    if (base >= OUT_OF_BASES) {
      this.eventRuns++;
      this.scored[this.scoredCount++] = id;
      return;
    }
    if (this.runner(base) !== 0) throw new Error(`a runner cannot take base ${base}: it is occupied`);
    this.state |= speed << (base << 1);
    this.ids[base] = id;
  }

  private placeBatter(base: number): void {
    this.place(this.batterSpeed, base, this.ids[0]!);
  }

  private forceBatterToFirst(): void {
    let forced = 1;
    while (forced <= 3 && this.runner(forced) !== 0) forced++;
    for (let base = forced - 1; base >= 1; base--) this.advance(base, 1);
    this.placeBatter(1);
  }
}
