import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { PineTarMatchup } from './matchup.ts';

/**
 * ROE/PO and ROE/LO: a red/white roll picks the fielder on the Error Results table and a blue die is checked
 * against his EC (an error at or under it; EC 9 always errs). On an error the batter takes RS bases and the
 * runners as many, one more with two outs where RS has a `*`. Otherwise it is a pop out or line out.
 */
export function resolveErrorCheck(
  play: PlayBuilder,
  m: PineTarMatchup,
  kind: 'ROE/PO' | 'ROE/LO',
  dice: DiceSource,
): PlayEvent {
  const pick = dice.d100();
  const blue = dice.d10();
  const cell = m.tables.errorResults[pick]!;
  const ec = m.defense[cell.position].ec;
  if (blue > ec) {
    play.note(() => `error check ${pick} -> ${cell.position}, blue ${blue} > EC ${ec}: no error`);
    play.batterOut(m.batter.id);
    return play.finish(kind === 'ROE/PO' ? 'PO' : 'LO', { location: cell.position });
  }
  const runnerBases = cell.bases + (cell.extraWithTwoOuts && play.outs === 2 ? 1 : 0);
  play.note(
    () =>
      `error check ${pick} -> ${cell.position}, blue ${blue} <= EC ${ec}: ` +
      `E-${cell.position}, batter +${cell.bases}, runners +${runnerBases}`,
  );
  play.advanceAll(runnerBases);
  play.batterTo(m.batter.id, cell.bases);
  play.chargeError(cell.position);
  return play.finish('ROE', { location: cell.position });
}
