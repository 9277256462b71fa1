import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { GameState, PitcherUsage } from './GameState.ts';

/** What a finished game tells a game's rules that keep state from game to game (rest, injuries). */
export interface FinishedGame {
  /**
   * Per side (AWAY, HOME): the team's index, and its pitchers in the order they appeared, with the outs each recorded.
   */
  teams: readonly [number, number];
  pitchers: readonly [readonly { player: number; outs: number }[], readonly { player: number; outs: number }[]];
  /** Per side: the starting batting order (league indices; the pitcher's spot holds the starting pitcher). */
  lineups: readonly [readonly number[], readonly number[]];
  /** Per side: the batting-order spot of the pitcher (-1 with a DH). */
  pitcherSpots: readonly [number, number];
  /** Per side: a made-up team that stands for a league (no rest or injuries of its own). */
  standIn: readonly [boolean, boolean];
}

/**
 * What a game system gives the engine: its plate appearance in a game, and its fatigue rule; optional rules add plays
 * between plate appearances and state across games. Everything else (innings, the order, the score, substitutions,
 * tallies) is the engine's, the same for every game.
 */
export interface GameRules {
  /**
   * One plate appearance of `batter` against `pitcher` (league indices) in `game`: moves `game.bases` and
   * `game.outs` (to 3 on the third out), fills `game.scored`, `game.scoredCount` and `game.rbiRuns` (and
   * `game.steals` for any steal inside it), and adds the plate appearance to `tally` at 0 in Tally's slot order (its
   * outcome and counters). Returns the outcome index.
   */
  plateAppearance(
    game: GameState,
    batter: number,
    pitcher: number,
    generator: RandomGenerator,
    tally: Float64Array,
  ): number;
  /** Whether `pitcher` may start another inning, by the game's fatigue rule (it may mark a one-time bonus used). */
  mayStartInning(pitcher: number, usage: PitcherUsage): boolean;
  /** Innings of a regulation game (9 when absent): piecepack Baseball plays five. */
  readonly regulationInnings?: number;
  /**
   * True when the rules make every pitching change (`mustLeave`, `mayStartInning`): the engine's bullpen policy then
   * neither pulls a pitcher nor brings in a closer, and the next pitcher is the first of the bullpen left.
   */
  readonly ownsPitchingChanges?: boolean;
  /**
   * True when some rule keeps state across a season's games: the season is then played in order, one season per worker
   * chunk.
   */
  readonly seasonal?: boolean;
  /** Before a season's first game: clear what lasts across games. */
  startSeason?(): void;
  /** Before a game's first pitch (its teams by league team index, AWAY then HOME). */
  startGame?(game: GameState, teams: readonly [number, number]): void;
  /**
   * Before `batter` bats: plays on the bases the rules allow (steals). They move `game.bases` and `game.outs` (to 3:
   * the
   * half-inning ends and the batter leads off the next), list runners who scored in `game.scored`, and steals in
   * `game.steals`.
   */
  beforePlateAppearance?(game: GameState, batter: number, pitcher: number, generator: RandomGenerator): void;
  /**
   * Before `batter` bats against `pitcher`, after the plays on the bases: does his manager send up a pinch hitter?
   * `candidate()` is who would bat: the bench's best at his position, as the engine picks any substitute (NOBODY when
   * the bench is empty); call it only when the answer depends on him. The batter leaves the game; a pitcher batted
   * for is replaced by a reliever before his team takes the field, and the pinch hitter leaves with him. Asked for
   * the pitcher only when his bullpen has someone left.
   */
  pinchHit?(game: GameState, batter: number, pitcher: number, candidate: () => number): boolean;
  /**
   * After a plate appearance that did not end the half-inning: must `pitcher` leave now, whatever the bullpen policy
   * says?
   */
  mustLeave?(pitcher: number, usage: PitcherUsage, batterReached: boolean): boolean;
  /**
   * After a pitcher's part of a half-inning: `batters` faced and `runs` charged in it, `complete` when he got all three
   * outs.
   */
  afterInning?(pitcher: number, usage: PitcherUsage, batters: number, runs: number, complete: boolean): void;
  /** After the game: rest and injury checks for the next games. */
  endGame?(finished: FinishedGame, generator: RandomGenerator): void;
  /** Whether a player may play in the next game (not injured, not resting). */
  available?(player: number): boolean;
  /** Whether an available pitcher may also relieve in it (a starter may need more rest before he relieves). */
  mayRelieve?(player: number): boolean;
  /**
   * True when the rules let a position player in the game pitch once the pitcher must leave and the bullpen is empty
   * (the rules give him a card to pitch with); otherwise the pitcher stays in.
   */
  readonly positionPlayerPitching?: boolean;
}
