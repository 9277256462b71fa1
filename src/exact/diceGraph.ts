import { DIE_FACES, type DieKind } from '../core/dice/DiceSource.ts';
import { isDoublePlayChance, type BaseOutState } from '../core/model/baseOut.ts';
import { OUTCOME_INDEX, type Outcome } from '../core/model/outcomes.ts';
import type { PlayEvent } from '../core/model/PlayEvent.ts';
import { COUNTERS } from '../core/model/Tally.ts';
import { DELTA_WIDTH, END, type DiceGraphData } from '../core/DiceGraphData.ts';

/**
 * What one step adds to a tally, from its events and the state it began in. MLB's double-play chance is the start's
 * (startDelta); a double play grounded into from a step that is not one (PBC's GIDP turns two with any runner on) is
 * its own chance. Tally judges by the plate appearance's start instead: the two agree while a step that grounds into a
 * double play either begins where its plate appearance did (PBC's one step) or has a runner on 1st with fewer than
 * two outs (Pine Tar's and Strat's double plays need him), as in every game today.
 */
export function stepDelta(events: readonly PlayEvent[], before: BaseOutState): number[] {
  const delta = new Array<number>(DELTA_WIDTH).fill(0);
  const counter = (name: (typeof COUNTERS)[number]) => 1 + COUNTERS.indexOf(name);
  const last = events[events.length - 1];
  delta[0] = last?.endsPlateAppearance ? OUTCOME_INDEX[last.result as Outcome] : -1;
  if (last?.endsPlateAppearance && last.result === 'GDP' && !isDoublePlayChance(before))
    delta[counter('gdpOpportunities')] = 1;
  delta[counter('outs')] = last ? last.after.outs - before.outs : 0;
  for (const event of events) {
    delta[counter('runs')]! += event.runs;
    if (event.error !== undefined) delta[counter('errors')]!++;
    if (event.doublePlay) delta[counter('doublePlays')]!++;
    if (event.result === 'BK') delta[counter('balks')]!++;
    if (event.result === 'WP') delta[counter('wildPitches')]!++;
    if (event.result === 'PB') delta[counter('passedBalls')]!++;
  }
  return delta;
}

/** The delta of a plate appearance's start: one double-play opportunity, when there is one. */
export function startDelta(state: BaseOutState): number[] {
  const delta = new Array<number>(DELTA_WIDTH).fill(0);
  delta[0] = -1;
  delta[1 + COUNTERS.indexOf('gdpOpportunities')] = isDoublePlayChance(state) ? 1 : 0;
  return delta;
}

/** A typed array that doubles as it fills. */
class Growing<A extends Int32Array | Int16Array | Uint8Array> {
  declare array: A;
  declare length: number;

  constructor(array: A) {
    this.array = array;
    this.length = 0;
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = new (this.array.constructor as new (length: number) => A)(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }
}

/**
 * Builds a {@link DiceGraphData}, interning every node: a die node by its faces and children, a leaf by its delta and
 * where it goes on, so alike subtrees are stored once. `data` is the one object every compiled matchup holds; it is
 * kept current as the graph grows, so matchups compiled earlier see the nodes added after them.
 */
export class DiceGraph {
  declare readonly data: DiceGraphData;
  declare private readonly faces: Growing<Uint8Array>;
  declare private readonly start: Growing<Int32Array>;
  declare private readonly next: Growing<Int32Array>;
  declare private readonly edges: Growing<Int32Array>;
  declare private readonly deltas: Growing<Int16Array>;
  /**
   * Die nodes by a hash of their children (compared in full on a hit: the last node made with the hash, then each
   * node's `sameHash` before it), leaves by delta and next, deltas by content.
   */
  declare private readonly knownDice: Map<number, number>;
  declare private readonly sameHash: Growing<Int32Array>;
  declare private readonly knownLeaves: Map<number, number>;
  declare private readonly knownDeltas: Map<number | string, number>;
  declare private readonly loops: Set<number>;

  constructor() {
    this.faces = new Growing(new Uint8Array(1024));
    this.start = new Growing(new Int32Array(1024));
    this.next = new Growing(new Int32Array(1024));
    this.edges = new Growing(new Int32Array(4096));
    this.deltas = new Growing(new Int16Array(1024));
    this.knownDice = new Map();
    this.sameHash = new Growing(new Int32Array(1024));
    this.knownLeaves = new Map();
    this.knownDeltas = new Map();
    this.loops = new Set();
    this.data = {
      faces: this.faces.array,
      start: this.start.array,
      next: this.next.array,
      edges: this.edges.array,
      deltas: this.deltas.array,
      nodes: 0,
    };
  }

  /** The node rolling a die of `kind`, going on to `children` by face. */
  die(kind: DieKind, children: readonly number[]): number {
    const { min, max } = DIE_FACES[kind];
    if (children.length !== max - min + 1)
      throw new RangeError(`a ${kind} node needs ${max - min + 1} children, got ${children.length}`);
    // A roll whose every face leads to one node still draws (the generator must stay in step with the resolvers).
    // 30 bits: a small integer, the fastest key a Map has.
    let hash = children.length;
    for (let i = 0; i < children.length; i++) hash = Math.imul(hash, 16777619) ^ children[i]!;
    hash &= 0x3fffffff;
    const first = this.knownDice.get(hash);
    const chain = this.sameHash.array;
    for (let node = first ?? END; node !== END; node = chain[node]!) if (this.hasChildren(node, children)) return node;
    const at = this.edges.length;
    for (const child of children) this.edges.push(child);
    const node = this.add(children.length, at, END);
    this.sameHash.array[node] = first ?? END;
    this.knownDice.set(hash, node);
    return node;
  }

  /**
   * The leaf adding `delta` (see {@link stepDelta}), then going on to `next`; `next` itself when the delta adds
   * nothing.
   */
  leaf(delta: readonly number[], next: number = END): number {
    // A leaf that adds nothing and goes on is where it goes (a walk takes one hop fewer).
    if (next !== END && delta[0] === -1 && delta.every((value, i) => i === 0 || value === 0)) return next;
    const at = this.delta(delta);
    const key = at * 2 ** 32 + (next + 1);
    let node = this.knownLeaves.get(key);
    if (node === undefined) this.knownLeaves.set(key, (node = this.add(0, at, next)));
    return node;
  }

  /** A node to point at before it is built (a re-roll loops back to it); `resolve` makes it go straight on to `to`. */
  reserve(): number {
    const nothing = new Array<number>(DELTA_WIDTH).fill(0);
    nothing[0] = -1;
    const node = this.add(0, this.delta(nothing), END);
    this.loops.add(node);
    return node;
  }

  /** Whether a node was reserved: the only nodes a path can come back to. */
  isLoop(node: number): boolean {
    return this.loops.has(node);
  }

  resolve(reserved: number, to: number): void {
    this.next.array[reserved] = to;
  }

  /** The index of a delta in `deltas`, each distinct delta stored once. */
  private delta(delta: readonly number[]): number {
    if (delta.length !== DELTA_WIDTH) throw new RangeError(`a delta has ${DELTA_WIDTH} numbers, got ${delta.length}`);
    const key = deltaKey(delta);
    let at = this.knownDeltas.get(key);
    if (at === undefined) {
      at = this.deltas.length / DELTA_WIDTH;
      for (const value of delta) this.deltas.push(value);
      this.data.deltas = this.deltas.array;
      this.knownDeltas.set(key, at);
    }
    return at;
  }

  /** Whether die node `node` goes to exactly `children`. */
  private hasChildren(node: number, children: readonly number[]): boolean {
    const faces = this.faces.array[node]!;
    if (faces !== children.length) return false;
    const edges = this.edges.array;
    const at = this.start.array[node]!;
    for (let face = 0; face < faces; face++) if (edges[at + face] !== children[face]) return false;
    return true;
  }

  private add(faces: number, start: number, next: number): number {
    const node = this.faces.length;
    this.sameHash.push(END);
    this.faces.push(faces);
    this.start.push(start);
    this.next.push(next);
    const { data } = this;
    data.faces = this.faces.array;
    data.start = this.start.array;
    data.next = this.next.array;
    data.edges = this.edges.array;
    data.deltas = this.deltas.array;
    data.nodes = this.faces.length;
    return node;
  }
}

/** A delta as a number (five bits a value, exact in a double for up to ten values from -1 to 30), else as text. */
function deltaKey(delta: readonly number[]): number | string {
  if (delta.length > 10) return delta.join(',');
  let key = 0;
  for (const value of delta) {
    if (value < -1 || value > 30) return delta.join(',');
    key = key * 32 + value + 1;
  }
  return key;
}
