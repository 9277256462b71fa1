import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { OUTCOMES, OUTCOME_INDEX } from '../../model/outcomes.ts';
import { COUNTER_SLOT, TALLY_SLOTS } from '../../model/Tally.ts';
import { BUNT, KIND, NO_TAG, type PineTarDecisions, type PineTarKernelMatchup, type PineTarKernelTables } from './kernelData.ts';
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
  declare private column: Uint8Array;
  declare private batterSpeed: number;
  declare private shc: number;
  declare private walkRule: number;
  declare private balkTop: number;
  declare private wildPitchTop: number;
  declare private buntChoice: Uint8Array;
  declare private tagUp: Uint8Array;
  declare private refuseDoublePlay: Uint8Array;
  declare private basesLoadedOption: Uint8Array;
  declare private ec: Int8Array;
  declare private tables: PineTarKernelTables;

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
  playInGame(m: PineTarKernelMatchup, decisions: PineTarDecisions, state: number, batter: number, runners: Int32Array, generator: RandomGenerator, tally: Float64Array, offset: number): number {
    this.use(m);
    this.buntChoice = decisions.bunt;
    this.tagUp = decisions.tagUp;
    this.refuseDoublePlay = decisions.refuseDoublePlay;
    this.basesLoadedOption = decisions.basesLoadedOption;
    this.generator = generator;
    this.tally = tally;
    this.offset = offset;
    const ids = this.ids;
    ids[0] = batter;
    ids[1] = runners[1]!;
    ids[2] = runners[2]!;
    ids[3] = runners[3]!;
    const after = this.plateAppearance(state);
    runners[1] = ids[1]!;
    runners[2] = ids[2]!;
    runners[3] = ids[3]!;
    return after;
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
    this.column = m.column;
    this.batterSpeed = m.batterSpeed;
    this.shc = m.shc;
    this.walkRule = m.walkRule;
    this.balkTop = m.balkTop;
    this.wildPitchTop = m.wildPitchTop;
    this.buntChoice = m.bunt;
    this.tagUp = m.tagUp;
    this.refuseDoublePlay = m.refuseDoublePlay;
    this.basesLoadedOption = m.basesLoadedOption;
    this.ec = m.ec;
    this.tables = m.tables;
  }

  /** One plate appearance from `state`; returns the state after it (outs may be 3). */
  plateAppearance(state: number): number {
    this.state = state;
    this.scoredCount = 0;
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
      const roll = this.d100();
      const code = this.column[roll]!;
      const parameter = code & 15;
      switch (code >> 4) {
        case HIT:
          return this.hit(roll, parameter);
        case BASE_ON_BALLS:
          if (this.walkRule !== 0 && this.runner(1) !== 0 && balls < 2) {
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
          return this.end(STRIKEOUT, NOBODY);
        case GO:
          return this.groundOut(roll, parameter);
        case FO:
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

  private hit(roll: number, bases: number): number {
    const field = this.tables.hitField[roll]!;
    if (field === 3 && bases < 4) {
      if (this.batterSpeed === 1) return this.groundOut(roll, SS); // a slow batter's infield hit
      this.advanceOnHit(roll, 1);
      return this.end(SINGLE, this.tables.infieldHitFielder);
    }
    this.advanceOnHit(roll, bases);
    return this.end(bases === 1 ? SINGLE : bases === 2 ? DOUBLE : bases === 3 ? TRIPLE : HOME_RUN, HIT_LOCATION_OF_FIELD[field]!);
  }

  private advanceOnHit(roll: number, hitBases: number): void {
    if ((this.state & RUNNERS) !== 0) {
      const row = this.tables.rollParity[roll]! * 4;
      let firstTaken = 5;
      for (let base = 3; base >= 1; base--) {
        const speed = this.runner(base);
        if (speed === 0) continue;
        let target = base + hitBases + this.tables.extraBase[row + speed]!;
        if (target > OUT_OF_BASES) target = OUT_OF_BASES;
        if (target < OUT_OF_BASES && target >= firstTaken) target = firstTaken - 1;
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
    let cell = this.tables.groundOut[table * 60 + fielder * 10 + (roll % 10)]!;
    if (cell === GDP_STAR || cell === GDP_STARS) {
      const doubleStar = cell === GDP_STARS ? 1 : 0;
      cell = this.basesLoadedOption[state * 2 + doubleStar] === 0 ? GDP : doubleStar ? DP_HOME : GO_2;
    }
    if (cell === GDP && table === 0 && this.refuseDoublePlay[state] !== 0) {
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
    const roll = this.d100();
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
      const roll = this.d100();
      event = roll <= this.balkTop ? BALK : roll <= this.wildPitchTop ? WILD_PITCH : BALL;
    }
    if (event !== BALL) this.advanceAll(1);
    return this.end(event, NOBODY);
  }

  private bunt(kind: number): number {
    const squeeze = kind === SQUEEZE ? 1 : 0;
    this.begin();
    let shc = this.shc + this.tables.buntAdjustment[squeeze]!;
    if (shc < 0) shc = 0;
    const roll = this.d100();
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
