import { winsTheGame } from '../../core/game/gameSituation.ts';
import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import type { Outcome } from '../../core/model/outcomes.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlateAppearanceResult, PlayEvent } from '../../core/model/PlayEvent.ts';
import { resolveBalkWildPitch } from './balkWildPitch.ts';
import { resolveErrorCheck } from './errorCheck.ts';
import { resolveFlyOut } from './flyOut.ts';
import { columnFor, columnRead, columnVariant, gradeFor, resultAfterModifier, VARIANT } from './columnRead.ts';
import { PLAIN_READING, resolveGroundOut, type GroundOutReading } from './groundOut.ts';
import { advanceOnHit, HIT_OUTCOMES } from './hits.ts';
import type { PineTarInGame, PineTarMatchup } from './matchup.ts';
import { strikeoutSteal } from './playSteals.ts';
import { resolveRarePlay, type RarePlay } from './rarePlay.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { NEUTRAL_SITUATION, type BuntChoice } from './policies.ts';
import { negativeDefensiveCheck, positiveDefensiveRoll } from './defensivePlays.ts';
import { twoDieRoll } from './rules/diceRandomizer.ts';
import { resolveBunt } from './sacrifice.ts';
import { replayBuntAttempt, replayBuntRule, replayHitAndRunAttempt } from './replayPlays.ts';
import type { ReplayAttempt } from '../../modules/replay/play.ts';
import { WALK_RULE_GRADES, type CardResult } from './vocabulary.ts';

/** Four balls walk the batter, however they came (BK/WP "ball 1"s and walk-rule "ball 2"s). */
const BALLS_FOR_A_WALK = 4;
/**
 * Plays inside a plate appearance that move runners (a balk, a wild or passed pitch, a rare play's pickoff or double
 * steal): after one, runners in motion on a hit and run are running no more.
 */
const RUNNERS_MOVED = new Set<PlayEvent['result']>(['BK', 'WP', 'PB', 'PICKOFF', 'STEAL']);

/**
 * The batter roll's result after the Pitcher Modifier table for the pitcher's grade: read only on the table's rolls
 * (0, 5, ..., 50) and only for results that have a column (nothing below GO on the card).
 */
export function modifiedResult(m: PineTarMatchup, roll: number, result: CardResult): CardResult {
  return resultAfterModifier(m, m.pitcher.grade, roll, result);
}

/**
 * The bunts the rules allow now: a sacrifice with runners on 1st and/or 2nd only, a squeeze with a runner on 3rd; fewer
 * than 2 out; SHC not N.
 */
function allowedBunts(state: BaseOutState, m: Pick<PineTarMatchup, 'batter'>): BuntChoice[] {
  if (m.batter.shc === 'N' || state.outs >= 2) return [];
  const [first, second, third] = state.bases;
  if (third >= 0) return ['squeeze'];
  return first >= 0 || second >= 0 ? ['sacrifice'] : [];
}

/**
 * What the offense does with the first step of a plate appearance: a bunt the rules allow and the policy picks, or
 * swing.
 */
export function chosenBunt(
  m: Pick<PineTarMatchup, 'batter' | 'policies'>,
  state: BaseOutState,
  situation: Situation,
): BuntChoice {
  const allowed = allowedBunts(state, m);
  if (allowed.length === 0) return 'swing';
  const bunt = m.policies.bunt(state, situation, { isPitcher: m.batter.isPitcher, shc: m.batter.shc }, allowed);
  return allowed.includes(bunt) ? bunt : 'swing';
}

/**
 * What one step of a plate appearance did: its events, whether the batter bats on, and the ball count then; and the
 * game's rare play, when the step was it (a rare play may make no event: a foul, a delay).
 */
export interface PineTarStep {
  events: PlayEvent[];
  continues: boolean;
  balls: number;
  rarePlay?: RarePlay;
}

/**
 * One step of a plate appearance: a bunt (offered only on the first step) or a batter roll with all its follow-up
 * rolls. A step that does not end the plate appearance (a ball, a balk, a wild pitch) returns the new ball count;
 * a fourth ball walks the batter in the same step. With `rareArmed` (a game's rare play still to come), batter dice
 * of the Rare Play trigger are the rare play instead of a read of the column. In a game with Replay's rules on, the
 * first step is the hit and run's pitch on Replay's chart when the manager called it there, and a bunt reads Replay's
 * chart when its rule is on (replayPlays.ts); when that does not end the plate appearance, the next step is the
 * batter's own roll.
 */
export function resolveStep(
  m: PineTarMatchup,
  state: BaseOutState,
  balls: number,
  first: boolean,
  dice: DiceSource,
  situation: Situation = NEUTRAL_SITUATION,
  trace = false,
  rareArmed = false,
): PineTarStep {
  if (first) {
    const replay = m.game?.replay;
    if (replay?.hitAndRun && m.rules?.replayHitAndRun) {
      const attempt = replayHitAndRunAttempt(m, replay, m.rules.replayHitAndRun, state, dice, trace);
      return replayStep(attempt, balls, situation);
    }
    const bunt = chosenBunt(m, state, situation);
    if (bunt !== 'swing') {
      const onChart = replay && replayBuntRule(m, bunt);
      if (onChart)
        return replayStep(replayBuntAttempt(m, replay, bunt, onChart, state, situation, dice, trace), balls, situation);
      return { events: [resolveBunt(new PlayBuilder(state, trace), m, bunt, dice)], continues: false, balls };
    }
  }
  const dice100 = twoDieRoll(m, dice);
  if (rareArmed && m.game && dice100 === m.tables.optional.rarePlay.triggerRoll)
    return rarePlayStep(m, m.game, state, balls, dice, situation, trace);
  return playBatterRoll(m, state, balls, readColumnAt(m, state, dice100, situation), dice, situation, trace);
}

/**
 * A play on one of Replay's charts as a step: it ends the plate appearance, or (a foul, a rundown, a missed squeeze, a
 * play on the bases) the batter rolls next, unless it made the third out or scored the run that wins the game. Pine
 * Tar counts only the balls its own rolls call (BK/WP's ball 1, the walk rule's ball 2): the count stands.
 */
export function replayStep(attempt: ReplayAttempt, balls: number, situation: Situation): PineTarStep {
  const runs = attempt.events.reduce((sum, event) => sum + event.runs, 0);
  const over = attempt.after.outs >= 3 || winsTheGame(situation, runs);
  return { events: attempt.events, continues: !attempt.endsPlateAppearance && !over, balls };
}

/** The game's rare play as a step: it ends the plate appearance, or the batter bats on (walking on ball four). */
function rarePlayStep(
  m: PineTarMatchup,
  game: PineTarInGame,
  state: BaseOutState,
  balls: number,
  dice: DiceSource,
  situation: Situation,
  trace: boolean,
): PineTarStep {
  const rarePlay = resolveRarePlay(m, game, state, balls, dice, situation, trace);
  const events = rarePlay.event ? [rarePlay.event] : [];
  const after = rarePlay.event?.after ?? state;
  const step = { events, balls: rarePlay.balls, rarePlay };
  // A play on the bases that made the third out ends the half-inning: no plate appearance.
  if (!rarePlay.batsOn || after.outs >= 3) return { ...step, continues: false };
  if (rarePlay.balls < BALLS_FOR_A_WALK) return { ...step, continues: true };
  return { ...step, events: [...events, ballFour(m, after, trace)], continues: false };
}

/**
 * What a batter roll read: the dice and the roll the column was read at, the column variant, the printed and the played
 * result.
 */
export interface BatterRead {
  roll: BatterRoll;
  printed: CardResult;
  result: CardResult;
}

/** What batter dice `dice100` read from `state`: the column (and variant) the rules read them on. */
export function readColumnAt(
  m: PineTarMatchup,
  state: BaseOutState,
  dice100: number,
  situation: Situation,
): BatterRead {
  const variant = columnVariant(m, state, situation);
  return batterRead(m, dice100, variant, columnFor(m, variant));
}

/** What batter dice `dice100` read on a variant's column (see readColumnAt; the compiler reads all 100 at once). */
export function batterRead(
  m: PineTarMatchup,
  dice100: number,
  variant: number,
  column: readonly CardResult[] = columnFor(m, variant),
): BatterRead {
  const { roll, result } = columnRead(m, dice100, variant, column);
  return { roll: { dice: dice100, roll, variant }, printed: column[roll]!, result };
}

/**
 * The play of a batter roll already read, with its follow-up rolls: what the rest of a step does. It reads the
 * matchup's batter, pitcher, defense, tables, rules and policies, never the column (the compiled graph shares it
 * across batters on that account).
 */
export function playBatterRoll(
  m: PineTarMatchup,
  state: BaseOutState,
  balls: number,
  read: BatterRead,
  dice: DiceSource,
  situation: Situation,
  trace = false,
): PineTarStep {
  const play = new PlayBuilder(state, trace);
  const { roll: batterRoll, printed, result } = read;
  const { dice: dice100, roll } = batterRoll;
  play.note(
    () =>
      `batter roll ${String(dice100).padStart(2, '0')}${roll === dice100 ? '' : ` read at ${roll}`}: ` +
      `${printed.text}${result === printed ? '' : ` -> ${result.text} (grade ${gradeFor(m, batterRoll.variant)})`}`,
  );
  const event = resolveRoll(play, m, batterRoll, result, balls, dice, situation);
  if (event.endsPlateAppearance) return { events: [event], continues: false, balls };
  let count = balls;
  if (event.result === 'BALL' && result.kind === 'BB')
    count = 2; // the walk rule's "ball 2"
  else if (event.result === 'BALL' || event.result === 'WP') count++; // BK/WP's "ball 1"; a balk adds none
  if (count < BALLS_FOR_A_WALK) return { events: [event], continues: true, balls: count };
  // Ball four from a BK/WP re-roll: the batter walks (after any runners moved on the wild pitch).
  return { events: [event, ballFour(m, event.after, trace)], continues: false, balls: count };
}

/** Ball four on a pitch inside the plate appearance: the walk, its own event. */
function ballFour(m: PineTarMatchup, state: BaseOutState, trace: boolean): PlayEvent {
  const walk = new PlayBuilder(state, trace);
  walk.note(() => 'ball four');
  walk.forceBatterToFirst(m.batter.id);
  return walk.finish('BB');
}

/**
 * One Pine Tar plate appearance from `state`, by the main rules: the batter roll on the column for the pitcher's hand,
 * the Pitcher Modifier, the walk rule, BK/WP re-rolls, hit location and the roll-19 infield hit, base advancement,
 * the ground-out and tag tables, error checks and bunts. Events inside the plate appearance (balls, balks, wild
 * pitches) come first in `events`; the last event ends it.
 * @example
 * resolvePlateAppearance(matchup, baseOutState(), scriptedDice([['d100', 34]])).result // => 'SO' on a column with SO
 * at 34
 */
export function resolvePlateAppearance(
  m: PineTarMatchup,
  state: BaseOutState,
  dice: DiceSource,
  situation: Situation = NEUTRAL_SITUATION,
  trace = false,
): PlateAppearanceResult {
  return plateAppearanceResult(state, resolveGamePlateAppearance(m, state, dice, situation, trace).events);
}

/**
 * What a plate appearance in a game did: its events, the batter's outcome (none when a play on the bases made the third
 * out first), the state after it, and the game's rare play when it was played.
 */
export interface PineTarGamePlay {
  events: PlayEvent[];
  result: Outcome | undefined;
  after: BaseOutState;
  rarePlay?: RarePlay;
}

/**
 * A plate appearance in a game: `m.game` says which runners go with the pitch on a hit and run and whether the game's
 * rare play is still to come (it is played at most once in a plate appearance); `situation` is the game's, for the
 * manager's calls.
 */
export function resolveGamePlateAppearance(
  m: PineTarMatchup,
  state: BaseOutState,
  dice: DiceSource,
  situation: Situation,
  trace = false,
): PineTarGamePlay {
  let events: PlayEvent[] | undefined;
  let rarePlay: RarePlay | undefined;
  let now = state;
  let balls = 0;
  let playing = m;
  for (let first = true; ; first = false) {
    const rareArmed = m.game?.rarePlay === true && !rarePlay;
    const step = resolveStep(playing, now, balls, first, dice, situation, trace, rareArmed);
    // Most plate appearances are one step: its events are the plate appearance's, not copied.
    events = events === undefined ? step.events : [...events, ...step.events];
    if (playing.game?.inMotion && step.events.some((event) => RUNNERS_MOVED.has(event.result)))
      playing = { ...playing, game: { ...playing.game, inMotion: 0 } }; // the hit and run is over
    rarePlay ??= step.rarePlay;
    now = step.events[step.events.length - 1]?.after ?? now;
    balls = step.balls;
    if (!step.continues) break;
  }
  const last = events[events.length - 1];
  const result = last?.endsPlateAppearance ? (last.result as Outcome) : undefined;
  return { events, result, after: now, ...(rarePlay && { rarePlay }) };
}

/** Sums a plate appearance's events into its result. */
export function plateAppearanceResult(state: BaseOutState, events: PlayEvent[]): PlateAppearanceResult {
  const last = events[events.length - 1]!;
  let runs = 0;
  for (const event of events) runs += event.runs;
  return {
    result: last.result as PlateAppearanceResult['result'],
    events,
    runs,
    outs: last.after.outs - state.outs,
    after: last.after,
  };
}

/** A batter roll as the rules read it: the dice, the roll the column was read at, and the column variant. */
export interface BatterRoll {
  dice: number;
  roll: number;
  variant: number;
}

function resolveRoll(
  play: PlayBuilder,
  m: PineTarMatchup,
  batterRoll: BatterRoll,
  result: CardResult,
  balls: number,
  dice: DiceSource,
  situation: Situation,
): PlayEvent {
  const { roll, variant } = batterRoll;
  const reading = groundOutReading(m, variant);
  switch (result.kind) {
    case 'hit':
      return resolveHit(play, m, batterRoll, result.bases, dice, situation);
    case 'BB':
      if (WALK_RULE_GRADES.has(gradeFor(m, variant)) && play.isOccupied(1) && balls < 2) {
        play.note(() => `BB against grade ${gradeFor(m, variant)} with 1st occupied: ball 2`);
        return play.finish('BALL', { endsPlateAppearance: false });
      }
      play.forceBatterToFirst(m.batter.id);
      return play.finish('BB');
    case 'HBP':
      play.forceBatterToFirst(m.batter.id);
      return play.finish('HBP');
    case 'SO':
      play.batterOut(m.batter.id);
      if (m.game !== undefined && m.game.inMotion !== 0) strikeoutSteal(play, m, m.game, dice);
      return play.finish('SO');
    case 'GO':
      return (
        negativeDefensiveCheck(play, m, batterRoll.dice, result.fielder) ??
        resolveGroundOut(play, m, roll, result.fielder as 'P' | 'C' | '1B' | '2B' | '3B' | 'SS', situation, reading)
      );
    case 'FO':
      return (
        negativeDefensiveCheck(play, m, batterRoll.dice, result.fielder) ??
        resolveFlyOut(play, m, result.fielder, dice, situation)
      );
    case 'LO':
      play.batterOut(m.batter.id);
      return play.finish('LO', { location: result.fielder });
    case 'ROE/PO':
    case 'ROE/LO':
      return resolveErrorCheck(play, m, result.kind, dice);
    case 'BK/WP':
      return play.finish(resolveBalkWildPitch(play, m, dice), { endsPlateAppearance: false });
  }
}

/**
 * How this roll's ground outs read their tables: the infield in moves the white die and takes away the GDP; the hit and
 * run moves the white die.
 */
function groundOutReading(m: PineTarMatchup, variant: number): GroundOutReading {
  const infieldIn = (variant & VARIANT.INFIELD_IN) !== 0 ? m.rules?.infieldIn : undefined;
  const hitAndRun = (variant & VARIANT.HIT_AND_RUN) !== 0 ? m.rules?.hitAndRun : undefined;
  if (!infieldIn && !hitAndRun) return PLAIN_READING;
  return {
    whiteShift: (infieldIn?.whiteDieAdjustment ?? 0) + (hitAndRun?.whiteDieBonus ?? 0),
    infieldIn: infieldIn !== undefined,
  };
}

/**
 * A base hit. Its field comes from the Hit Location table by the batter roll; on the infield roll (19) a hit short of
 * a home run is an infield single, and a slow batter's is a GO-SS instead. With defensive rolls on, a 1B, 2B or 3B on
 * the PDR dice goes to the Positive Defensive Roll first.
 */
function resolveHit(
  play: PlayBuilder,
  m: PineTarMatchup,
  batterRoll: BatterRoll,
  bases: 1 | 2 | 3 | 4,
  dice: DiceSource,
  situation: Situation,
): PlayEvent {
  const { roll } = batterRoll;
  if (
    bases < 4 &&
    m.rules?.defensiveRolls?.positive &&
    m.tables.optional.positiveDefensiveRoll.triggerRolls.includes(batterRoll.dice)
  ) {
    return positiveDefensiveRoll(
      play,
      m,
      batterRoll.dice,
      bases as 1 | 2 | 3,
      dice,
      situation,
      groundOutReading(m, batterRoll.variant),
    );
  }
  const { byRoll, infieldHitFielder } = m.tables.hitLocation;
  const field = byRoll[roll]!;
  if (field === 'IF' && bases < 4) {
    if (m.batter.speed === 'S') {
      play.note(() => `roll ${roll}: a slow batter's infield hit is a GO-SS`);
      return resolveGroundOut(play, m, roll, 'SS', situation, groundOutReading(m, batterRoll.variant));
    }
    play.note(() => `roll ${roll}: infield hit`);
    advanceOnHit(play, m, roll, 1);
    return play.finish('1B', { location: infieldHitFielder });
  }
  advanceOnHit(play, m, roll, bases, field === 'IF' ? undefined : { field, dice });
  return play.finish(HIT_OUTCOMES[bases], field === 'IF' ? {} : { location: field });
}
