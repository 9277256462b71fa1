import type { BaseOutState, RunnerId } from './baseOut.ts';
import type { Outcome } from './outcomes.ts';
import type { Position } from './positions.ts';

/** Where a runner (or the batter, from base 0) went on a play: a base 1-3, home (4), or out. */
export interface RunnerMove {
  runner: RunnerId;
  from: number;
  /** 1-3 a base, 4 home (a run scores); ignored when `out`. */
  to: number;
  out: boolean;
}

/**
 * Things that happen inside a plate appearance without ending it (the batter rolls again): a ball (`BALL`), a balk, a
 * wild pitch, a passed ball, a pickoff (or its throwing error), a steal.
 */
export type PitchEvent = 'BALL' | 'BK' | 'WP' | 'PB' | 'PICKOFF' | 'STEAL';

/** A runner's try at stealing a base during a play (a hit and run's strikeout, a double steal). */
export interface StealAttempt {
  runner: RunnerId;
  safe: boolean;
}

/**
 * One play: either the end of the plate appearance (`result` is the batter's outcome) or a pitch event
 * inside it. Every runner who moved, scored or was put out is in `moves`; `runs` and `outs` are the totals.
 */
export interface PlayEvent {
  result: Outcome | PitchEvent;
  endsPlateAppearance: boolean;
  /** Where the ball went, for batted balls. */
  location?: Position;
  moves: RunnerMove[];
  outs: number;
  runs: number;
  /** Fielder charged with an error on the play, if any. */
  error?: Position;
  /** Two or more outs on one play (GDP, pop-out double play, tag play). */
  doublePlay: boolean;
  /** Runners who tried to steal on the play, in order; absent when none did. */
  steals?: StealAttempt[];
  /** State before and after the play. */
  before: BaseOutState;
  after: BaseOutState;
  /** The dice and table reads that made this play, for people reading scenario tests and golden runs. */
  notes: string[];
}

/** Everything one plate appearance did. */
export interface PlateAppearanceResult {
  result: Outcome;
  events: PlayEvent[];
  runs: number;
  outs: number;
  after: BaseOutState;
}

/** One exact result of a plate appearance: a representative path (its events) and the chance of all alike paths. */
export interface ExactResult {
  pa: PlateAppearanceResult;
  probability: number;
}
