import { EMPTY, type BaseOutState } from '../../core/model/baseOut.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Position } from '../../core/model/positions.ts';
import type { PineTarMatchup } from './matchup.ts';
import type { Situation } from '../../core/GameSystem.ts';
import type { GroundOutFielder, GroundOutResult } from './tables.ts';

/**
 * How optional rules change a ground-out table's reading: the white die moved (infield in -2, hit and run +4), and no
 * GDP with the infield in.
 */
export interface GroundOutReading {
  whiteShift: number;
  infieldIn: boolean;
}
export const PLAIN_READING: GroundOutReading = { whiteShift: 0, infieldIn: false };

/**
 * A ground out. With the bases empty or two out it is simply an out; otherwise the white die of the batter roll
 * (moved by the optional rules, 0-9) is read on the table for the base state (runner on 1st, no runner on 1st, bases
 * loaded). No runner scores or advances on a play that makes the third out. With the infield in, a GDP is instead a
 * fielder's choice at home: the runner from 3rd out, the batter safe.
 */
export function resolveGroundOut(
  play: PlayBuilder,
  m: PineTarMatchup,
  roll: number,
  fielder: GroundOutFielder,
  situation: Situation,
  reading: GroundOutReading = PLAIN_READING,
): PlayEvent {
  const location: Position = fielder;
  if (play.outs === 2 || play.leadBase() === 0) {
    play.batterOut(m.batter.id);
    return play.finish('GO', { location });
  }
  const white = Math.min(9, Math.max(0, (roll % 10) + reading.whiteShift));
  const loaded = play.isOccupied(1) && play.isOccupied(2) && play.isOccupied(3);
  const table = loaded ? 'basesLoaded' : play.isOccupied(1) ? 'runnerOnFirst' : 'noRunnerOnFirst';
  let cell: GroundOutResult = m.tables.groundOut[table][fielder][white]!;
  play.note(() => `GO-${fielder}, white die ${white} on ${table}: ${cell}`);
  const state = play.before;

  // The text's double play to an infielder other than the catcher or pitcher goes through 2nd (the run scores),
  // with the option of one out forced at home; `*` and `**` alike (their printed footnotes were lost).
  if (cell === 'GDP*' || cell === 'GDP**') {
    const option = m.policies.takeBasesLoadedOption(state, situation);
    play.note(() => (option ? 'defense takes the force at home' : 'defense turns the double play'));
    cell = option ? 'GO-2' : 'GDP';
  }
  const playedIn = reading.infieldIn && play.isOccupied(3);
  if (
    cell === 'GDP' &&
    table === 'runnerOnFirst' &&
    (playedIn || (refusalAllowed(state, situation) && m.policies.refuseDoublePlay(state, situation)))
  ) {
    play.note(() =>
      playedIn
        ? 'infield in: no double play, runner from 3rd out at home'
        : 'defense refuses the double play: runner from 3rd out at home',
    );
    play.runnerOut(3);
    play.advance(2, 1);
    play.advance(1, 1);
    play.batterTo(m.batter.id, 1);
    return play.finish('FC', { location });
  }

  switch (cell) {
    case 'GDP':
      play.runnerOut(1);
      play.batterOut(m.batter.id);
      if (play.outs < 3) play.advanceAll(1);
      return play.finish('GDP', { location, doublePlay: true });
    case 'DP-HOME':
      play.runnerOut(3);
      play.batterOut(m.batter.id);
      if (play.outs < 3) play.advanceAll(1);
      return play.finish('GDP', { location, doublePlay: true });
    case 'GO-2':
      play.runnerOut(3);
      play.advanceAll(1);
      play.batterTo(m.batter.id, 1);
      return play.finish('FC', { location });
    case 'FC':
    case 'FC R3H':
    case 'FC R3A': {
      // A runner on 3rd who is forced (bases loaded) scores whatever the column says.
      const thirdScores = cell !== 'FC R3H' || loaded;
      play.runnerOut(1);
      if (thirdScores) play.advance(3, 1);
      play.advance(2, 1);
      play.batterTo(m.batter.id, 1);
      return play.finish('FC', { location });
    }
    case 'PO-3 RA':
      play.batterOut(m.batter.id);
      if (play.outs < 3) play.advanceAll(1);
      return play.finish('GO', { location });
    case 'PO-3 RH':
      play.batterOut(m.batter.id);
      return play.finish('GO', { location });
    case 'LR Out':
      play.runnerOut(play.leadBase());
      play.batterTo(m.batter.id, 1);
      return play.finish('FC', { location });
  }
}

/**
 * "In the 8th inning or later, the defense may refuse the GDP when there are 0 outs and a runner scoring from 3rd
 * would either tie the game, or extend the lead of the offensive team."
 */
export function refusalAllowed(state: BaseOutState, situation: Situation): boolean {
  return (
    situation.inning >= 8 &&
    state.outs === 0 &&
    state.bases[2] !== EMPTY &&
    (situation.offenseLead === -1 || situation.offenseLead >= 1)
  );
}
