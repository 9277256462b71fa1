import type { DiceSource } from '../../../core/dice/DiceSource.ts';
import type { GameState } from '../../../core/game/GameState.ts';
import { EMPTY, type BaseOutState } from '../../../core/model/baseOut.ts';
import type { PlateAppearanceResult } from '../../../core/model/PlayEvent.ts';
import type { Situation } from '../../../core/GameSystem.ts';
import type { StratCard } from '../cards.ts';
import { mayHitAndRun, resolveHitAndRun } from '../hitAndRun.ts';
import type { StratMatchup } from '../matchup.ts';
import type { StrategyBatter } from '../policies.ts';
import { resolvePlateAppearance } from '../resolve.ts';
import { maySacrifice, resolveSacrificeBunt } from '../sacrificeBunt.ts';
import type { StealDefense, StratBasePlays } from './basePlays.ts';

/** A plate appearance played with the offense's strategy; `runnersSteal` when the runners must steal after it. */
export interface StrategyPlay {
  pa: PlateAppearanceResult;
  runnersSteal: boolean;
}

/**
 * Who takes part in the strategy calls besides the matchup: the batter's card, the plays on the bases and the defense
 * they read.
 */
export interface StrategyParties {
  m: StratMatchup;
  batter: StratCard;
  basePlays: StratBasePlays;
  defense: StealDefense;
}

const stateOf = (game: GameState): BaseOutState => ({
  outs: game.outs,
  bases: [game.bases[1]!, game.bases[2]!, game.bases[3]!],
});

/**
 * A plate appearance with the offense's strategy (Bunting and Hit and Run). Where the rules allow a sacrifice or a hit
 * and run, the defense states its infield first (with a runner on 3rd the groundball charts' positioning, else the
 * corners in against a bunt or not), then the offense swings away, bunts or calls the hit and run. A missed hit and
 * run sends the runners (moving `game`) and the batter swings away; undefined when that steal made the third out first.
 */
export function playWithStrategy(
  game: GameState,
  parties: StrategyParties,
  dice: DiceSource,
  situation: Situation,
): StrategyPlay | undefined {
  const { m, batter, basePlays, defense } = parties;
  const state = stateOf(game);
  const sacrifice = maySacrifice(state);
  const runnerSafety = mayHitAndRun(state) ? basePlays.hitAndRunSafety(game, defense) : undefined;
  if (!sacrifice && runnerSafety === undefined)
    return { pa: resolvePlateAppearance(m, state, dice, situation), runnersSteal: false };
  const { policies } = m;
  const strategyBatter: StrategyBatter = {
    bunting: batter.bunting,
    hitAndRun: batter.hitAndRun,
    pitcher: batter.pitching !== undefined,
  };
  const infieldIn =
    state.bases[2] !== EMPTY
      ? policies.infield(state, situation) !== 'back'
      : sacrifice && policies.chargeBunt(state, situation, strategyBatter);
  const strategy = policies.strategy(state, situation, {
    batter: strategyBatter,
    infieldIn,
    sacrifice,
    hitAndRun: runnerSafety !== undefined,
    runnerSafety: runnerSafety ?? 0,
  });
  if ((strategy === 'sacrifice' && !sacrifice) || (strategy === 'hit-and-run' && runnerSafety === undefined)) {
    throw new Error(
      `the ${policies.name} manager called a ${strategy} where the rules do ` +
        `not allow one (${state.outs} out, runners ${state.bases.join(',')})`,
    );
  }
  if (strategy === 'sacrifice')
    return {
      pa: resolveSacrificeBunt(m, state, dice, { rating: batter.bunting, infieldIn }, situation),
      runnersSteal: false,
    };
  if (strategy === 'swing') return { pa: resolvePlateAppearance(m, state, dice, situation), runnersSteal: false };
  const outcome = resolveHitAndRun(m, state, dice, batter.hitAndRun, situation);
  if (outcome.kind === 'played') return outcome;
  basePlays.forcedSteal(game, defense, dice);
  if (game.outs >= 3) return undefined;
  return { pa: resolvePlateAppearance(m, stateOf(game), dice, situation), runnersSteal: false };
}
