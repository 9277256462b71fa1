import type { DiceSource } from '../../core/dice/DiceSource.ts';
import { enumerateDiceTree } from '../../exact/enumerateDice.ts';
import { graftRollTree, rollTree, type RollTree } from '../../exact/rollTree.ts';
import { EMPTY, type BaseOutState } from '../../core/model/baseOut.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import { DiceGraph, startDelta, stepDelta } from '../../exact/diceGraph.ts';
import type { StateMix } from '../../core/GameSystem.ts';
import type { CompiledMatchup } from '../../core/DiceGraphData.ts';
import { DiceGraphExpectation } from '../../exact/diceGraphExpectation.ts';
import { Tally } from '../../core/model/Tally.ts';
import { contextKey, identity, readingReads, resultReads, stateKey } from './exactDistribution.ts';
import { holdsRunner, playFieldingResult, readFieldingChart } from './fielding.ts';
import { READ_THE_DICE, ROLL_AGAIN, wildPitchGate } from './gate.ts';
import type { StratMatchup } from './matchup.ts';
import type { FieldingResult, StratTables } from './tables.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { readReading, resolveResult } from './resolve.ts';
import type { Reading, StratResult } from './vocabulary.ts';

const FACES = [1, 2, 3, 4, 5, 6] as const;
/** What the gate did on one path: read the dice in the white die's column, roll again, or an event. */
type GateOutcome = { white: number } | typeof ROLL_AGAIN | PlayEvent;

/** Kinds of subtree (see StratCompiler.once). */
const READING = 0;
const RESULT = 1;
const CHART_PLAY = 2;

/** The compiler of each loaded set of tables (see StratCompiler.of). */
const COMPILERS = new WeakMap<StratTables, StratCompiler>();

/**
 * Compiles Strat matchups for the dice-graph kernel (src/exact/diceGraphKernel.ts), by enumerating the readable
 * resolvers rather than writing the rules twice: a plate appearance from a state is the WP/PB/balk gate (a re-roll
 * loops back to it, an event leads on to the gate of the runners' new bases), then the white die, the two coloured
 * dice and the reading's own rolls. The rolls are enumerated in stages, each once per place (what the follow-ups read,
 * as the exact path keys it) and shared: a printed reading's split and park rolls, the play of each result whatever
 * reading gave it, an X play's chart read and then the play of each chart result. One compiler per loaded tables
 * (`of`), so every matchup of a plan shares the graph, and a run's later plans (another set, the grade shift) find
 * what they share with earlier ones enumerated; exact tallies are read off the same graph.
 */
export class StratCompiler {
  declare readonly graph: DiceGraph;
  /** Subtrees by place, then a number of what they read (see once): readings', results' and chart results' plays. */
  declare private readonly subtrees: Map<number, Map<number, number>>;
  /** Numbers of places (a matchup's context and a state), and of readings and results by their text. */
  declare private readonly names: Map<string, number>;
  declare private readonly objectIds: WeakMap<object, number>;
  /** Per matchup, the node of the plate appearance from each state met. */
  declare private readonly places: WeakMap<StratMatchup, Map<string, number>>;
  declare private readonly expectation: DiceGraphExpectation;
  /** The coloured dice's nodes by place, column, batter's running and pitcher's WP (see rows). */
  declare private readonly columnRows: Map<number, Map<number, number>>;
  /** The WP/PB/balk gate's rolls by what they read (see gate). */
  declare private readonly gates: Map<string, RollTree<GateOutcome>>;
  /** X plays' chart reads by what they read (see chartRead). */
  declare private readonly chartReads: Map<string, RollTree<FieldingResult>>;
  /** Readings' own rolls by what they read (see readingRolls). */
  declare private readonly readings: Map<string, RollTree<StratResult>>;

  constructor() {
    this.graph = new DiceGraph();
    this.subtrees = new Map();
    this.names = new Map();
    this.objectIds = new WeakMap();
    this.places = new WeakMap();
    this.expectation = new DiceGraphExpectation(this.graph);
    this.chartReads = new Map();
    this.gates = new Map();
    this.columnRows = new Map();
    this.readings = new Map();
  }

  /** The compiler every plan on `tables` shares while the tables are loaded (a run). */
  static of(tables: StratTables): StratCompiler {
    let compiler = COMPILERS.get(tables);
    if (!compiler) COMPILERS.set(tables, (compiler = new StratCompiler()));
    return compiler;
  }

  /** The matchup compiled for plate appearances from `states` (root i is states[i]'s), in the neutral situation. */
  compile(m: StratMatchup, states: readonly BaseOutState[]): CompiledMatchup {
    return { graph: this.graph.data, roots: this.roots(m, states) };
  }

  /** The exact tally of a plate appearance from each of `states`, by weight, read off the compiled graph. */
  exactTally(m: StratMatchup, states: StateMix): Tally {
    const roots = this.roots(
      m,
      states.map(({ state }) => state),
    );
    const total = new Tally();
    states.forEach(({ weight }, i) => {
      if (weight > 0) total.merge(this.expectation.tally(roots[i]!), weight);
    });
    return total;
  }

  /** Each state's root: its double-play opportunity, then the plate appearance. */
  private roots(m: StratMatchup, states: readonly BaseOutState[]): Int32Array {
    return Int32Array.from(states, (state) => this.graph.leaf(startDelta(state), this.from(m, state)));
  }

  /** The plate appearance from a state: the gate with runners on, else the white die. */
  private from(m: StratMatchup, at: BaseOutState): number {
    let places = this.places.get(m);
    if (!places) this.places.set(m, (places = new Map()));
    const key = stateKey(m, at);
    const known = places.get(key);
    if (known !== undefined) return known;
    const place = this.nameOf(`${contextKey(m, NEUTRAL_SITUATION)}|${key}`);
    const columns = new Map<number, number>();
    const rows = (white: number) => {
      let node = columns.get(white);
      if (node === undefined) columns.set(white, (node = this.rows(m, at, white, place)));
      return node;
    };
    if (at.bases.every((runner) => runner === EMPTY)) {
      const node = this.graph.die('d6', FACES.map(rows));
      places.set(key, node);
      return node;
    }
    const gate = this.graph.reserve();
    places.set(key, gate);
    const tree = graftRollTree(this.graph, this.gate(m, at), (outcome) =>
      outcome === ROLL_AGAIN
        ? gate
        : 'white' in outcome
          ? rows(outcome.white)
          : this.graph.leaf(stepDelta([outcome], at), this.from(m, outcome.after)),
    );
    this.graph.resolve(gate, tree);
    return gate;
  }

  /**
   * The coloured dice read in the column of the white die: one node per place, column, batter's running and pitcher's
   * WP (a batter's column is read alike against every pitcher of the same context).
   */
  private rows(m: StratMatchup, at: BaseOutState, white: number, place: number): number {
    const pitcherCard = white >= 4;
    const column = pitcherCard ? m.pitcher.columns[white - 4]! : m.batter.columns[white - 1]!;
    const columnId = this.idOf(column, () => JSON.stringify(column));
    const { running } = m.batter;
    const { wp } = m.pitcher;
    if (running < 0 || running >= 64 || wp < 0 || wp >= 64)
      throw new RangeError(`a Strat running or WP rating out of range (${running}, ${wp}): 0-63 expected`);
    let byPlace = this.columnRows.get(place);
    if (!byPlace) this.columnRows.set(place, (byPlace = new Map()));
    const key = ((columnId * 2 + (pitcherCard ? 1 : 0)) * 64 + running) * 64 + wp;
    let node = byPlace.get(key);
    if (node === undefined) byPlace.set(key, (node = this.readRows(m, at, column, pitcherCard, place)));
    return node;
  }

  private readRows(
    m: StratMatchup,
    at: BaseOutState,
    column: readonly Reading[],
    pitcherCard: boolean,
    place: number,
  ): number {
    // Eleven totals on 36 faces: each total's reading is worked out once.
    const totals = new Int32Array(13).fill(-1);
    const cell = (total: number) => {
      if (totals[total]! < 0) totals[total] = this.reading(m, column[total]!, pitcherCard, at, place);
      return totals[total]!;
    };
    return this.graph.die(
      'd6',
      FACES.map((red) =>
        this.graph.die(
          'd6',
          FACES.map((blue) => cell(red + blue)),
        ),
      ),
    );
  }

  /** One reading's subtree: its split and park rolls, then the result's. */
  private reading(m: StratMatchup, reading: Reading, pitcherCard: boolean, at: BaseOutState, place: number): number {
    const what = this.idOf(reading, () => reading.text) * 2 + (pitcherCard ? 1 : 0);
    return this.once(READING, place, what, readingReads(m, reading), () =>
      graftRollTree(this.graph, this.readingRolls(m, reading, pitcherCard, at), (result) =>
        this.result(m, result, at, place),
      ),
    );
  }

  /**
   * A reading's own rolls (its split and park d20s), enumerated once for all that they read: the reading and card
   * side, the park and the batter's side and power, whether the pitcher is weakened, and for a clutch reading whether
   * the state is a clutch one (two out, a runner in scoring position). A split's twenty faces give a few results, so a
   * graft asks each result's play once.
   */
  private readingRolls(
    m: StratMatchup,
    reading: Reading,
    pitcherCard: boolean,
    at: BaseOutState,
  ): RollTree<StratResult> {
    const clutch = reading.clutch && at.outs === 2 && (at.bases[1]! !== EMPTY || at.bases[2]! !== EMPTY);
    const key =
      `${this.idOf(reading, () => reading.text)}|${pitcherCard}|${identity(m.park)}|${m.batter.side}|` +
      `${m.batter.power}|${m.pitcher.weakened}|${clutch}`;
    let tree = this.readings.get(key);
    if (!tree) {
      tree = rollTree((dice) => readReading(m, at, reading, pitcherCard, dice));
      this.readings.set(key, tree);
    }
    return tree;
  }

  /**
   * A result's subtree, shared by every reading that gives it in the place: its follow-up rolls, each leaf what the
   * play adds to a tally. An X play is its chart read, then the play of each chart result.
   */
  private result(m: StratMatchup, result: StratResult, at: BaseOutState, place: number): number {
    const what = this.idOf(result, () => JSON.stringify(result));
    return this.once(RESULT, place, what, resultReads(m, result), () => {
      if (result.kind !== 'X')
        return this.tree(
          (dice) => resolveResult(new PlayBuilder(at), m, result, dice, NEUTRAL_SITUATION),
          (events) => this.graph.leaf(stepDelta(events, at)),
        );
      const { fielder, batted } = result;
      const plays = new Map<FieldingResult, number>(); // thousands of chart paths, a handful of results
      const play = (chart: FieldingResult) =>
        this.once(
          CHART_PLAY,
          place,
          this.idOf(chart, () => JSON.stringify(chart)) * POSITIONS.length + POSITIONS.indexOf(fielder),
          resultReads(m, chart),
          () =>
            this.tree(
              (dice) => playFieldingResult(new PlayBuilder(at), m, fielder, chart, dice, NEUTRAL_SITUATION),
              (events) => this.graph.leaf(stepDelta(events, at)),
            ),
        );
      return graftRollTree(this.graph, this.chartRead(m, at, fielder, batted), (chart) => {
        let node = plays.get(chart);
        if (node === undefined) plays.set(chart, (node = play(chart)));
        return node;
      });
    });
  }

  /**
   * The WP/PB/balk gate's rolls from a state (the white die, a d20 and, on its gate faces, a second d20), enumerated
   * once for all that it reads: the runners, the pitcher's WP and balk ratings, the catcher's PB and the gate table.
   * Its outcomes are interned (a read of each white die, the roll again, each event), so a graft asks each once.
   */
  private gate(m: StratMatchup, at: BaseOutState): RollTree<GateOutcome> {
    const key =
      `${identity(m.tables)}|${at.outs}:${at.bases.join(',')}|` + `${m.pitcher.wp}|${m.pitcher.balk}|${m.defense.C.pb}`;
    let tree = this.gates.get(key);
    if (!tree) {
      const reads = FACES.map((white) => ({ white }));
      const events = new Map<string, PlayEvent>();
      tree = rollTree<GateOutcome>((dice) => {
        const white = dice.d6();
        const pitch = wildPitchGate(new PlayBuilder(at), m, white, dice);
        if (pitch === READ_THE_DICE) return reads[white - 1]!;
        if (pitch === ROLL_AGAIN) return ROLL_AGAIN;
        let event = events.get(pitch.result);
        if (!event) events.set(pitch.result, (event = pitch));
        return event;
      });
      this.gates.set(key, tree);
    }
    return tree;
  }

  /**
   * The rolls of an X play's chart read (a d20, then 3d6: thousands of paths, a handful of results), enumerated once
   * for all that it reads: the position and how the ball was hit, the fielder's range and e-rating, whether he holds
   * a runner, the chart.
   */
  private chartRead(
    m: StratMatchup,
    at: BaseOutState,
    fielder: Position,
    batted: 'GB' | 'FLY' | 'CATCH',
  ): RollTree<FieldingResult> {
    const holding = batted === 'GB' && holdsRunner(m, at, NEUTRAL_SITUATION, fielder);
    const { range, error } = m.defense[fielder];
    const key = `${identity(m.tables)}|${fielder}|${batted}|${range}|${error}|${holding}`;
    let tree = this.chartReads.get(key);
    if (!tree) {
      tree = rollTree((dice) => readFieldingChart(m, at, fielder, batted, dice, NEUTRAL_SITUATION).result);
      this.chartReads.set(key, tree);
    }
    return tree;
  }

  /** The number of a text (a place: a matchup's context and a state; a reading; a result). */
  private nameOf(text: string): number {
    let id = this.names.get(text);
    if (id === undefined) this.names.set(text, (id = this.names.size));
    return id;
  }

  /** The number of an object's text, worked out once per object (readings and results are parsed card by card). */
  private idOf(object: object, text: () => string): number {
    let id = this.objectIds.get(object);
    if (id === undefined) this.objectIds.set(object, (id = this.nameOf(text())));
    return id;
  }

  /**
   * The node of a subtree, made the first time it is asked for: by its place, then what it plays (a reading and card
   * side, a result, a chart result and fielder), its kind and the batter's running and pitcher's WP where it reads
   * them (-1 where not), as one number (a small integer, the fastest key a Map has, while texts number under 2^16).
   */
  private once(
    kind: number,
    place: number,
    what: number,
    [running, wildPitch]: [number, number],
    make: () => number,
  ): number {
    if (what >= 2 ** 24 || running >= 63 || wildPitch >= 63)
      throw new RangeError('a Strat subtree key out of range: more than 2^24 texts, or a rating above 62');
    let byPlace = this.subtrees.get(place);
    if (!byPlace) this.subtrees.set(place, (byPlace = new Map()));
    const key = ((what * 64 + running + 1) * 64 + wildPitch + 1) * 4 + kind;
    let node = byPlace.get(key);
    if (node === undefined) {
      node = make();
      byPlace.set(key, node);
    }
    return node;
  }

  /** The graph of an experiment's rolls, each outcome's node given by `leaf`. */
  private tree<T>(experiment: (dice: DiceSource) => T, leaf: (value: T) => number): number {
    return enumerateDiceTree(experiment, leaf, (kind, children) => this.graph.die(kind, children));
  }
}
