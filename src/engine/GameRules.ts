import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { GameState, PitcherUsage } from './GameState.ts';

/**
 * What a game system gives the engine: its plate appearance in a game, and its fatigue rule. Everything else (innings,
 * the order, the score, substitutions, tallies) is the engine's, the same for every game.
 */
export interface GameRules {
  /**
   * One plate appearance of `batter` against `pitcher` (league indices) in `game`: moves `game.bases` and
   * `game.outs` (to 3 on the third out), fills `game.scored`, `game.scoredCount` and `game.rbiRuns`, and adds the
   * plate appearance to `tally` at 0 in Tally's slot order (its outcome and counters). Returns the outcome index.
   */
  plateAppearance(game: GameState, batter: number, pitcher: number, generator: RandomGenerator, tally: Float64Array): number;
  /** Whether `pitcher` may start another inning, by the game's fatigue rule (it may mark a one-time bonus used). */
  mayStartInning(pitcher: number, usage: PitcherUsage): boolean;
}
