import { forEachDiceOutcome } from '../../exact/enumerateDice.ts';
import { TWO_D6_WAYS } from '../../core/dice/DiceSource.ts';
import { ResultMerger, signature } from '../../exact/plateAppearanceDistribution.ts';
import type { ExactResult } from '../../core/model/PlayEvent.ts';
import { EMPTY, isDoublePlayChance, type BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import { COUNTER_SLOT, Tally } from '../../core/model/Tally.ts';
import type { Situation, StateMix } from '../../core/GameSystem.ts';
import { READ_THE_DICE, ROLL_AGAIN, wildPitchGate } from './gate.ts';
import type { StratMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import type { RangeSymbol } from './build/fieldingChart.ts';
import type { FieldingResult, StratTables } from './tables.ts';
import { readReading, resolveResult } from './resolve.ts';
import type { Reading, StratResult } from './vocabulary.ts';

/** Ways of each 2d6 total, in 36ths (index the total). */

/**
 * Exact results of readings already enumerated, keyed by everything a reading's follow-up rolls read (the batter,
 * the fielders, the park, the runners, the tables and the manager): matchups that share a cache share the work, so a
 * check of a set against one league enumerates each printed reading once per state.
 */
export interface ReadingCache {
  get(key: string): ExactResult[] | undefined;
  set(key: string, results: ExactResult[]): unknown;
}

const identities = new WeakMap<object, number>();
let named = 0;
/** A number naming an object for cache keys (tables, policies and parks are loaded once and shared). */
export function identity(object: object): number {
  const known = identities.get(object);
  if (known !== undefined) return known;
  identities.set(object, ++named);
  return named;
}

/**
 * Everything of a matchup a reading's follow-ups read, but the card columns, the pitcher's balk and WP ratings and
 * the batter's running: the balk is the gate's alone; the WP (P/F and P/P roll against it) and the running are read
 * by few readings, which add them to their own keys ({@link readsWildPitch}, {@link readsBatterRunning}).
 */
export function contextKey(m: StratMatchup, situation: Situation): string {
  const { batter } = m;
  const fielders = POSITIONS.map((p) => {
    const f = m.defense[p];
    return `${f.range},${f.error},${f.arm},${f.pb},${f.t}`;
  });
  return [
    batter.id,
    batter.side,
    batter.power,
    m.pitcher.weakened ? 1 : 0,
    fielders.join(';'),
    identity(m.park),
    identity(m.tables),
    identity(m.policies),
    m.rules?.decideInfieldIn ? 1 : 0,
    m.rules?.pitcherChart ? 1 : 0,
    situation.inning,
    situation.offenseLead,
    situation.bottom ? 1 : 0,
  ].join('|');
}

/**
 * Whether a reading can read the batter's running: only a hit without stars can (he may be a trail runner of the
 * cut-off play), or a ballpark reading, whose chart may print one. Other readings are shared by batters of any speed.
 */
const readsBatterRunning = (reading: Reading): boolean =>
  reading.parts.some((part) => part.park !== undefined || resultReadsBatterRunning(part.result));
/** A hit without stars of one or two bases: the runners' extra bases, where the batter may be the trail runner. */
const resultReadsBatterRunning = (result: StratResult): boolean =>
  result.kind === 'hit' && result.bases <= 2 && result.stars === 0;

/** A state with its runners' ids and running ratings. */
export function stateKey(m: StratMatchup, state: BaseOutState): string {
  const runners = state.bases.map((runner) => (runner === EMPTY ? '-' : `${runner}@${m.runningOf(runner)}`));
  return `${state.outs}:${runners.join(',')}`;
}

/** Positions whose X plays can end in P/F or P/P (a passed ball on the pitcher's WP rating), by the chart in use. */
const passedBallPositions = new WeakMap<StratTables, ReadonlySet<Position>>();
function positionsRollingWildPitch(tables: StratTables): ReadonlySet<Position> {
  let positions = passedBallPositions.get(tables);
  if (!positions) {
    const { range, symbols } = tables.fielding;
    const rolls = (symbol: RangeSymbol) =>
      Object.values(symbols[symbol] ?? {}).some((result) => result.kind === 'out' && result.passedBall);
    positions = new Set(POSITIONS.filter((position) => range[position].some((row) => row.some(rolls))));
    passedBallPositions.set(tables, positions);
  }
  return positions;
}

/** Whether a reading can read the pitcher's WP: an X play at a position whose chart can end in P/F or P/P. */
function readsWildPitch(m: StratMatchup, reading: Reading): boolean {
  const positions = positionsRollingWildPitch(m.tables);
  return reading.parts.some((part) => part.result.kind === 'X' && positions.has(part.result.fielder));
}

/**
 * Everything one reading's follow-ups read from a place (`contextKey|stateKey`): the reading, its card, and the
 * batter's running or the pitcher's WP where the reading reads them. Equal keys give equal plays.
 */
export function readingKey(m: StratMatchup, reading: Reading, pitcherCard: boolean, place: string): string {
  return `${place}${readsText(readingReads(m, reading))}|${pitcherCard ? 'p' : 'b'}|${reading.text}`;
}

/** The running and WP a key holds, as text. */
const readsText = ([running, wildPitch]: [number, number]) =>
  `${running < 0 ? '' : `@${running}`}${wildPitch < 0 ? '' : `wp${wildPitch}`}`;

/** What a reading's follow-ups read of the matchup beyond its place: the batter's running, the pitcher's WP (or -1). */
export function readingReads(m: StratMatchup, reading: Reading): [running: number, wildPitch: number] {
  return [readsBatterRunning(reading) ? m.batter.running : -1, readsWildPitch(m, reading) ? m.pitcher.wp : -1];
}

const resultTexts = new WeakMap<object, string>();
/** A result as text, made once per result object (cards' and charts' results are parsed once and shared). */
function resultText(result: StratResult | FieldingResult): string {
  let text = resultTexts.get(result);
  if (text === undefined) resultTexts.set(result, (text = JSON.stringify(result)));
  return text;
}

/**
 * Everything a result's play reads from a place: the result, and the batter's running or the pitcher's WP where it
 * reads them (as {@link readingKey}); a fielding chart result is an X play's, after its chart read.
 */
export function resultKey(m: StratMatchup, result: StratResult | FieldingResult, place: string): string {
  return `${place}${readsText(resultReads(m, result))}|${resultText(result)}`;
}

/** What a result's play reads of the matchup beyond its place: the batter's running and the pitcher's WP, or -1. */
export function resultReads(
  m: StratMatchup,
  result: StratResult | FieldingResult,
): [running: number, wildPitch: number] {
  const running = 'stars' in result && resultReadsBatterRunning(result) ? m.batter.running : -1;
  const readsWildPitch =
    result.kind === 'out'
      ? result.passedBall
      : result.kind === 'X' && positionsRollingWildPitch(m.tables).has(result.fielder);
  return [running, readsWildPitch ? m.pitcher.wp : -1];
}

/**
 * The exact results of one reading from a state: its split, park and follow-up rolls enumerated. `place` is the
 * matchup's context and the state's key, made once per state rather than per dice cell.
 */
function readingDistribution(
  m: StratMatchup,
  reading: Reading,
  pitcherCard: boolean,
  at: BaseOutState,
  situation: Situation,
  cache: ReadingCache,
  place: string,
): ExactResult[] {
  const key = readingKey(m, reading, pitcherCard, place);
  let known = cache.get(key);
  if (!known) {
    const merged = new ResultMerger(at);
    forEachDiceOutcome(
      (dice) => resolveResult(new PlayBuilder(at), m, readReading(m, at, reading, pitcherCard, dice), dice, situation),
      (value, probability) => merged.add(value, probability),
    );
    known = merged.results();
    cache.set(key, known);
  }
  return known;
}

/**
 * The WP/PB/balk gate from a state, re-rolls solved: the chance the dice are read as they fall (`read`), and each
 * pitch event with its chance. With the bases empty there is no gate: the dice are read.
 */
function gate(
  m: StratMatchup,
  at: BaseOutState,
): { read: number; events: { event: PlayEvent; probability: number }[] } {
  if (at.bases.every((runner) => runner === EMPTY)) return { read: 1, events: [] };
  let again = 0;
  let read = 0;
  // Alike events (the same pitch moving the same runners) merge: each die path of the gate is one event otherwise.
  const events = new Map<number, { event: PlayEvent; probability: number }>();
  forEachDiceOutcome(
    (dice) => wildPitchGate(new PlayBuilder(at), m, dice.d6(), dice),
    (value, probability) => {
      if (value === ROLL_AGAIN) again += probability;
      else if (value === READ_THE_DICE) read += probability;
      else {
        const id = signature([value]);
        const seen = events.get(id);
        if (seen) seen.probability += probability;
        else events.set(id, { event: value, probability });
      }
    },
  );
  const scale = 1 / (1 - again);
  return {
    read: read * scale,
    events: [...events.values()].map((e) => ({ ...e, probability: e.probability * scale })),
  };
}

/** Calls `visit` with each of the 216 cells of the dice (white die and 2d6 total): its reading, card and chance. */
function eachCell(m: StratMatchup, visit: (reading: Reading, pitcherCard: boolean, chance: number) => void): void {
  for (let white = 1; white <= 6; white++) {
    const pitcherCard = white >= 4;
    const column = pitcherCard ? m.pitcher.columns[white - 4]! : m.batter.columns[white - 1]!;
    for (let total = 2; total <= 12; total++) visit(column[total]!, pitcherCard, TWO_D6_WAYS[total]! / 216);
  }
}

/**
 * The exact distribution of a Strat plate appearance from `state`, equal to the generic chain's
 * (`plateAppearanceDistribution`) but built reading by reading: the WP/PB/balk gate is enumerated alone (a miss is
 * a geometric re-roll, an event leads on to the plate appearance from the runners' new bases), then each of the 216
 * column-and-total cells adds its reading's results, enumerated once per distinct printed reading and state.
 */
export function stratDistribution(
  m: StratMatchup,
  state: BaseOutState,
  cache: ReadingCache = new Map(),
  situation: Situation = NEUTRAL_SITUATION,
): ExactResult[] {
  const context = contextKey(m, situation);
  const memo = new Map<string, ExactResult[]>();
  const from = (at: BaseOutState): ExactResult[] => {
    const key = stateKey(m, at);
    const known = memo.get(key);
    if (known) return known;
    const merged = new ResultMerger(at);
    const { read, events } = gate(m, at);
    for (const { event, probability } of events)
      for (const rest of from(event.after)) merged.add([event, ...rest.pa.events], probability * rest.probability);
    const place = `${context}|${key}`;
    eachCell(m, (reading, pitcherCard, chance) => {
      for (const { pa, probability } of readingDistribution(m, reading, pitcherCard, at, situation, cache, place))
        merged.add(pa.events, read * chance * probability);
    });
    const results = merged.results();
    memo.set(key, results);
    return results;
  };
  return from(state);
}

/**
 * The state with its runners named by their bases (1, 2, 3), when each runs like the runner of that name: outcomes do
 * not depend on names, so the states a gate event reaches share the readings of the canonical ones.
 */
function renamed(m: StratMatchup, state: BaseOutState): BaseOutState {
  const alike = state.bases.every((runner, i) => runner === EMPTY || m.runningOf(runner) === m.runningOf(i + 1));
  return alike
    ? {
        outs: state.outs,
        bases: state.bases.map((runner, i) => (runner === EMPTY ? EMPTY : i + 1)) as BaseOutState['bases'],
      }
    : state;
}

/**
 * The batter's outcomes alone (a tally of outcome chances, no counters) of a plate appearance from each of `states`,
 * by weight: the gate's events lead to the states the dice are read in, and the reading there makes the outcome.
 * What a card builder needs, without building every path of the plate appearance.
 */
export function stratOutcomes(
  m: StratMatchup,
  states: StateMix,
  cache: ReadingCache = new Map(),
  situation: Situation = NEUTRAL_SITUATION,
): Tally {
  const context = contextKey(m, situation);
  const reached = new Map<string, { state: BaseOutState; weight: number }>();
  const reach = (from: BaseOutState, weight: number) => {
    const { read, events } = gate(m, from);
    const at = renamed(m, from);
    const key = stateKey(m, at);
    const seen = reached.get(key);
    if (seen) seen.weight += weight * read;
    else reached.set(key, { state: at, weight: weight * read });
    for (const { event, probability } of events) reach(event.after, weight * probability);
  };
  for (const { state, weight } of states) if (weight > 0) reach(state, weight);
  const tally = new Tally();
  for (const [key, { state, weight }] of reached) {
    const place = `${context}|${key}`;
    eachCell(m, (reading, pitcherCard, chance) => {
      for (const { pa, probability } of readingDistribution(m, reading, pitcherCard, state, situation, cache, place))
        tally.addOutcome(pa.result, weight * chance * probability);
    });
  }
  return tally;
}

/** Each reading distribution's tally, made once (the distributions are shared through the cache). */
const readingTallies = new WeakMap<readonly ExactResult[], Tally>();
function tallyOf(results: readonly ExactResult[]): Tally {
  let tally = readingTallies.get(results);
  if (!tally) {
    tally = new Tally();
    for (const { pa, probability } of results) tally.record(pa, probability);
    readingTallies.set(results, tally);
  }
  return tally;
}

/**
 * The exact tally of a plate appearance from each of `states`, by weight: the same numbers as tallying
 * `stratDistribution`, but summed as tallies, reading by reading, instead of merging every path of the plate
 * appearance. A gate event adds its own counts to the tally from the bases it leaves; the double-play chance is
 * the start state's.
 */
export function stratTally(
  m: StratMatchup,
  states: StateMix,
  cache: ReadingCache = new Map(),
  situation: Situation = NEUTRAL_SITUATION,
): Tally {
  const context = contextKey(m, situation);
  const memo = new Map<string, Tally>();
  const from = (at: BaseOutState): Tally => {
    const key = stateKey(m, at);
    const known = memo.get(key);
    if (known) return known;
    const tally = new Tally();
    const { read, events } = gate(m, at);
    for (const { event, probability } of events) {
      tally.addCounter('runs', probability * event.runs);
      if (event.result === 'BK') tally.addCounter('balks', probability);
      if (event.result === 'WP') tally.addCounter('wildPitches', probability);
      if (event.result === 'PB') tally.addCounter('passedBalls', probability);
      if (event.error !== undefined) tally.addCounter('errors', probability);
      tally.merge(from(event.after), probability);
    }
    const place = `${context}|${key}`;
    eachCell(m, (reading, pitcherCard, chance) =>
      tally.merge(tallyOf(readingDistribution(m, reading, pitcherCard, at, situation, cache, place)), read * chance),
    );
    tally.counts[COUNTER_SLOT.gdpOpportunities] = isDoublePlayChance(at) ? 1 : 0;
    memo.set(key, tally);
    return tally;
  };
  const total = new Tally();
  for (const { state, weight } of states) if (weight > 0) total.merge(from(state), weight);
  return total;
}
