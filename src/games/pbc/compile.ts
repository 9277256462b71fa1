import { PlayGraphCompiler } from '../../exact/PlayGraphCompiler.ts';
import type { BaseOutState } from '../../core/model/baseOut.ts';
import { startDelta } from '../../exact/diceGraph.ts';
import { enumerateDiceTree } from '../../exact/enumerateDice.ts';
import { graftRollTree, rollTree, type RollTree } from '../../exact/rollTree.ts';
import type { PbcMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import { playSwing } from './resolve.ts';
import { plateRulesKey } from './rules.ts';
import { swing, type Swing } from './swing.ts';
import type { PbcTables } from './tables.ts';

/** The compiler of each loaded set of tables (see PbcCompiler.of). */
const COMPILERS = new WeakMap<PbcTables, PbcCompiler>();

/**
 * Compiles PBC matchups for the dice-graph kernel by enumerating the readable resolvers: a plate appearance is its
 * swing (the hit roll, the hit-type roll, the Out Chart), enumerated once per batter, pitcher and fatigue, then the
 * play of each swing, enumerated once per place (the state, the runners' speeds, the defense, the park, the manager
 * and the rules) and, where the play reads it (he rolls off or may stretch), the batter's speed; shared by every
 * matchup that reaches it. A roll-off's re-rolled tie is a loop
 * of the graph. One compiler per loaded tables, so every plan of a run shares the graph; exact tallies are read off it.
 * Plays compile in the neutral situation (no policy a play asks reads the inning or score; games play the resolvers),
 * and their keys leave out runner ids: a compiled plan's batter is id 0 and its state runners 1-3 by base.
 */
export class PbcCompiler extends PlayGraphCompiler<PbcMatchup> {
  /** Swing trees by batter, pitcher and fatigue. */
  declare private readonly swings: Map<string, RollTree<Swing>>;
  /** Play subtrees by place, then swing: those that never read the batter's speed, and those that did, by it. */
  declare private readonly blindPlays: Map<string, Map<Swing, number>>;
  declare private readonly speedPlays: Map<string, Map<Swing, number>>;
  /** Plate appearances by swing tree and place. */
  declare private readonly roots: Map<string, number>;

  constructor() {
    super();
    this.swings = new Map();
    this.blindPlays = new Map();
    this.speedPlays = new Map();
    this.roots = new Map();
  }

  /** The compiler every plan on `tables` shares while the tables are loaded (a run). */
  static of(tables: PbcTables): PbcCompiler {
    let compiler = COMPILERS.get(tables);
    if (!compiler) COMPILERS.set(tables, (compiler = new PbcCompiler()));
    return compiler;
  }

  /** A state's root: its double-play opportunity, then the plate appearance. */
  protected root(m: PbcMatchup, state: BaseOutState): number {
    const swingKey = swingKeyOf(m);
    const place = placeKey(m, state);
    const key = `${swingKey}#${place}|${m.batter.speed}`;
    let node = this.roots.get(key);
    if (node !== undefined) return node;
    let tree = this.swings.get(swingKey);
    if (!tree) this.swings.set(swingKey, (tree = rollTree((dice) => swing(m, dice))));
    const pa = graftRollTree(this.graph, tree, (result) => this.play(m, state, result, place));
    node = this.graph.leaf(startDelta(state), pa);
    this.roots.set(key, node);
    return node;
  }

  /**
   * A swing's play from a state, its roll-offs' ties looping back to the roll-off: made once per place, and per
   * batter's speed only when the play read it (it is read through a getter that says so).
   */
  private play(m: PbcMatchup, state: BaseOutState, result: Swing, place: string): number {
    const blind = this.blindPlays.get(place)?.get(result);
    if (blind !== undefined) return blind;
    const byPlace = `${place}|${m.batter.speed}`;
    const known = this.speedPlays.get(byPlace)?.get(result);
    if (known !== undefined) return known;
    const { watched, read } = watchBatterSpeed(m);
    const graph = this.graph;
    const node = enumerateDiceTree(
      (dice) => playSwing(watched, state, result, dice, NEUTRAL_SITUATION),
      (event) => this.leaf(event, state),
      (kind, children) => graph.die(kind, children),
      {
        reserve: () => graph.reserve(),
        close: (reserved, to) => {
          graph.resolve(reserved, to);
          return reserved;
        },
      },
    );
    const plays = read() ? this.speedPlays : this.blindPlays;
    const key = read() ? byPlace : place;
    let byResult = plays.get(key);
    if (!byResult) plays.set(key, (byResult = new Map()));
    byResult.set(result, node);
    return node;
  }
}

/**
 * The matchup with its batter's speed read through a getter that says so (`read()`), directly or as a runner's: a
 * play that never read it is the same for every batter of the place.
 */
export function watchBatterSpeed(m: PbcMatchup): { watched: PbcMatchup; read: () => boolean } {
  let read = false;
  const { batter, speedOf } = m;
  const watched: PbcMatchup = {
    ...m,
    batter: {
      ...batter,
      get speed() {
        read = true;
        return batter.speed;
      },
    },
    speedOf: (runner) => {
      if (runner === batter.id) read = true;
      return speedOf(runner);
    },
  };
  return { watched, read: () => read };
}

/** What a swing reads: the batter's hit rolls and Variance, the manager's Variance choice, the chart and fatigue. */
export function swingKeyOf(m: PbcMatchup): string {
  const { hits, variance } = m.batter;
  const fixed = hits.totals.map((t) => `${t}${hits.fixed[t] ? `=${hits.fixed[t]}` : ''}`).join(',');
  const chart = m.pitcher.outChart
    .slice(2)
    .map((cell) => `${cell.key}${cell.rollOff ? '*' : ''}`)
    .join(',');
  return `${fixed}|${variance}|${m.policies.name}|${chart}|${m.pitcher.fatigue}`;
}

/**
 * What a play reads but the batter's speed: outs, the speed of each runner by base, the defense's skills (under
 * advanced-defense), the park's faces, the manager and the rules.
 */
export function placeKey(m: PbcMatchup, state: BaseOutState): string {
  const runners = state.bases.map((runner) => (runner === -1 ? '-' : String(m.speedOf(runner)))).join(',');
  const defense = m.rules.advancedDefense ? `${m.defense.fielders},${m.defense.catcher}` : '';
  return (
    `${state.outs}|${runners}|${defense}|${m.park.robbed.join('')}/` +
    `${m.park.groundRuleDouble.join('')}|${m.policies.name}|${plateRulesKey(m.rules)}`
  );
}
