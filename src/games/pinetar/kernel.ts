import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { COUNTER_SLOT, TALLY_SLOTS } from '../../core/model/Tally.ts';
import { RARE_PLAY_ACTIONS, type RarePlayAction } from './optionalTables.ts';
import {
  BUNT,
  COLUMN_HAS,
  EVENT,
  INCIDENT,
  KIND,
  NO_RESULT,
  NO_TAG,
  OPTION,
  type PineTarDecisions,
  type PineTarKernelMatchup,
  type PineTarKernelTables,
} from './kernelData.ts';
import type { KernelEventLog } from './kernelEvents.ts';
import { dieFace } from '../../core/dice/dieFace.ts';

// A module constant, not the imported binding, in the hot loop (an import can be a getter under a loader).
const face = dieFace;

const OUT_OF_BASES = 4;
const NOBODY = -1;

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
const PASSED_BALL = EVENT.PB;
const PICKOFF = EVENT.PICKOFF;
const STEAL = EVENT.STEAL;
const CATCHERS_INTERFERENCE = EVENT.CI;
const NO_INCIDENT = INCIDENT.NONE;
/** A rare play that leaves the batter at bat. */
const BATS_ON = -2;
const HAS_HBP = COLUMN_HAS.HBP;
const HAS_TRIPLE = COLUMN_HAS.TRIPLE;
const HAS_HOME_RUN = COLUMN_HAS.HOME_RUN;
const action = (name: RarePlayAction) => RARE_PLAY_ACTIONS.indexOf(name);
const TRIPLE_TO_RIGHT = action('triple-to-right');
const CHECK_SWING_STRIKEOUT = action('check-swing-strikeout');
const LINE_OUT_DOUBLED_OFF = action('line-out-lead-runners-doubled-off');
const LEFT_FIELDER_LOSES_FLY = action('left-fielder-loses-fly');
const HBP_OR_BALL_TWO = action('hit-by-pitch-or-ball-two');
const RARE_PASSED_BALL = action('passed-ball');
const STRIKEOUT_BATTER_REACHES = action('strikeout-wild-pitch-batter-reaches');
const RARE_WILD_PITCH = action('wild-pitch');
const POWER_FAILURE = action('power-failure');
const INSIDE_THE_PARK = action('inside-the-park-home-run');
const INSECTS = action('insects');
const RARE_WALK = action('walk');
const BALL_TWO = action('ball-two');
const DOUBLE_STEAL = action('double-steal-first-and-second');
const BATTER_EJECTED = action('strikeout-batter-ejected');
const INTERFERENCE = action('catchers-interference');
const CATCHER_EJECTED = action('walk-catcher-ejected');
const CATCHER_INJURED = action('strikeout-catcher-injured');
const PITCHER_EJECTED = action('hit-by-pitch-pitcher-ejected');
const RARE_INFIELD_HIT = action('infield-hit');
const FAN_INTERFERENCE = action('fan-interference-out');
const PICKOFF_ERROR = action('pickoff-throwing-error');
const FOUL_BALL = action('foul-ball');
const LEFTY_PICKOFF = action('left-hander-picks-off-lead-runner');
const HIT_TO_CENTER = action('base-hit-to-center');
const RUNNER_HIT_BY_BALL = action('lead-runner-hit-by-batted-ball');
const HIT = KIND.HIT;
const BASE_ON_BALLS = KIND.BB;
const HBP = KIND.HBP;
const SO = KIND.SO;
const GO = KIND.GO;
const FO = KIND.FO;
const LO = KIND.LO;
const ROE_PO = KIND.ROE_PO;
const BK_WP = KIND.BK_WP;
const SWING = BUNT.SWING;
const RISP_PENALTY = OPTION.RISP_PENALTY;
const POSITIVE_DEFENSE = OPTION.POSITIVE_DEFENSE;
const NEGATIVE_DEFENSE = OPTION.NEGATIVE_DEFENSE;
const PLAYS_AT_THE_PLATE = OPTION.PLAYS_AT_THE_PLATE;
const DICE_RANDOMIZER = OPTION.DICE_RANDOMIZER;
const HIT_AND_RUN_EXTRA_BASE = OPTION.HIT_AND_RUN_EXTRA_BASE;
const STRIKEOUT_STEAL = OPTION.STRIKEOUT_STEAL;
const INFIELD_IN_OPTION = OPTION.INFIELD_IN;
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
const PASSED_BALLS_SLOT = COUNTER_SLOT.passedBalls;

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
const STATE_INDEX = Uint8Array.from(
  { length: 256 },
  (_, code) => (code & 3) * 8 + (code & 0b1100 ? 1 : 0) + (code & 0b110000 ? 2 : 0) + (code & 0b11000000 ? 4 : 0),
);

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
  /**
   * Whether rolls need the optional rules' checks (hasSpecialRolls), kept as the rules and the plate appearance change.
   */
  declare private special: boolean;
  /**
   * The hit and run of this plate appearance: HIT_AND_RUN_VARIANT when on, and the bases (bits 1, 2) of the runners in
   * motion.
   */
  declare private hitAndRun: number;
  declare private inMotion: number;
  /**
   * SBC by runner id, for steals the kernel plays (the hit and run's strikeout-steal, a rare double steal); 1 in
   * `mayRun` where his SBO is not N.
   */
  declare private sbcOf: Int16Array;
  declare private mayRun: Uint8Array;
  declare private columnHas: number;
  declare private pitcherLeft: number;
  /** Balls in the plate appearance so far, while a rare play reads and moves them. */
  declare private balls: number;
  /** Whether this plate appearance's first rare-play dice call one (the game's rare plays not yet used). */
  declare private rareArmed: boolean;
  /** After a plate appearance: whether it used a rare play, and what the play asks of the game (INCIDENT). */
  declare rareUsed: boolean;
  declare incident: number;

  /** The play in progress, as a state code (outs and runners' speeds); runs and error of the current event. */
  declare private state: number;
  declare private eventStartOuts: number;
  declare private eventBefore: number;
  declare private eventRuns: number;
  declare private eventError: number;
  /** Who is where: the batter at 0, the runners on 1st-3rd; read only where the state code has a runner. */
  declare private readonly ids: Int32Array;
  /**
   * The ids of the runners (the batter included) who scored in the last plate appearance, in the order they crossed.
   */
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
    this.special = false;
    this.hitAndRun = 0;
    this.inMotion = 0;
    this.sbcOf = new Int16Array(0);
    this.mayRun = new Uint8Array(0);
    this.columnHas = 0;
    this.pitcherLeft = 0;
    this.balls = 0;
    this.rareArmed = false;
    this.rareUsed = false;
    this.incident = 0;
    this.stealers = new Int32Array(4);
    this.stealSafe = new Uint8Array(4);
    this.stealCount = 0;
    if (matchups.length > 0) this.select(0);
  }

  /** `count` plate appearances of matchup `matchup`, each from `state`, tallied at `offset`. */
  run(
    matchup: number,
    state: number,
    count: number,
    generator: RandomGenerator,
    tally: Float64Array,
    offset: number,
  ): void {
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
    rarePlay = false,
  ): number {
    this.use(m);
    this.buntChoice = decisions.bunt;
    this.tagUp = decisions.tagUp;
    this.refuseDoublePlay = decisions.refuseDoublePlay;
    this.basesLoadedOption = decisions.basesLoadedOption;
    this.infieldIn = decisions.infieldIn;
    this.hitAndRun = inMotion !== 0 ? HIT_AND_RUN_VARIANT : 0;
    this.inMotion = inMotion;
    this.rareArmed = rarePlay;
    this.special = this.hasSpecialRolls();
    this.stealCount = 0;
    this.rareUsed = false;
    this.incident = NO_INCIDENT;
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
    this.rareArmed = false;
    runners[1] = ids[1]!;
    runners[2] = ids[2]!;
    runners[3] = ids[3]!;
    return after;
  }

  /**
   * Runners' SBC and whether they may run at all (SBO not N), by runner id, read by the steals the kernel plays in
   * games.
   */
  setRunners(sbc: Int16Array, mayRun: Uint8Array): void {
    this.sbcOf = sbc;
    this.mayRun = mayRun;
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
    this.columnHas = m.columnHas;
    this.pitcherLeft = m.pitcherLeft;
    this.tables = m.tables;
    this.special = this.hasSpecialRolls();
  }

  /**
   * Whether a batter roll needs more than the main rules' reading: any optional rule of the matchup, a hit and run on,
   * or a rare play waiting for its dice. Main-rule rolls skip every optional check.
   */
  private hasSpecialRolls(): boolean {
    return this.options !== 0 || this.hitAndRun !== 0 || this.rareArmed;
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
    this.lastOutcome = result;
    tally[at + OUTS_SLOT]! += (this.state & 3) - (state & 3);
    if (result === NO_RESULT) return this.state; // cut short at the third out: no plate appearance
    tally[at + result]!++;
    if ((state & 0b1100) !== 0 && (state & 3) < 2) tally[at + GDP_OPPORTUNITIES_SLOT]!++;
    return this.state;
  }

  /** Batter rolls until one ends the plate appearance; returns the outcome. */
  private swingAway(): number {
    let balls = 0;
    const special = this.special;
    this.variant = 0;
    for (;;) {
      this.begin();
      // Main-rule rolls: the red and white dice read on column 0, none of the optional rules' checks.
      const dice = special ? this.roll2() : face(this.generator.next(), 100);
      let variant = 0;
      if (special) {
        variant = this.variantNow();
        this.variant = variant;
        if (this.rareArmed && dice === this.tables.rareTrigger) {
          const result = this.rareTurn(balls);
          if (result !== BATS_ON) return result;
          balls = this.balls;
          continue;
        }
      }
      const at = variant * 100 + dice;
      const code = this.columns[at]!;
      const roll = variant === 0 ? dice : this.rolls[at]!; // only the hit and run reads another roll than the dice
      const kind = code >> 4;
      if (kind === BASE_ON_BALLS) {
        if (this.walkRules[variant] !== 0 && this.runner(1) !== 0 && balls < 2) {
          this.end(BALL, NOBODY); // the walk rule's "ball 2"
          balls = 2;
          continue;
        }
        this.forceBatterToFirst();
        return this.end(WALK, NOBODY);
      }
      if (kind !== BK_WP)
        return special ? this.optionalResult(kind, code & 15, dice, roll) : this.result(kind, code & 15, roll);
      if (this.balkWildPitch() !== BALK) balls++;
      if (balls < 4) continue;
      this.begin(); // ball four on a BK/WP re-roll: a walk, its own event
      this.forceBatterToFirst();
      return this.end(WALK, NOBODY);
    }
  }

  /**
   * A column result that ends the plate appearance (every kind but BB and BK/WP, which the roll loop keeps for their
   * balls). Apart from the loop so that the loop stays small enough for V8 to inline into every caller.
   */
  private result(kind: number, parameter: number, roll: number): number {
    switch (kind) {
      case HIT:
        return this.hit(roll, parameter);
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
      default:
        return this.errorCheck(LINE_OUT);
    }
  }

  /**
   * The game's rare play on these dice (kept out of swingAway, whose every main-rule roll pays for its size): the
   * outcome, NO_RESULT when a play on the bases made the third out, or BATS_ON with the balls in `balls`.
   */
  private rareTurn(balls: number): number {
    this.rareArmed = false;
    this.rareUsed = true;
    this.special = this.hasSpecialRolls();
    this.balls = balls;
    const result = this.rarePlay();
    if (result !== BATS_ON) return result;
    if ((this.state & 3) >= 3) return NO_RESULT;
    if (this.balls < 4) return BATS_ON;
    this.begin(); // ball four on the rare play's wild or passed pitch
    this.forceBatterToFirst();
    return this.end(WALK, NOBODY);
  }

  /**
   * The column variant of this roll: the hit and run's, the RISP penalty's with a runner in scoring position, the
   * infield's when in.
   */
  private variantNow(): number {
    let variant = this.hitAndRun;
    if ((this.options & RISP_PENALTY) !== 0 && (this.state & TAGGERS) !== 0) variant |= RISP_VARIANT;
    if ((this.options & INFIELD_IN_OPTION) !== 0 && this.infieldIn[STATE_INDEX[this.state]!] !== 0)
      variant |= INFIELD_IN_VARIANT;
    return variant;
  }

  /**
   * A result under optional rules: the defensive rolls on their dice, the hit and run's strikeout-steal; else as the
   * main rules play it.
   */
  private optionalResult(kind: number, parameter: number, dice: number, roll: number): number {
    if (kind === HIT) return this.optionalHit(dice, roll, parameter);
    if (kind === GO && this.negativeCheck(dice, GROUND_FIELDER_POSITION[parameter]!, this.tables.ndrChecksGroundOut))
      return this.end(SINGLE, GROUND_FIELDER_POSITION[parameter]!);
    if (kind === FO && this.negativeCheck(dice, FLY_FIELD_POSITION[parameter]!, this.tables.ndrChecksFlyOut))
      return this.end(SINGLE, FLY_FIELD_POSITION[parameter]!);
    if (kind !== SO || this.inMotion === 0) return this.result(kind, parameter, roll);
    this.state++;
    this.strikeoutSteal();
    return this.end(STRIKEOUT, NOBODY);
  }

  /** A hit under optional rules: the Positive Defensive Roll on its dice, else the hit as the main rules play it. */
  private optionalHit(dice: number, roll: number, bases: number): number {
    if (bases < 4 && (this.options & POSITIVE_DEFENSE) !== 0 && this.tables.pdrTrigger[dice] !== 0)
      return this.positiveDefensiveRoll(dice, bases);
    return this.hit(roll, bases);
  }

  private hit(roll: number, bases: number): number {
    const field = this.tables.hitField[roll]!;
    if (field === 3 && bases < 4) {
      if (this.batterSpeed === 1) return this.groundOut(roll, SS); // a slow batter's infield hit
      this.advanceOnHit(roll, 1, NO_THROW);
      return this.end(SINGLE, this.tables.infieldHitFielder);
    }
    this.advanceOnHit(roll, bases, field === 3 ? NO_THROW : field);
    return this.end(
      bases === 1 ? SINGLE : bases === 2 ? DOUBLE : bases === 3 ? TRIPLE : HOME_RUN,
      HIT_LOCATION_OF_FIELD[field]!,
    );
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
    if (
      (this.options & NEGATIVE_DEFENSE) === 0 ||
      this.tables.ndrTrigger[dice] === 0 ||
      checked === 0 ||
      this.range[fielder] !== NEG_RANGE
    )
      return false;
    this.advanceAll((this.state & 3) === 2 ? this.tables.ndrBasesWithTwoOuts : this.tables.ndrBases);
    this.placeBatter(1);
    return true;
  }

  /**
   * The hit and run's strikeout: the lead runner in motion steals (SBC + the catcher's AR, less for 3rd); a runner
   * behind him takes his base.
   */
  private strikeoutSteal(): void {
    if ((this.options & STRIKEOUT_STEAL) === 0 || (this.state & 3) >= 3) return;
    const lead = (this.inMotion & 4) !== 0 && this.runner(2) !== 0 ? 2 : 1;
    if (this.runner(lead) === 0 || this.runner(lead + 1) !== 0) return;
    const id = this.ids[lead]!;
    const chance =
      (id >= 0 && id < this.sbcOf.length ? this.sbcOf[id]! : 0) +
      this.catcherArm +
      (lead === 2 ? this.thirdBaseSteal : 0);
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
   * A rare play (rarePlays.ts, the Rare Play table): a new 2-die roll read for bases empty or runners on. Returns the
   * batter's outcome, or BATS_ON when the batter bats on (balls, delays, fouls, plays on the bases); sets `incident`
   * for
   * what the game must do besides (ejections, an injury, pitchers replaced or tired).
   */
  private rarePlay(): number {
    const roll = this.roll2();
    const runnersOn = (this.state & RUNNERS) !== 0;
    const play = this.tables.rarePlay[roll * 2 + (runnersOn ? 1 : 0)]!;
    switch (play) {
      case TRIPLE_TO_RIGHT:
        if (this.range[8] === POS_RANGE) return this.flyOut(2);
        this.advanceOnHit(roll, 3, NO_THROW);
        return this.end(TRIPLE, 8);
      case CHECK_SWING_STRIKEOUT:
        this.state++;
        return this.end(STRIKEOUT, NOBODY);
      case LINE_OUT_DOUBLED_OFF: {
        const twoOn =
          runnersOn &&
          (this.runner(1) !== 0 ? 1 : 0) + (this.runner(2) !== 0 ? 1 : 0) + (this.runner(3) !== 0 ? 1 : 0) >= 2;
        this.state++;
        if (runnersOn && (this.state & 3) < 3) this.runnerOut(this.leadBase());
        if (twoOn && (this.state & 3) < 3) this.runnerOut(this.leadBase());
        return this.end(LINE_OUT, 4);
      }
      case LEFT_FIELDER_LOSES_FLY:
        this.advanceAll(2);
        this.placeBatter(2);
        return this.end(DOUBLE, 6);
      case HBP_OR_BALL_TWO:
        if ((this.columnHas & HAS_HBP) !== 0) {
          this.forceBatterToFirst();
          return this.end(HIT_BY_PITCH, NOBODY);
        }
        return this.ballTwo();
      case RARE_PASSED_BALL:
      case RARE_WILD_PITCH:
        this.advanceAll(1);
        this.balls++;
        this.hitAndRun = 0; // as on a BK/WP: the runners moved on the pitch
        this.inMotion = 0;
        this.end(play === RARE_WILD_PITCH ? WILD_PITCH : PASSED_BALL, NOBODY);
        return BATS_ON;
      case STRIKEOUT_BATTER_REACHES:
        this.forceBatterToFirst();
        return this.end(STRIKEOUT, NOBODY);
      case POWER_FAILURE:
        this.incident = INCIDENT.POWER_FAILURE;
        return BATS_ON;
      case INSECTS:
        this.incident = INCIDENT.INSECTS;
        return BATS_ON;
      case INSIDE_THE_PARK:
        if ((this.columnHas & HAS_TRIPLE) === 0 || (this.columnHas & HAS_HOME_RUN) === 0) return BATS_ON; // a foul ball
        this.advanceOnHit(roll, 4, NO_THROW);
        return this.end(HOME_RUN, NOBODY);
      case RARE_WALK:
      case CATCHER_EJECTED:
        this.forceBatterToFirst();
        if (play === CATCHER_EJECTED) this.incident = INCIDENT.EJECT_CATCHER;
        return this.end(WALK, NOBODY);
      case BALL_TWO:
        return this.ballTwo();
      case DOUBLE_STEAL:
        return this.rareDoubleSteal();
      case BATTER_EJECTED:
      case CATCHER_INJURED:
        this.state++;
        this.incident = play === BATTER_EJECTED ? INCIDENT.EJECT_BATTER : INCIDENT.INJURE_CATCHER;
        return this.end(STRIKEOUT, NOBODY);
      case INTERFERENCE:
        this.forceBatterToFirst();
        this.eventError = CATCHER;
        return this.end(CATCHERS_INTERFERENCE, CATCHER);
      case PITCHER_EJECTED:
        this.forceBatterToFirst();
        this.incident = INCIDENT.EJECT_PITCHER;
        return this.end(HIT_BY_PITCH, NOBODY);
      case RARE_INFIELD_HIT:
        this.advanceOnHit(roll, 1, NO_THROW);
        return this.end(SINGLE, this.tables.infieldHitFielder);
      case FAN_INTERFERENCE:
        this.state++;
        return this.end(POP_OUT, NOBODY);
      case PICKOFF_ERROR:
        this.advanceAll(1);
        this.eventError = 0;
        this.end(PICKOFF, 0);
        return BATS_ON;
      case LEFTY_PICKOFF:
        if (
          this.pitcherLeft === 0 ||
          !runnersOn ||
          (this.runner(1) !== 0 && this.runner(2) !== 0 && this.runner(3) !== 0)
        )
          return this.ballTwo();
        this.runnerOut(this.leadBase());
        this.end(PICKOFF, 0);
        return BATS_ON;
      case HIT_TO_CENTER:
        this.advanceOnHit(roll, 1, 1);
        return this.end(SINGLE, 7);
      case RUNNER_HIT_BY_BALL:
        this.runnerOut(this.leadBase());
        if ((this.state & 3) < 3) this.forceBatterToFirst();
        return this.end(SINGLE, NOBODY);
      case FOUL_BALL:
      default:
        return BATS_ON;
    }
  }

  /** "Ball 2": the count goes to two balls, the batter bats on. */
  private ballTwo(): number {
    if (this.balls < 2) this.balls = 2;
    this.end(BALL, NOBODY);
    return BATS_ON;
  }

  /**
   * The rare double steal: runners on 1st and 2nd, both allowed to run, go; the catcher throws to 3rd (the lead
   * runner's
   * SBC + AR + the 3rd-base adjustment). Safe, both advance; out, the runner from 1st still takes 2nd. No steal points.
   * Otherwise ball 2.
   */
  private rareDoubleSteal(): number {
    if (this.runner(1) === 0 || this.runner(2) === 0 || this.runner(3) !== 0) return this.ballTwo();
    const lead = this.ids[2]!;
    const trail = this.ids[1]!;
    if (this.mayRun[lead] !== 1 || this.mayRun[trail] !== 1) return this.ballTwo();
    const safe = this.roll2() <= this.sbcOf[lead]! + this.catcherArm + this.thirdBaseSteal;
    this.stealers[this.stealCount] = lead;
    this.stealSafe[this.stealCount++] = safe ? 1 : 0;
    if (safe) this.advance(2, 1);
    else this.runnerOut(2);
    this.stealers[this.stealCount] = trail;
    this.stealSafe[this.stealCount++] = 1;
    this.advance(1, 1);
    this.end(STEAL, NOBODY);
    return BATS_ON;
  }

  /**
   * Runners advance on a hit by the roll's Base Advancement row (runners in motion on a hit and run read the even row);
   * with plays at the plate on, a runner scoring from 2nd on a single or from 1st on a double draws a throw from the
   * outfielder of `throwField` (NO_THROW for an infield hit).
   */
  private advanceOnHit(roll: number, hitBases: number, throwField: number): void {
    if ((this.state & RUNNERS) !== 0) {
      const row = this.tables.rollParity[roll]! * 4;
      const options = this.options;
      const motionRow = (options & HIT_AND_RUN_EXTRA_BASE) !== 0 ? this.inMotion : 0;
      const throwHome = (options & PLAYS_AT_THE_PLATE) !== 0 && throwField !== NO_THROW;
      let firstTaken = 5;
      for (let base = 3; base >= 1; base--) {
        const speed = this.runner(base);
        if (speed === 0) continue;
        let target =
          base + hitBases + this.tables.extraBase[((motionRow >> base) & 1) !== 0 ? EVEN_ROW + speed : row + speed]!;
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
      white +=
        ((this.variant & INFIELD_IN_VARIANT) !== 0 ? this.infieldInWhiteShift : 0) +
        ((this.variant & HIT_AND_RUN_VARIANT) !== 0 ? this.hitAndRunWhiteShift : 0);
      white = white < 0 ? 0 : white > 9 ? 9 : white;
    }
    let cell = this.tables.groundOut[table * 60 + fielder * 10 + white]!;
    if (cell === GDP_STAR || cell === GDP_STARS) {
      const doubleStar = cell === GDP_STARS ? 1 : 0;
      cell = this.basesLoadedOption[state * 2 + doubleStar] === 0 ? GDP : doubleStar ? DP_HOME : GO_2;
    }
    if (
      cell === GDP &&
      table === 0 &&
      (this.refuseDoublePlay[state] !== 0 || ((this.variant & INFIELD_IN_VARIANT) !== 0 && this.runner(3) !== 0))
    ) {
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

  /**
   * A standard 2-die roll: red and white, or with the randomizer a d6 picking red (odd) or blue (even) as the tens die.
   */
  private roll2(): number {
    const redWhite = face(this.generator.next(), 100);
    if ((this.options & DICE_RANDOMIZER) === 0) return redWhite;
    const d6 = face(this.generator.next(), 6) + 1;
    const blue = this.d10();
    return (d6 & 1) !== 0 ? redWhite : blue * 10 + (redWhite % 10);
  }

  private d100(): number {
    return face(this.generator.next(), 100);
  }

  private d10(): number {
    return face(this.generator.next(), 10);
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
    if (this.eventRuns !== 0 || outs >= 2 || this.eventError !== NOBODY || event >= BALK)
      this.countRareEvent(event, outs);
    if (this.log !== null)
      this.log.push(event, this.eventBefore, this.state, this.eventRuns, outs, this.eventError, location);
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
    else if (event === PASSED_BALL) tally[at + PASSED_BALLS_SLOT]!++;
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
