import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { hitPlay } from './hits.ts';
import { defenseSkill, type PbcMatchup } from './matchup.ts';
import type { Attempt } from './policies.ts';
import { defenseFailsTwo, rollOff } from './rollOff.ts';
import {
  afterThrow,
  attemptOf,
  forcedBases,
  nextBaseFree,
  occupiedBases,
  settleRunner,
  throwAt,
  tryForMore,
} from './runners.ts';
import type { ChartCell, OutKey } from './vocabulary.ts';

/** Moves the runners on `bases` (lead first) up one base each. */
function moveUp(play: PlayBuilder, bases: readonly number[]): void {
  for (const base of bases) play.advance(base, 1);
}

/** The batter reaches on an error: runners move up a base. */
function reachedOnError(play: PlayBuilder, m: PbcMatchup): PlayEvent {
  moveUp(play, occupiedBases(play));
  play.batterTo(m.batter.id, 1);
  play.chargeError('SS');
  return play.finish('ROE');
}

/**
 * Runners tagging up after a catch, lead first: from 3rd and 2nd at no penalty, from 1st at -2 (unless
 * no-tag-from-first), every runner at `penalty` on a pop out (pop-out-advance). Under fly-out-one-throw the defense
 * throws at one runner the offense sends and the others advance without a throw.
 */
function tagUps(
  play: PlayBuilder,
  m: PbcMatchup,
  dice: DiceSource,
  situation: Situation,
  penalty: (base: number) => number | undefined,
): void {
  if (play.outs >= 3) return;
  const eligible = occupiedBases(play).filter((base) => penalty(base) !== undefined);
  if (!m.rules.flyOutOneThrow) {
    tryForMore(play, m, eligible, (base) => penalty(base)!, dice, situation);
    return;
  }
  // One throw: the offense sends runners (lead first, each base ahead freed by the runner before him).
  const sent: Attempt[] = [];
  for (const base of eligible) {
    const free = nextBaseFree(play, base) || sent.some((a) => a.from === base + 1);
    const attempt = attemptOf(m, play, base, penalty(base)!);
    if (free && m.policies.sendRunner(play.state(), situation, attempt)) sent.push(attempt);
  }
  if (sent.length === 0) return;
  const target = sent.length === 1 ? 0 : m.policies.throwAt(play.state(), situation, sent);
  const thrownAt = sent[target]!.from;
  // The runners leave together: the throw is decided, then each moves (lead first, so every base ahead is empty),
  // then an error's charge and an overthrow's extra base for everyone.
  const outcome = throwAt(play, m, thrownAt, penalty(thrownAt)!, dice);
  for (const attempt of sent)
    if (attempt.from === thrownAt) settleRunner(play, thrownAt, outcome);
    else play.advance(attempt.from, 1);
  afterThrow(play, outcome, thrownAt + 1);
}

const flyOutPenalty = (m: PbcMatchup) => (base: number) =>
  base === 1 ? (m.rules.noTagFromFirst ? undefined : m.tables.running.tagFromFirst) : 0;

/**
 * GO, as cardlab reads it (docs/pbc.md): with a runner on 1st the out key's play as a force (the lead forced runner is
 * out, the batter rolls off against the double play, the other runners move up), with 1st open the GO section's
 * choice for the defense. ground-out-key puts out the lead runner, forced or not; ground-out-choice gives the defense
 * its choice with a runner on 1st too.
 */
function groundOut(play: PlayBuilder, m: PbcMatchup, dice: DiceSource, situation: Situation): PlayEvent {
  const batter = m.batter.id;
  const lead = play.leadBase();
  if (lead === 0) {
    play.batterOut(batter);
    return play.finish('GO');
  }
  const reading = m.rules.groundOut;
  if (reading === 'choice' || (reading === 'force' && !play.isOccupied(1)))
    return defenseChooses(play, m, dice, situation);
  const forced = forcedBases(play);
  play.runnerOut(reading === 'key' ? lead : forced[forced.length - 1]!);
  if (play.outs >= 3) return play.finish('FC');
  const result = rollOff(dice, m.batter.speed, defenseSkill(m), m.rules.modifiedTiebreaks);
  const error = m.rules.rollOffErrors && defenseFailsTwo(result);
  play.note(() =>
    error
      ? 'double-play roll-off 2-1: the defense fails to beat a 2, the batter safe on an error'
      : `double-play roll-off ${result.offenseFace}-${result.defenseFace}`,
  );
  if (error || result.offenseWins) {
    moveUp(play, occupiedBases(play));
    play.batterTo(batter, 1);
    if (error) play.chargeError('SS');
    return play.finish('FC');
  }
  // The batter's out comes first: a double play that ends the inning scores nobody.
  play.batterOut(batter);
  if (play.outs < 3) moveUp(play, occupiedBases(play));
  return play.finish('GDP', { doublePlay: true });
}

/**
 * GO, the section's reading: the defense takes the sure out at 1st (runners move up) or rolls off against the lead
 * runner's speed: it wins and he is out, the batter safe at 1st; he wins and everyone is safe a base on.
 */
function defenseChooses(play: PlayBuilder, m: PbcMatchup, dice: DiceSource, situation: Situation): PlayEvent {
  const batter = m.batter.id;
  const lead = play.leadBase();
  const leadOut = 1 - attemptOf(m, play, lead, 0).chance;
  if (m.policies.groundOut(play.state(), situation, leadOut) === 'first') {
    play.batterOut(batter);
    if (play.outs < 3) moveUp(play, occupiedBases(play));
    return play.finish('GO');
  }
  const outcome = throwAt(play, m, lead, 0, dice);
  if (outcome === 'out') play.runnerOut(lead);
  if (play.outs < 3) {
    moveUp(play, occupiedBases(play));
    play.batterTo(batter, 1);
  }
  afterThrow(play, outcome, lead + 1);
  return play.finish('FC');
}

/** GIDP: two out with a runner on (the runner on 1st, else the lead runner, and the batter); else a ground out. */
function groundIntoDoublePlay(play: PlayBuilder, m: PbcMatchup): PlayEvent {
  const batter = m.batter.id;
  const lead = play.leadBase();
  if (lead === 0 || play.outs === 2) {
    play.batterOut(batter);
    return play.finish('GO');
  }
  play.runnerOut(play.isOccupied(1) ? 1 : lead);
  play.batterOut(batter);
  if (play.outs < 3) moveUp(play, occupiedBases(play));
  return play.finish('GDP', { doublePlay: true });
}

/** FR: the lead forced runner is out, forced runners behind him move up, the batter takes 1st; else the batter. */
function forceOut(play: PlayBuilder, m: PbcMatchup, dice: DiceSource, situation: Situation): PlayEvent {
  const batter = m.batter.id;
  const forced = forcedBases(play);
  const unforced = occupiedBases(play).filter((base) => !forced.includes(base));
  if (forced.length === 0) {
    play.batterOut(batter);
    tryForMore(play, m, unforced, () => 0, dice, situation);
    return play.finish('GO');
  }
  play.runnerOut(forced[forced.length - 1]!);
  if (play.outs >= 3) return play.finish('FC');
  moveUp(play, forced.slice(0, -1).reverse());
  play.batterTo(batter, 1);
  tryForMore(play, m, unforced, () => 0, dice, situation);
  return play.finish('FC');
}

/** FC: the defense puts out the lead runner (the batter safe at 1st, forced runners up) or the batter. */
function fieldersChoice(play: PlayBuilder, m: PbcMatchup, dice: DiceSource, situation: Situation): PlayEvent {
  const batter = m.batter.id;
  const lead = play.leadBase();
  if (lead === 0) {
    play.batterOut(batter);
    return play.finish('GO');
  }
  if (m.policies.fielderChoice(play.state(), situation) === 'batter') {
    play.batterOut(batter);
    if (play.outs < 3) moveUp(play, occupiedBases(play));
    return play.finish('GO');
  }
  play.runnerOut(lead);
  if (play.outs >= 3) return play.finish('FC');
  const forced = forcedBases(play);
  const unforced = occupiedBases(play).filter((base) => !forced.includes(base));
  moveUp(play, [...forced].reverse());
  play.batterTo(batter, 1);
  tryForMore(play, m, unforced, () => 0, dice, situation);
  return play.finish('FC');
}

/** SAC: the batter is out; the lead runner moves up without a throw, the others may try for a base. */
function sacrificeFly(play: PlayBuilder, m: PbcMatchup, dice: DiceSource, situation: Situation): PlayEvent {
  play.batterOut(m.batter.id);
  const runners = occupiedBases(play);
  if (play.outs < 3 && runners.length > 0) {
    play.advance(runners[0]!, 1);
    tryForMore(play, m, runners.slice(1), () => 0, dice, situation);
  }
  return play.finish(play.runs > 0 ? 'SF' : 'FO');
}

/** An Out Chart key played out from the state the play began in. */
function playKey(play: PlayBuilder, m: PbcMatchup, key: OutKey, dice: DiceSource, situation: Situation): PlayEvent {
  const batter = m.batter.id;
  switch (key) {
    case 'BB':
    case 'HBP':
      play.forceBatterToFirst(batter);
      return play.finish(key);
    case 'K':
      play.batterOut(batter);
      return play.finish('SO');
    case 'FO':
      play.batterOut(batter);
      tagUps(play, m, dice, situation, flyOutPenalty(m));
      return play.finish(play.runs > 0 ? 'SF' : 'FO');
    case 'PO':
      play.batterOut(batter);
      if (m.rules.popOutAdvance) tagUps(play, m, dice, situation, () => m.tables.running.popOut);
      return play.finish('PO');
    case 'SAC':
      return sacrificeFly(play, m, dice, situation);
    case 'LIDP': {
      play.batterOut(batter);
      const lead = play.leadBase();
      if (lead === 0 || play.outs >= 3) return play.finish('LO');
      play.runnerOut(lead);
      return play.finish('LO', { doublePlay: true });
    }
    case 'GIDP':
      return groundIntoDoublePlay(play, m);
    case 'GO':
      return groundOut(play, m, dice, situation);
    case 'FR':
      return forceOut(play, m, dice, situation);
    case 'FC':
      return fieldersChoice(play, m, dice, situation);
    case 'E':
      return reachedOnError(play, m);
    case '1B':
    case '2B':
    case '3B':
    case 'HR':
      return hitPlay(play, m, key, dice, situation);
  }
}

/** What a lost roll-off (`*`) makes of a cell the batter would have liked: a hit caught, a walk struck out. */
const LOST: Partial<Record<OutKey, OutKey>> = {
  '1B': 'GO',
  '2B': 'FO',
  '3B': 'FO',
  HR: 'FO',
  BB: 'K',
  HBP: 'K',
  E: 'GO',
};

/**
 * An Out Chart cell. A `*` cell is a roll-off first (a d6 each, no modifiers but the defense's skill under
 * advanced-defense): a hit, walk or error stands if the batter wins and is an out if he loses; an out stands if the
 * defense wins and is an error (the batter safe, runners up a base) if he wins. A 2 against the defense's 1 is an
 * error whatever the cell.
 */
export function chartPlay(
  play: PlayBuilder,
  m: PbcMatchup,
  cell: ChartCell,
  dice: DiceSource,
  situation: Situation,
): PlayEvent {
  if (!cell.rollOff) return playKey(play, m, cell.key, dice, situation);
  const result = rollOff(dice, 0, defenseSkill(m), m.rules.modifiedTiebreaks);
  play.note(() => `${cell.key}* roll-off ${result.offenseFace}-${result.defenseFace}`);
  if (m.rules.rollOffErrors && defenseFailsTwo(result)) return reachedOnError(play, m);
  const lost = LOST[cell.key];
  if (lost !== undefined) return playKey(play, m, result.offenseWins ? cell.key : lost, dice, situation);
  return result.offenseWins ? reachedOnError(play, m) : playKey(play, m, cell.key, dice, situation);
}
