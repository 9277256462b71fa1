import type { StateMix } from '../core/GameSystem.ts';
import type { CompiledMatchup } from '../core/DiceGraphData.ts';
import { stateIndex, type BaseOutState } from '../core/model/baseOut.ts';
import type { PlayEvent } from '../core/model/PlayEvent.ts';
import { Tally } from '../core/model/Tally.ts';
import { DiceGraph, stepDelta } from './diceGraph.ts';
import { DiceGraphExpectation } from './diceGraphExpectation.ts';
import { signature } from './plateAppearanceDistribution.ts';

/**
 * What every game's compiler to the dice graph shares: the graph and its expectation, a matchup compiled for its start
 * states, exact tallies read off the compiled roots, and a play's leaf made once per play and start state. A game
 * supplies `root`: the node of a plate appearance of a matchup from a state.
 * @example class MyCompiler extends PlayGraphCompiler<MyMatchup> { protected root(m, state) { ... } }
 */
export abstract class PlayGraphCompiler<M> {
  declare readonly graph: DiceGraph;
  declare private readonly expectation: DiceGraphExpectation;
  /** Leaves by what the play did (its signature) and the state it began in. */
  declare private readonly leaves: Map<number, number>;

  constructor() {
    this.graph = new DiceGraph();
    this.expectation = new DiceGraphExpectation(this.graph);
    this.leaves = new Map();
  }

  /** The node of a plate appearance of `m` from `state`. */
  protected abstract root(m: M, state: BaseOutState): number;

  /** The matchup compiled for plate appearances from `states` (root i is states[i]'s). */
  compile(m: M, states: readonly BaseOutState[]): CompiledMatchup {
    return { graph: this.graph.data, roots: Int32Array.from(states, (state) => this.root(m, state)) };
  }

  /** The exact tally of a plate appearance from each of `states`, by weight, read off the compiled graph. */
  exactTally(m: M, states: StateMix): Tally {
    const total = new Tally();
    for (const { state, weight } of states)
      if (weight > 0) total.merge(this.expectation.tally(this.root(m, state)), weight);
    return total;
  }

  /** The leaf of a play's event, made once per signature and state. */
  protected leaf(event: PlayEvent, state: BaseOutState): number {
    const key = signature([event]) * 32 + stateIndex(state);
    let node = this.leaves.get(key);
    if (node === undefined) this.leaves.set(key, (node = this.graph.leaf(stepDelta([event], state))));
    return node;
  }
}
