import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { stateIndex, type BaseOutState } from '../../core/model/baseOut.ts';
import { forEachDiceOutcome } from '../../exact/enumerateDice.ts';
import { buntAttempt, STRIKES_TO_SWING_AWAY, type BuntAttempt, type ReplayAttempt } from './play.ts';
import type { ReplayParties } from './ratings.ts';
import type { ReplayDefense } from './rules.ts';
import type { ReplayTables } from './tables.ts';
import type { BuntChartName } from './vocabulary.ts';

/**
 * What the rest of an inning is worth from each of the 24 base-out states (index outs * 8 + occupancy) in a host
 * game, its batters swinging away: the expected runs and the chance of scoring at least once.
 */
export interface InningValues {
  runs: readonly number[];
  scoring: readonly number[];
}

/** A play's worth from a state: the expected runs to the end of the inning and the chance of scoring at least once. */
export interface PlayValue {
  runs: number;
  scoring: number;
}

/** Plays alike for what they are worth and how a report names them: how they ended, runs, outs, the state after. */
export interface PlayedOutcome {
  /** The result that ended the plate appearance, or what handed it back to the host. */
  outcome: string;
  endsPlateAppearance: boolean;
  runs: number;
  outs: number;
  after: BaseOutState;
  chance: number;
}

/** How a report names what a Replay play came to. */
export function outcomeName(attempt: ReplayAttempt): string {
  if (attempt.endsPlateAppearance) {
    const last = attempt.events[attempt.events.length - 1]!;
    return last.doublePlay ? `${last.result} (DP)` : last.result;
  }
  const play = attempt.events[0];
  if (!play) return 'foul: swings away';
  if (play.runs > 0) return 'run scores, bats on';
  return play.outs > 0 ? 'runner out, bats on' : 'runners move, bats on';
}

/** Adds a play to outcomes merged by everything but their chance. */
function addPlayed(outcomes: Map<string, PlayedOutcome>, attempt: ReplayAttempt, chance: number): void {
  const played = {
    outcome: outcomeName(attempt),
    endsPlateAppearance: attempt.endsPlateAppearance,
    runs: attempt.events.reduce((sum, event) => sum + event.runs, 0),
    outs: attempt.events.reduce((sum, event) => sum + event.outs, 0),
    after: attempt.after,
  };
  const { outcome, endsPlateAppearance, runs, outs, after } = played;
  const key = `${outcome}|${endsPlateAppearance}|${runs}|${outs}|${after.outs}|${after.bases}`;
  const seen = outcomes.get(key);
  if (seen) seen.chance += chance;
  else outcomes.set(key, { ...played, chance });
}

/**
 * Every way a Replay play can go, with its exact chance: all dice paths of `play` enumerated and merged. For a bunt,
 * {@link buntPlayed} is the same distribution at a fraction of the paths.
 */
export function playedOutcomes(play: (dice: DiceSource) => ReplayAttempt): PlayedOutcome[] {
  const outcomes = new Map<string, PlayedOutcome>();
  forEachDiceOutcome(play, (attempt, chance) => addPlayed(outcomes, attempt, chance));
  return [...outcomes.values()];
}

/**
 * Every way a bunt on a chart can go, as {@link playedOutcomes} of `playReplayBunt` gives it, composed attempt by
 * attempt: each attempt's paths are enumerated once and a foul with one strike leads to the second attempt's merged
 * outcomes, instead of enumerating the second attempt again under every path of the first.
 */
export function buntPlayed(
  tables: ReplayTables,
  chart: BuntChartName,
  parties: ReplayParties,
  defense: ReplayDefense,
  infieldIn: boolean,
  state: BaseOutState,
): PlayedOutcome[] {
  const outcomes = new Map<string, PlayedOutcome>();
  const swingAway: ReplayAttempt = { events: [], endsPlateAppearance: false, after: state };
  const attempt = (number: number, strikes: number, chance: number) => {
    const fouls = new Map<number, number>();
    forEachDiceOutcome(
      (dice): BuntAttempt => buntAttempt(tables, chart, parties, defense, infieldIn, state, dice, number, strikes),
      (bunt, p) => {
        if ('foul' in bunt) fouls.set(bunt.strikes, (fouls.get(bunt.strikes) ?? 0) + p);
        else addPlayed(outcomes, bunt, chance * p);
      },
    );
    for (const [after, p] of fouls) {
      if (after >= STRIKES_TO_SWING_AWAY) addPlayed(outcomes, swingAway, chance * p);
      else attempt(number + 1, after, chance * p);
    }
  };
  attempt(1, 0, 1);
  return [...outcomes.values()];
}

/**
 * What a play is worth: the runs it scores plus what the inning is worth from where it leaves the bases. When it hands
 * the plate appearance back, the same batter swings away from there, and with a host's inning values for a batter
 * who always swings that is the state's worth again.
 * @example playValue(buntPlayed(...), values).runs // => expected runs to the end of the inning after the bunt
 */
export function playValue(outcomes: readonly PlayedOutcome[], values: InningValues): PlayValue {
  let runs = 0;
  let scoring = 0;
  for (const { runs: scored, after, chance } of outcomes) {
    const over = after.outs >= 3;
    runs += chance * (scored + (over ? 0 : values.runs[stateIndex(after)]!));
    scoring += chance * (scored > 0 ? 1 : over ? 0 : values.scoring[stateIndex(after)]!);
  }
  return { runs, scoring };
}
