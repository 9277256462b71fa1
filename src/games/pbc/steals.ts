import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import { defenseSkill, type PbcMatchup } from './matchup.ts';
import type { Attempt } from './policies.ts';
import { defenseFailsTwo, overthrow, rollOff, rollOffChance } from './rollOff.ts';
import { erringFielder } from './runners.ts';

/** The base a steal is for: 2nd, 3rd or home (4). */
export type StealBase = 2 | 3 | 4;

/** A steal's penalty: -1 for 2nd, -2 for 3rd, -3 for home (-4 under steal-home-4). */
export function stealPenalty(m: PbcMatchup, base: StealBase): number {
  const { steal, stealHomeAlternative } = m.tables.running;
  if (base === 2) return steal.second;
  if (base === 3) return steal.third;
  return m.rules.stealHome4 ? stealHomeAlternative : steal.home;
}

/** The steal of `base` as a manager weighs it: the runner's speed and the penalty against the catcher. */
export function stealAttempt(m: PbcMatchup, state: BaseOutState, base: StealBase): Attempt {
  const runner = state.bases[base - 2]!;
  const chance = rollOffChance(
    m.speedOf(runner) + stealPenalty(m, base),
    defenseSkill(m, true),
    m.rules.modifiedTiebreaks,
  );
  return { from: base - 1, to: base, chance };
}

/**
 * A steal of `base` by the runner on the base before it: a roll-off against the catcher, his speed and the penalty
 * against the catcher's roll (his Defense under advanced-defense); ties rolled again. He must beat the throw. The
 * error rules: a 2 against the catcher's 1, safe on an error; a 6 against a 1, the throw is away and every runner
 * takes a base more.
 * @example stealPlay(m, parseBaseOutState('1--/0'), 2, scriptedDice([['d6', 3], ['d6', 3]])) // Speed 2: 3 + 2 - 1 > 3
 */
export function stealPlay(m: PbcMatchup, state: BaseOutState, base: StealBase, dice: DiceSource): PlayEvent {
  const play = new PlayBuilder(state);
  const from = base - 1;
  const runner = play.runnerOn(from);
  const result = rollOff(
    dice,
    m.speedOf(runner) + stealPenalty(m, base),
    defenseSkill(m, true),
    m.rules.modifiedTiebreaks,
  );
  const errors = m.rules.rollOffErrors;
  if (errors && overthrow(result)) {
    play.advance(from, 1);
    play.advanceAll(1);
    play.chargeError(erringFielder(4));
  } else if (result.offenseWins || (errors && defenseFailsTwo(result))) {
    play.advance(from, 1);
    if (!result.offenseWins) play.chargeError(erringFielder(4));
  } else {
    play.runnerOut(from);
  }
  play.stealAttempt(runner, play.outs === state.outs);
  return play.finish('STEAL', { endsPlateAppearance: false });
}
