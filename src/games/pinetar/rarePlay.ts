import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { Situation } from '../../core/GameSystem.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import { resolveFlyOut } from './flyOut.ts';
import { advanceOnHit } from './hits.ts';
import type { PineTarInGame, PineTarMatchup } from './matchup.ts';
import type { RarePlayAction } from './optionalTables.ts';
import { rareDoubleSteal } from './playSteals.ts';
import { twoDieRoll } from './rules/diceRandomizer.ts';

/** What a rare play asks the game to do besides the play: players out of the game, an injury, tired pitchers. */
export type Incident =
  'eject-batter' | 'eject-catcher' | 'injure-catcher' | 'eject-pitcher' | 'power-failure' | 'insects';

/** What the game's rare play did: its play on the field (none for a foul, a delay, insects), the balls, an incident. */
export interface RarePlay {
  event?: PlayEvent;
  /** Whether the batter bats on (the play did not end the plate appearance). */
  batsOn: boolean;
  /** The ball count after it: a wild or passed pitch adds one, "ball 2" makes two. */
  balls: number;
  incident?: Incident;
}

const batsOn = (balls: number, event?: PlayEvent, incident?: Incident): RarePlay => ({
  batsOn: true,
  balls,
  ...(event && { event }),
  ...(incident && { incident }),
});
const ends = (event: PlayEvent, balls: number, incident?: Incident): RarePlay => ({
  batsOn: false,
  balls,
  event,
  ...(incident && { incident }),
});

/**
 * The game's rare play (rarePlays.ts; the Rare Play table, tables/rare-play.yaml): a new 2-die roll read for bases
 * empty or runners on. The cells the text leaves to judgement are read as cardlab's reconstruction says: a triple to
 * right is caught by a Pos-range right fielder; "HBP or ball 2" is a hit by pitch only for a batter whose column prints
 * one, and an inside-the-park home run only for one whose column prints a triple and a home run (else a foul); a
 * left-hander's pickoff needs a left-handed pitcher and an open base, else ball 2.
 */
export function resolveRarePlay(
  m: PineTarMatchup,
  game: PineTarInGame,
  state: BaseOutState,
  balls: number,
  dice: DiceSource,
  situation: Situation,
  trace = false,
): RarePlay {
  const play = new PlayBuilder(state, trace);
  const roll = twoDieRoll(m, dice);
  const runnersOn = play.leadBase() !== 0;
  const cell = m.tables.optional.rarePlay.byRoll[roll]!;
  const action: RarePlayAction = runnersOn ? cell.on : cell.empty;
  play.note(() => `rare play: roll ${roll}, ${runnersOn ? 'runners on' : 'bases empty'}: ${action}`);
  const batter = m.batter.id;
  const ballTwo = () => batsOn(Math.max(balls, 2), play.finish('BALL', { endsPlateAppearance: false }));
  const column = m.batter.column;
  switch (action) {
    case 'triple-to-right':
      if (m.defense.RF.rg === 'pos') return ends(resolveFlyOut(play, m, 'RF', dice, situation), balls);
      advanceOnHit(play, m, roll, 3);
      return ends(play.finish('3B', { location: 'RF' }), balls);
    case 'check-swing-strikeout':
      play.batterOut(batter);
      return ends(play.finish('SO'), balls);
    case 'line-out-lead-runners-doubled-off': {
      const twoOn = [1, 2, 3].filter((base) => play.isOccupied(base)).length >= 2;
      play.batterOut(batter);
      if (runnersOn && play.outs < 3) play.runnerOut(play.leadBase());
      if (twoOn && play.outs < 3) play.runnerOut(play.leadBase());
      return ends(play.finish('LO', { location: '3B' }), balls);
    }
    case 'left-fielder-loses-fly':
      play.advanceAll(2);
      play.batterTo(batter, 2);
      return ends(play.finish('2B', { location: 'LF' }), balls);
    case 'hit-by-pitch-or-ball-two':
      if (!column.some((result) => result.kind === 'HBP')) return ballTwo();
      play.forceBatterToFirst(batter);
      return ends(play.finish('HBP'), balls);
    case 'passed-ball':
    case 'wild-pitch':
      play.advanceAll(1);
      return batsOn(balls + 1, play.finish(action === 'wild-pitch' ? 'WP' : 'PB', { endsPlateAppearance: false }));
    case 'strikeout-wild-pitch-batter-reaches':
      play.forceBatterToFirst(batter);
      return ends(play.finish('SO'), balls);
    case 'power-failure':
    case 'insects':
      return batsOn(balls, undefined, action);
    case 'inside-the-park-home-run': {
      const prints = (bases: number) => column.some((result) => result.kind === 'hit' && result.bases === bases);
      if (!prints(3) || !prints(4)) return batsOn(balls); // a foul ball
      advanceOnHit(play, m, roll, 4);
      return ends(play.finish('HR'), balls);
    }
    case 'walk':
    case 'walk-catcher-ejected':
      play.forceBatterToFirst(batter);
      return ends(play.finish('BB'), balls, action === 'walk' ? undefined : 'eject-catcher');
    case 'ball-two':
      return ballTwo();
    case 'double-steal-first-and-second':
      if (!rareDoubleSteal(play, m, game, dice)) return ballTwo();
      return batsOn(balls, play.finish('STEAL', { endsPlateAppearance: false }));
    case 'strikeout-batter-ejected':
    case 'strikeout-catcher-injured':
      play.batterOut(batter);
      return ends(play.finish('SO'), balls, action === 'strikeout-batter-ejected' ? 'eject-batter' : 'injure-catcher');
    case 'catchers-interference':
      play.forceBatterToFirst(batter);
      play.chargeError('C');
      return ends(play.finish('CI', { location: 'C' }), balls);
    case 'hit-by-pitch-pitcher-ejected':
      play.forceBatterToFirst(batter);
      return ends(play.finish('HBP'), balls, 'eject-pitcher');
    case 'infield-hit':
      advanceOnHit(play, m, roll, 1);
      return ends(play.finish('1B', { location: m.tables.hitLocation.infieldHitFielder }), balls);
    case 'fan-interference-out':
      play.batterOut(batter);
      return ends(play.finish('PO'), balls);
    case 'pickoff-throwing-error':
      play.advanceAll(1);
      play.chargeError('P');
      return batsOn(balls, play.finish('PICKOFF', { endsPlateAppearance: false, location: 'P' }));
    case 'left-hander-picks-off-lead-runner':
      if (m.pitcher.throws !== 'L' || !runnersOn || (play.isOccupied(1) && play.isOccupied(2) && play.isOccupied(3)))
        return ballTwo();
      play.runnerOut(play.leadBase());
      return batsOn(balls, play.finish('PICKOFF', { endsPlateAppearance: false, location: 'P' }));
    case 'base-hit-to-center':
      advanceOnHit(play, m, roll, 1, { field: 'CF', dice });
      return ends(play.finish('1B', { location: 'CF' }), balls);
    case 'lead-runner-hit-by-batted-ball':
      play.runnerOut(play.leadBase());
      if (play.outs < 3) play.forceBatterToFirst(batter);
      return ends(play.finish('1B'), balls);
    case 'foul-ball':
      return batsOn(balls);
  }
}
