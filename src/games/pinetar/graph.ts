import type { DiceSource } from '../../core/dice/DiceSource.ts';
import type { CompiledMatchup } from '../../core/DiceGraphData.ts';
import type { StateMix } from '../../core/GameSystem.ts';
import { EMPTY, type BaseOutState } from '../../core/model/baseOut.ts';
import { PlayBuilder } from '../../core/model/PlayBuilder.ts';
import { Tally } from '../../core/model/Tally.ts';
import { DiceGraph, startDelta, stepDelta } from '../../exact/diceGraph.ts';
import { DiceGraphExpectation } from '../../exact/diceGraphExpectation.ts';
import { enumerateDiceTree } from '../../exact/enumerateDice.ts';
import { graftRollTree, rollTree, type RollTree } from '../../exact/rollTree.ts';
import { ReadMemo } from '../../exact/ReadMemo.ts';
import type { PineTarMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { columnFor, columnVariant, VARIANT } from './columnRead.ts';
import { batterRead, chosenBunt, playBatterRoll, type BatterRead, type PineTarStep } from './resolve.ts';
import { twoDieRoll } from './rules/diceRandomizer.ts';
import { resolveBunt } from './sacrifice.ts';
import type { PineTarRules } from './rules/active.ts';
import type { PineTarTables } from './tables.ts';
import type { Speed } from './vocabulary.ts';

/** A runner's speed as a step's state code holds it (0 is an empty base). */
const SPEED_CODE: Readonly<Record<Speed, number>> = { S: 1, M: 2, F: 3 };

/**
 * Results whose play may go on in the same plate appearance (a ball): their subtrees lead back to the batter's column.
 */
const MAY_CONTINUE = new Set(['BK/WP', 'BB']);

/** What the batter dice read on one column variant, by dice (see PineTarGraphCompiler.readsOf). */
interface BatterReads {
  read: BatterRead[];
  place: Float64Array;
  goesOn: Uint8Array;
}

/**
 * What the shared plays compare by identity: the tables and policies, large and shared by a run. The rules are read
 * into, so a play that reads no rule it differs in is shared by the rule sets of a comparison.
 */
const OPAQUE = new Set(['tables', 'policies']);

/**
 * The rules a play after the batter's read can act under, as text: all but the RISP penalty, which acts where the
 * column is read (the pitcher's grade) and in a walk's ball count (a play that goes on, never shared). Rule sets of a
 * comparison that differ only in it share every play (tests/games/pinetar/graph.stat.test.ts holds them to their
 * resolvers on one compiler).
 */
function playedRules(rules: PineTarRules | undefined): string {
  if (rules === undefined) return '';
  const { text: _text, rispPenalty: _rispPenalty, ...played } = rules;
  return JSON.stringify(played);
}

/** The compiler of each loaded set of tables (see PineTarGraphCompiler.of). */
const COMPILERS = new WeakMap<PineTarTables, PineTarGraphCompiler>();

/** What a play that may go on did on one path: its tally delta, and the state and count it goes on from, if it does. */
interface GoingOn {
  delta: number[];
  after?: BaseOutState;
  balls: number;
}

/**
 * Compiles Pine Tar matchups to a dice graph by enumerating the readable resolvers, the route Strat takes: no rule is
 * written twice. A plate appearance from a state and ball count is a bunt (on its first step, where the manager
 * calls one) or the batter roll read on the matchup's column, then the play of what it read. A play never reads the
 * column, so it is enumerated once per place and shared by every matchup that agrees on what it did read (the
 * fielders it asked about, the runners' speeds, the pitcher's BK/WP, the rules it asked about, whatever rule set the
 * matchup plays under: see ReadMemo); a play that may go on (a ball) leads back to its own matchup's column. One
 * compiler per loaded tables (`of`), so every matchup of a plan and of the other plans of a run (a comparison's arms)
 * shares the graph, and its exact tallies read off the same graph.
 * @example new PineTarGraphCompiler().compile(matchup, [baseOutState()]) // => { graph, roots: Int32Array [root] }
 */
export class PineTarGraphCompiler {
  declare readonly graph: DiceGraph;
  /** Per matchup, the node of each step met, by (state code, balls, first); alike matchups share one map. */
  declare private readonly steps: WeakMap<PineTarMatchup, Map<number, number>>;
  declare private readonly alike: Map<string, Map<number, number>>;
  /** Plays by place, shared by every matchup that agrees on what the play read of it. */
  declare private readonly plays: ReadMemo<PineTarMatchup, number>;
  /** Plays that may go on (a ball), by place: their outcomes, shared by matchups that agree on what the play read. */
  declare private readonly continuing: ReadMemo<PineTarMatchup, RollTree<GoingOn>>;
  /**
   * The same plays by matchup context (everything of a matchup but its column) and place: the one lookup most plays
   * take. Keyed by context * 1024 + state code * 4 + balls, then by the rest of the place.
   */
  declare private readonly byContext: Map<number, Map<number, number>>;
  declare private readonly contexts: WeakMap<PineTarMatchup, number>;
  declare private readonly contextIds: Map<string, number>;
  declare private readonly identities: WeakMap<object, number>;
  declare private identified: number;
  /** A number for each distinct result read (results are objects of each card's column). */
  declare private readonly results: WeakMap<object, number>;
  declare private readonly resultTexts: Map<string, number>;
  /** The batter's 2-die roll, with the dice randomizer off and on. */
  declare private readonly twoDieRolls: Map<boolean, RollTree<number>>;
  declare private readonly expectation: DiceGraphExpectation;
  /** Per matchup, what the batter dice read on each column variant met. */
  declare private readonly batterReads: WeakMap<PineTarMatchup, BatterReads[]>;

  constructor() {
    this.graph = new DiceGraph();
    this.steps = new WeakMap();
    this.alike = new Map();
    this.plays = new ReadMemo(OPAQUE);
    this.continuing = new ReadMemo(OPAQUE);
    this.byContext = new Map();
    this.contexts = new WeakMap();
    this.contextIds = new Map();
    this.identities = new WeakMap();
    this.identified = 0;
    this.results = new WeakMap();
    this.resultTexts = new Map();
    this.twoDieRolls = new Map();
    this.expectation = new DiceGraphExpectation(this.graph);
    this.batterReads = new WeakMap();
  }

  /**
   * The compiler every plan on `tables` shares while the tables are loaded (a run): another set's plans find the plays
   * of the league's batters and fielders already enumerated (the four 2016 Pine Tar sets compile in half the time),
   * and their graph holds every plan's nodes.
   */
  static of(tables: PineTarTables): PineTarGraphCompiler {
    let compiler = COMPILERS.get(tables);
    if (!compiler) COMPILERS.set(tables, (compiler = new PineTarGraphCompiler()));
    return compiler;
  }

  /** The matchup compiled for plate appearances from `states` (root i is states[i]'s), in the neutral situation. */
  compile(m: PineTarMatchup, states: readonly BaseOutState[]): CompiledMatchup {
    return { graph: this.graph.data, roots: this.roots(m, states) };
  }

  /** Where the shared plays read their matchups (ReadMemo.readPaths), for the tests. */
  sharedPlayReads(): Set<string> {
    return this.plays.readPaths();
  }

  /** Whether the matchup was compiled here (its steps are in the graph). */
  compiled(m: PineTarMatchup): boolean {
    return this.steps.has(m);
  }

  /** The exact tally of a plate appearance from each of `states`, by weight, read off the compiled graph. */
  exactTally(m: PineTarMatchup, states: StateMix): Tally {
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

  /** Each state's root: its double-play opportunity, then the plate appearance's first step. */
  private roots(m: PineTarMatchup, states: readonly BaseOutState[]): Int32Array {
    if (!this.steps.has(m)) this.steps.set(m, this.alikeSteps(m, states));
    return Int32Array.from(states, (state) => this.graph.leaf(startDelta(state), this.step(m, state, 0, true)));
  }

  /** A step from a state and ball count: the bunt the manager calls on the first step, else the batter roll. */
  private step(m: PineTarMatchup, state: BaseOutState, balls: number, first: boolean): number {
    const steps = this.steps.get(m)!;
    const code = this.stateCode(m, state);
    const key = (code * 4 + balls) * 2 + (first ? 1 : 0);
    const known = steps.get(key);
    if (known !== undefined) return known;
    // A step can lead back to itself only through a play that goes on (a ball that moves no runner): it points here.
    const reserved = this.graph.reserve();
    steps.set(key, reserved);
    const bunt = first ? chosenBunt(m, state, NEUTRAL_SITUATION) : 'swing';
    const node =
      bunt !== 'swing'
        ? this.tree(
            (dice) => resolveBunt(new PlayBuilder(state), m, bunt, dice),
            (event) => this.graph.leaf(stepDelta([event], state)),
          )
        : this.batterRoll(m, state, code, balls);
    this.graph.resolve(reserved, node);
    steps.set(key, node);
    return node;
  }

  /** The batter roll from a step: its dice, each read on the column, then the play of what it read. */
  private batterRoll(m: PineTarMatchup, state: BaseOutState, code: number, balls: number): number {
    const outer = this.contextOf(m) * 1024 + code * 4 + balls;
    let known = this.byContext.get(outer);
    if (!known) this.byContext.set(outer, (known = new Map()));
    const plays = known;
    const reads = this.readsOf(m, columnVariant(m, state, NEUTRAL_SITUATION));
    // This matchup's plays that go on, by what they read: a walk or a BK/WP reads the result and the variant, never
    // the roll, so every roll that reads one is one node here.
    const goingOn = new Map<number, number>();
    const playOf = (dice100: number) => {
      const place = reads.place[dice100]!;
      const known = reads.goesOn[dice100] === 1 ? goingOn : plays;
      let node = known.get(place);
      if (node === undefined) known.set(place, (node = this.play(m, state, code, balls, reads.read[dice100]!, place)));
      return node;
    };
    return graftRollTree(this.graph, this.twoDieRoll(m), playOf);
  }

  /**
   * What each of the 100 batter dice reads on a matchup's column under a variant, worked out once for every step that
   * reads it: the read, whether its play may go on, and the play's place (a play that may go on reads the result and
   * the variant, never the roll).
   */
  private readsOf(m: PineTarMatchup, variant: number): BatterReads {
    let byVariant = this.batterReads.get(m);
    if (!byVariant) this.batterReads.set(m, (byVariant = []));
    let reads = byVariant[variant];
    if (reads) return reads;
    const column = columnFor(m, variant);
    reads = { read: [], place: new Float64Array(100), goesOn: new Uint8Array(100) };
    for (let dice = 0; dice < 100; dice++) {
      const read = batterRead(m, dice, variant, column);
      const { roll } = read.roll;
      const { result } = read;
      const id = this.resultId(result);
      const goesOn = MAY_CONTINUE.has(result.kind);
      reads.read.push(read);
      reads.goesOn[dice] = goesOn ? 1 : 0;
      // A play that cannot go on reads the variant only for the infield in and the hit and run (the ground-out
      // reading): the RISP penalty acted in the read, so its plays are shared with the plain column's.
      const shared = variant & ~VARIANT.RISP;
      reads.place[dice] = goesOn ? variant * 4096 + id : ((dice * 100 + roll) * 8 + shared) * 4096 + id;
    }
    byVariant[variant] = reads;
    return reads;
  }

  /**
   * The play of a batter roll read from a state: shared across matchups that agree on what it reads, unless it may go
   * on.
   */
  private play(
    m: PineTarMatchup,
    state: BaseOutState,
    code: number,
    balls: number,
    read: BatterRead,
    place: number,
  ): number {
    if (!MAY_CONTINUE.has(read.result.kind))
      return this.plays.get(code * 4 + balls, place, this.plays.subject(m), (tracked) =>
        this.tree(
          (rolls) => playBatterRoll(tracked, state, balls, read, rolls, NEUTRAL_SITUATION),
          (step) => this.leafOf(m, state, step),
        ),
      );
    // A play that may go on leads back to its own matchup's column: its rolls are enumerated once for the matchups
    // that read alike, as a tree of outcomes, and grafted for each onto its own next steps.
    const outcomes = this.continuing.get(code * 4 + balls, place, this.continuing.subject(m), (tracked) => {
      const alike = new Map<string, GoingOn>();
      return rollTree((rolls) => {
        const step = playBatterRoll(tracked, state, balls, read, rolls, NEUTRAL_SITUATION);
        const delta = stepDelta(step.events, state);
        const after = step.continues ? step.events[step.events.length - 1]!.after : undefined;
        const key = `${delta.join()}|${after ? `${after.outs}:${after.bases.join()}:${step.balls}` : 'ends'}`;
        let outcome = alike.get(key);
        if (!outcome) alike.set(key, (outcome = { delta, ...(after && { after }), balls: step.balls }));
        return outcome;
      });
    });
    return graftRollTree(this.graph, outcomes, ({ delta, after, balls: count }) =>
      after ? this.graph.leaf(delta, this.step(m, after, count, false)) : this.graph.leaf(delta),
    );
  }

  /** What a step of a shared play (one that cannot go on) adds to a tally. */
  private leafOf(m: PineTarMatchup, state: BaseOutState, step: PineTarStep): number {
    if (step.continues)
      throw new Error('a shared Pine Tar play went on in the plate appearance: MAY_CONTINUE must list its result');
    return this.graph.leaf(stepDelta(step.events, state));
  }

  /**
   * The steps of a matchup, shared with every matchup alike in all a plate appearance reads: the context, the column,
   * the pitcher, and the speed of each runner the states can hold (a check against a set's own pitchers meets the same
   * batter against the same kind of pitcher over and over: 2,960 strata of the 2016 Cubs, 760 distinct).
   */
  private alikeSteps(m: PineTarMatchup, states: readonly BaseOutState[]): Map<number, number> {
    const onBase = states.flatMap(({ bases }) => bases.filter((runner) => runner !== EMPTY));
    const runners = new Set([m.batter.id, ...onBase]);
    const key = JSON.stringify([
      this.contextOf(m),
      m.rules === undefined ? -1 : this.identity(m.rules),
      this.identity(m.batter.column),
      m.pitcher,
      [...runners].sort((a, b) => a - b).map((runner) => [runner, m.speedOf(runner)]),
    ]);
    let steps = this.alike.get(key);
    if (!steps) this.alike.set(key, (steps = new Map()));
    return steps;
  }

  /** Outs, then each base's runner speed code (0 empty), two bits each: what a step from the state depends on. */
  private stateCode(m: PineTarMatchup, state: BaseOutState): number {
    let code = state.outs;
    state.bases.forEach((runner, base) => {
      if (runner !== EMPTY) code |= SPEED_CODE[m.speedOf(runner)] << (2 + 2 * base);
    });
    return code;
  }

  /**
   * The number of a matchup's context: everything a shared play may read of it (its batter but the column, the
   * fielders, the batter's speed as a runner, the tables and policies by identity, and the rules a play can read: see
   * playedRules). Runners on base are in the state code. The pitcher is left out: a play that cannot go on reads
   * nothing of him (his grade, BK/WP and SO/BB act in the column read and in the plays that go on, which are not
   * shared), so a batter's plays are shared by every pitcher he faces behind the same fielders
   * (tests/games/pinetar/graph.stat.test.ts holds the compiler to it).
   */
  private contextOf(m: PineTarMatchup): number {
    let id = this.contexts.get(m);
    if (id !== undefined) return id;
    const { column: _column, ...batter } = m.batter;
    const text = JSON.stringify([
      batter,
      m.speedOf(m.batter.id),
      m.defense,
      this.identity(m.tables),
      this.identity(m.policies),
      playedRules(m.rules),
    ]);
    id = this.contextIds.get(text);
    if (id === undefined) this.contextIds.set(text, (id = this.contextIds.size));
    if (id >= 2 ** 20) throw new RangeError('more than 2^20 matchup contexts in one compiler');
    this.contexts.set(m, id);
    return id;
  }

  /** A number for an object compared by identity. */
  private identity(value: object): number {
    let id = this.identities.get(value);
    if (id === undefined) this.identities.set(value, (id = this.identified++));
    return id;
  }

  /** The number of a result, alike results alike. */
  private resultId(result: object): number {
    let id = this.results.get(result);
    if (id === undefined) {
      const text = JSON.stringify(result);
      id = this.resultTexts.get(text);
      if (id === undefined) this.resultTexts.set(text, (id = this.resultTexts.size));
      if (id >= 4096) throw new RangeError('more than 4096 distinct column results');
      this.results.set(result, id);
    }
    return id;
  }

  /** The batter's 2-die roll under the matchup's rules, enumerated once per randomizer setting. */
  private twoDieRoll(m: PineTarMatchup): RollTree<number> {
    const randomizer = m.rules?.diceRandomizer !== undefined;
    let tree = this.twoDieRolls.get(randomizer);
    if (!tree) {
      tree = rollTree((dice) => twoDieRoll(m, dice));
      this.twoDieRolls.set(randomizer, tree);
    }
    return tree;
  }

  /** The graph of an experiment's rolls, each outcome's node given by `leaf`. */
  private tree<T>(experiment: (dice: DiceSource) => T, leaf: (value: T) => number): number {
    return enumerateDiceTree(experiment, leaf, (kind, children) => this.graph.die(kind, children));
  }
}
