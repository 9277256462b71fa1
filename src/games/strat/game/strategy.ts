import type { DiceSource } from '../../../core/dice/DiceSource.ts';
import { applyPlayEvent } from '../../../core/game/applyPlayEvent.ts';
import { winsTheGame } from '../../../core/game/gameSituation.ts';
import type { GameState } from '../../../core/game/GameState.ts';
import { EMPTY, type BaseOutState } from '../../../core/model/baseOut.ts';
import type { PlateAppearanceResult, PlayEvent } from '../../../core/model/PlayEvent.ts';
import type { Situation } from '../../../core/GameSystem.ts';
import { callSqueeze, mayHitAndRun as replayMayHitAndRun } from '../../../modules/replay/calls.ts';
import { playReplayBunt, playReplayHitAndRun, type ReplayAttempt } from '../../../modules/replay/play.ts';
import type { ReplayDefense } from '../../../modules/replay/rules.ts';
import type { BuntChartName } from '../../../modules/replay/vocabulary.ts';
import type { StratCard } from '../cards.ts';
import { mayHitAndRun, resolveHitAndRun } from '../hitAndRun.ts';
import type { StratMatchup } from '../matchup.ts';
import type { StrategyBatter, StratPolicies } from '../policies.ts';
import { plateAppearanceOf, resolvePlateAppearance } from '../resolve.ts';
import { maySacrifice, resolveSacrificeBunt } from '../sacrificeBunt.ts';
import type { StealDefense, StratBasePlays } from './basePlays.ts';
import type { StratReplay } from './StratReplay.ts';

/**
 * A plate appearance played with the offense's strategy, `runnersSteal` when the runners must steal after it; or a
 * play before it made the third out (`cutShort`: no plate appearance, the batter leads off the next inning), with the
 * plays' events to count (none when Strat's forced steal, which moves the game itself, made it).
 */
export type StrategyPlay = { pa: PlateAppearanceResult; runnersSteal: boolean } | { cutShort: readonly PlayEvent[] };

/**
 * Who takes part in the strategy calls besides the matchup: the batter's card, the plays on the bases and the defense
 * they read, and Replay's charts where one of their rules is on.
 */
export interface StrategyParties {
  m: StratMatchup;
  batter: StratCard;
  basePlays: StratBasePlays;
  defense: StealDefense;
  replay?: StratReplay | undefined;
}

const stateOf = (game: GameState): BaseOutState => ({
  outs: game.outs,
  bases: [game.bases[1]!, game.bases[2]!, game.bases[3]!],
});

const CUT_SHORT_ON_THE_BASES: StrategyPlay = { cutShort: [] };

/** A plate appearance a Replay play begins: the game, its matchup and state, the dice and the situation. */
interface ReplayAtBat {
  game: GameState;
  m: StratMatchup;
  state: BaseOutState;
  dice: DiceSource;
  situation: Situation;
}

/**
 * Where the defense plays its infield for a bunt or a hit and run, as Strat has it decide: with a runner on 3rd the
 * groundball charts' positioning (in, or the corners in), else the corners in against a sacrifice or not. Replay's
 * charts read it as their In or Not In, so Strat needs no rule of Replay's own for it.
 */
export function infieldIn(
  policies: StratPolicies,
  state: BaseOutState,
  situation: Situation,
  batter: StrategyBatter,
  sacrifice: boolean,
): boolean {
  if (state.bases[2] !== EMPTY) return policies.infield(state, situation) !== 'back';
  return sacrifice && policies.chargeBunt(state, situation, batter);
}

/**
 * A plate appearance with the offense's strategy (Bunting and Hit and Run). Where the rules allow a sacrifice or a hit
 * and run, the defense states its infield first, then the offense swings away, bunts or calls the hit and run. A
 * missed hit and run sends the runners (moving `game`) and the batter swings away, unless that steal made the third
 * out first.
 *
 * Replay's rules, where on: `replay-squeeze` gives Strat the squeeze it lacks, called before anything else by the
 * module's manager (`callSqueeze`: late and close, a good bunter or a pitcher, a runner on 3rd and fewer than two
 * out), against Strat's infield; Strat's manager is then not asked. `replay-bunt` reads Strat's sacrifice (its
 * manager's call) on Replay's sacrifice chart with 3rd open (with runners on 1st and 3rd, where Replay's sacrifice
 * does not go, Strat's own chart stays). `replay-hit-and-run` reads Strat's hit and run (its manager's call, within
 * Strat's limits) on Replay's chart with a runner on 1st and 3rd open; with a lone runner on 2nd, Strat's own.
 */
export function playWithStrategy(
  game: GameState,
  parties: StrategyParties,
  dice: DiceSource,
  situation: Situation,
): StrategyPlay {
  const { m, batter, basePlays, defense, replay } = parties;
  const state = stateOf(game);
  const { policies } = m;
  const pitcherBats = batter.pitching !== undefined;
  if (replay?.rules.squeeze && callSqueeze(state, situation, { bunt: replay.batterBunt, pitcher: pitcherBats })) {
    const inSqueeze = policies.infield(state, situation) !== 'back';
    return replayBunt({ game, m, state, dice, situation }, replay, 'squeeze-bunt', replay.rules.squeeze, inSqueeze);
  }
  const sacrifice = maySacrifice(state);
  const runnerSafety = mayHitAndRun(state) ? basePlays.hitAndRunSafety(game, defense) : undefined;
  if (!sacrifice && runnerSafety === undefined)
    return { pa: resolvePlateAppearance(m, state, dice, situation), runnersSteal: false };
  const strategyBatter: StrategyBatter = { bunting: batter.bunting, hitAndRun: batter.hitAndRun, pitcher: pitcherBats };
  const infield = infieldIn(policies, state, situation, strategyBatter, sacrifice);
  const strategy = policies.strategy(state, situation, {
    batter: strategyBatter,
    infieldIn: infield,
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
  if (strategy === 'sacrifice') {
    if (replay?.rules.bunt && state.bases[2] === EMPTY)
      return replayBunt({ game, m, state, dice, situation }, replay, 'sacrifice-bunt', replay.rules.bunt, infield);
    return {
      pa: resolveSacrificeBunt(m, state, dice, { rating: batter.bunting, infieldIn: infield }, situation),
      runnersSteal: false,
    };
  }
  if (strategy === 'swing') return { pa: resolvePlateAppearance(m, state, dice, situation), runnersSteal: false };
  if (replay?.rules.hitAndRun && replayMayHitAndRun(state)) {
    const attempt = playReplayHitAndRun(replay.tables, replay.parties(), replay.rules.hitAndRun, state, dice);
    return swingAwayAfter(attempt, { game, m, state, dice, situation });
  }
  const outcome = resolveHitAndRun(m, state, dice, batter.hitAndRun, situation);
  if (outcome.kind === 'played') return outcome;
  basePlays.forcedSteal(game, defense, dice);
  if (game.outs >= 3) return CUT_SHORT_ON_THE_BASES;
  return { pa: resolvePlateAppearance(m, stateOf(game), dice, situation), runnersSteal: false };
}

/** A bunt on one of Replay's charts, and the rest of the plate appearance where it does not end it. */
function replayBunt(
  at: ReplayAtBat,
  replay: StratReplay,
  chart: BuntChartName,
  defense: ReplayDefense,
  infield: boolean,
): StrategyPlay {
  const attempt = playReplayBunt(replay.tables, chart, replay.parties(), defense, infield, at.state, at.dice);
  return swingAwayAfter(attempt, at);
}

/**
 * A Replay play's plate appearance: its own where it ended it; otherwise (a foul at two strikes, a rundown, a missed
 * squeeze, a hit and run called off) the batter swings away on Strat's cards from where it left the bases, its events
 * first. When it made the third out, or scored the run that wins the game (a missed squeeze's steal of home in the last
 * inning), there is no plate appearance: its events move `game` and are counted as plays.
 */
function swingAwayAfter(attempt: ReplayAttempt, { game, m, state, dice, situation }: ReplayAtBat): StrategyPlay {
  if (attempt.endsPlateAppearance) return { pa: plateAppearanceOf(state, attempt.events), runnersSteal: false };
  const runs = attempt.events.reduce((sum, event) => sum + event.runs, 0);
  if (attempt.after.outs >= 3 || winsTheGame(situation, runs)) {
    for (const event of attempt.events) applyPlayEvent(game, event);
    return { cutShort: attempt.events };
  }
  const rest = resolvePlateAppearance(m, attempt.after, dice, situation);
  const events = attempt.events.length === 0 ? rest.events : [...attempt.events, ...rest.events];
  return { pa: plateAppearanceOf(state, events), runnersSteal: false };
}
