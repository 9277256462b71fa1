import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import type { Position } from '../../core/model/positions.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { resolveFlyOut } from './flyOut.ts';
import { resolveGroundOut, type GroundOutReading } from './groundOut.ts';
import { advanceOnHit, HIT_OUTCOMES } from './hits.ts';
import type { PineTarMatchup } from './matchup.ts';
import type { GroundOutFielder } from './tables.ts';
import { twoDieRoll } from './rules/diceRandomizer.ts';

// The plays of the defensive-rolls optional rule (rules/defensiveRolls.ts defines the rule and its parameters).

/**
 * The Positive Defensive Roll on a 1B, 2B or 3B: a new 2-die roll picks the fielder (a single on 0-3 goes to the
 * catcher, a double or triple to the first baseman). A Pos RG fielder turns it into his GO (the ground-out table read
 * on a further 2-die roll when it matters) or FO (tag rolls as usual); otherwise the hit stands at the table's field,
 * an infield single when the pitcher or catcher failed, the runners advancing by the original doubled roll.
 */
export function positiveDefensiveRoll(
  play: PlayBuilder,
  m: PineTarMatchup,
  diceRoll: number,
  bases: 1 | 2 | 3,
  dice: DiceSource,
  situation: Situation,
  reading: GroundOutReading,
): PlayEvent {
  const table = m.tables.optional.positiveDefensiveRoll;
  const pdrRoll = twoDieRoll(m, dice);
  const check = (bases === 1 ? table.single : table.extraBaseHit)[pdrRoll]!;
  const rating = m.defense[check.fielder].rg ?? 'neu';
  play.note(() => `positive defensive roll ${pdrRoll}: ${check.fielder}, RG ${rating}`);
  if (rating === 'pos') {
    if (check.positive === 'FO') return resolveFlyOut(play, m, check.fielder as 'LF' | 'CF' | 'RF', dice, situation);
    const needsTable = play.outs < 2 && play.leadBase() > 0;
    return resolveGroundOut(
      play,
      m,
      needsTable ? twoDieRoll(m, dice) : 0,
      check.fielder as GroundOutFielder,
      situation,
      reading,
    );
  }
  if (check.fielder === 'P' || check.fielder === 'C' || check.field === 'IF') {
    advanceOnHit(play, m, diceRoll, 1);
    return play.finish('1B', { location: check.fielder });
  }
  advanceOnHit(play, m, diceRoll, bases, { field: check.field, dice });
  return play.finish(HIT_OUTCOMES[bases], { location: check.field });
}

/**
 * The negative defensive check on a GO or FO at the table's dice: a Neg RG fielder lets it through for a single (an
 * infield hit for a GO, a hit to his field for an FO), runners taking one base (two with two outs). Undefined when the
 * rule is off, the dice or result are not checked, or the fielder is not Neg RG.
 */
export function negativeDefensiveCheck(
  play: PlayBuilder,
  m: PineTarMatchup,
  diceRoll: number,
  fielder: Position,
): PlayEvent | undefined {
  const table = m.tables.optional.negativeDefensive;
  if (!m.rules?.defensiveRolls?.negative || !table.triggerRolls.includes(diceRoll)) return undefined;
  const kind = fielder === 'LF' || fielder === 'CF' || fielder === 'RF' ? 'FO' : 'GO';
  if (!table.checks.includes(kind) || m.defense[fielder].rg !== 'neg') return undefined;
  play.note(() => `negative defensive check on ${diceRoll}: ${fielder} is Neg RG, the ${kind} is a single`);
  play.advanceAll(play.outs === 2 ? table.runnerBasesWithTwoOuts : table.runnerBases);
  play.batterTo(m.batter.id, 1);
  return play.finish('1B', { location: fielder });
}
