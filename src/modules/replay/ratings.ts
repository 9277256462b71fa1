import { z } from 'zod';
import type { RunnerId } from '../../core/model/baseOut.ts';
import type { Position } from '../../core/model/positions.ts';

/**
 * Replay's ratings, each 1-5, on the charts' own scales (the Umpire chart and the keys fix them):
 * - bunt: 1 the best bunter (the charts' column 1 sacrifices most, column 5 misses most; "Miss ?" misses on a die not
 *   higher than the rating);
 * - speed: 5 the fastest (the Umpire's top row; a rundown catches a runner on a die higher than his speed);
 * - a fielder's defence: 1 his best (the diving stop needs a die higher than it); his error rating: 5 the surest hands
 *   (an error on a die higher than it); an outfielder's arm: 5 the strongest (a runner must be faster to score);
 * - a catcher's defence: 5 his best (a steal needs a die higher than it); a pitcher's hold: 5 the best (a pickoff on a
 *   die not higher than it).
 */
export const REPLAY_RATING = z.number().int().min(1).max(5);

/** The batter's side of a Replay play. */
export interface ReplayBatter {
  id: RunnerId;
  bats: 'L' | 'R';
  bunt: number;
  speed: number;
  /** His six H&R results (1-20), one per face of the white die. */
  hitAndRun: readonly number[];
}

/** The pitcher's side: his six H&R results (1-19, one per face of the red die) and his hold. */
export interface ReplayPitcher {
  hitAndRun: readonly number[];
  hold: number;
}

/** A fielder on Replay's scales. */
export interface ReplayFielder {
  defence: number;
  error: number;
  arm: number;
}

/**
 * Everyone a Replay play reads, on Replay's scales, as a host game's rating adapter gives them for one plate
 * appearance.
 */
export interface ReplayParties {
  batter: ReplayBatter;
  pitcher: ReplayPitcher;
  speedOf(runner: RunnerId): number;
  /** The fielder at a position; at C his defence is the catcher's (5 his best), read on the Umpire's catcher column. */
  fielder(position: Position): ReplayFielder;
  /** The catcher's defence (5 his best). */
  catcher: number;
}

/** Six H&R results, one per face of a die. */
const sixResults = (highest: number) => z.array(z.number().int().min(1).max(highest)).length(6);
export const BATTER_HIT_AND_RUN = sixResults(20);
export const PITCHER_HIT_AND_RUN = sixResults(19);

/**
 * A card's own Replay ratings, each replacing what its game's adapter would give (a card may set any of them):
 * `replay: { bunt: 2, speed: 4, hitAndRun: [3, 8, 9, 10, 29, 31] }`. Fielding ratings apply at every position he
 * plays.
 */
export const replayOverrideSchema = z
  .object({
    bunt: REPLAY_RATING,
    speed: REPLAY_RATING,
    hitAndRun: BATTER_HIT_AND_RUN,
    pitcherHitAndRun: PITCHER_HIT_AND_RUN,
    hold: REPLAY_RATING,
    defence: REPLAY_RATING,
    error: REPLAY_RATING,
    arm: REPLAY_RATING,
    catcher: REPLAY_RATING,
  })
  .partial()
  .strict();
export type ReplayOverride = z.output<typeof replayOverrideSchema>;

/** A host's number read through ascending upper bounds onto ratings (or grades), one more rating than bounds. */
export interface BoundedScale<Rating> {
  bounds: readonly number[];
  ratings: readonly Rating[];
}

/**
 * The rating of the first bound at or above a host's number (past the last bound, the last rating).
 * @example readScale({ bounds: [7, 9, 12, 14], ratings: [1, 2, 3, 4, 5] }, 12) // => 3
 */
export function readScale<Rating>(scale: BoundedScale<Rating>, value: number): Rating {
  const at = scale.bounds.findIndex((bound) => value <= bound);
  return scale.ratings[at < 0 ? scale.bounds.length : at]!;
}

/** Bounds that read a host's number onto 1-5: four ascending upper bounds (the fifth place takes the rest). */
export const BOUNDS = z
  .array(z.number())
  .length(4)
  .refine((bounds) => bounds.every((bound, i) => i === 0 || bound >= bounds[i - 1]!), 'four bounds in ascending order');

/** Replay ratings by a host's letter grade. */
export const byGrade = <G extends string>(grades: readonly [G, ...G[]]) =>
  z
    .object(Object.fromEntries(grades.map((grade) => [grade, REPLAY_RATING])) as Record<G, typeof REPLAY_RATING>)
    .strict();

/** One card's Replay ratings as its game's adapter reads them, before the card's own `replay:` overrides them. */
export interface ReplayCard {
  bats: 'L' | 'R';
  bunt: number;
  speed: number;
  /** His six H&R results at bat (1-20) and on the mound (1-19). */
  hitAndRun: readonly number[];
  pitcherHitAndRun: readonly number[];
  hold: number;
  /** As a fielder at each position he is rated at; elsewhere {@link UNRATED_FIELDER}. */
  fielding: Partial<Record<Position, ReplayFielder>>;
  /** His defence behind the plate (5 his best), where he catches. */
  catcher: number;
}

/** A fielder at a position his card does not rate: the middle of each scale. */
export const UNRATED_FIELDER: ReplayFielder = { defence: 3, error: 3, arm: 3 };

/**
 * A card's ratings with its own `replay:` block laid over its adapter's: fielding ratings at every position he plays.
 * @example withOverride(adapted, { bunt: 1 }).bunt // => 1
 */
export function withOverride(card: ReplayCard, override: ReplayOverride | undefined): ReplayCard {
  if (!override) return card;
  const fielding = Object.fromEntries(
    Object.entries(card.fielding).map(([position, fielder]) => [
      position,
      {
        defence: override.defence ?? fielder.defence,
        error: override.error ?? fielder.error,
        arm: override.arm ?? fielder.arm,
      },
    ]),
  );
  return {
    bats: card.bats,
    bunt: override.bunt ?? card.bunt,
    speed: override.speed ?? card.speed,
    hitAndRun: override.hitAndRun ?? card.hitAndRun,
    pitcherHitAndRun: override.pitcherHitAndRun ?? card.pitcherHitAndRun,
    hold: override.hold ?? card.hold,
    fielding,
    catcher: override.catcher ?? card.catcher,
  };
}

/**
 * The parties of one Replay play from cards: the batter (and his runner id), the pitcher, the fielders by position
 * (the catcher's defence from the card at C) and every runner's speed.
 */
export function replayParties(
  batter: { id: RunnerId; card: ReplayCard },
  pitcher: ReplayCard,
  fielderAt: (position: Position) => ReplayCard | undefined,
  speedOf: (runner: RunnerId) => number,
): ReplayParties {
  return {
    batter: {
      id: batter.id,
      bats: batter.card.bats,
      bunt: batter.card.bunt,
      speed: batter.card.speed,
      hitAndRun: batter.card.hitAndRun,
    },
    pitcher: { hitAndRun: pitcher.pitcherHitAndRun, hold: pitcher.hold },
    speedOf,
    fielder: (position) => {
      const card = fielderAt(position);
      const fielder = card?.fielding[position] ?? UNRATED_FIELDER;
      return position === 'C' && card ? { ...fielder, defence: card.catcher } : fielder;
    },
    catcher: fielderAt('C')?.catcher ?? UNRATED_FIELDER.defence,
  };
}

/**
 * Average parties for the charts' exact tables: every rating 3, H&R results of grade C, a right-handed batter (the
 * bunt rating and H&R results the caller varies).
 */
export function averageParties(batter: Partial<ReplayBatter>, pitcher: Partial<ReplayPitcher>): ReplayParties {
  return {
    batter: { id: 9, bats: 'R', bunt: 3, speed: 3, hitAndRun: [1, 1, 1, 1, 1, 1], ...batter },
    pitcher: { hitAndRun: [1, 1, 1, 1, 1, 1], hold: 3, ...pitcher },
    speedOf: () => 3,
    fielder: () => UNRATED_FIELDER,
    catcher: 3,
  };
}
