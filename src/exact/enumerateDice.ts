import { DIE_FACES, type DiceSource, type DieKind } from '../core/dice/DiceSource.ts';
import { REROLL, type LoopingDice, type Reroll } from '../core/dice/reroll.ts';

/** One way an experiment can turn out, and its exact probability. */
export interface Branch<T> {
  value: T;
  probability: number;
}

/**
 * Dice that replay the first `fixed` faces of a path and extend it with each new roll's lowest face: one run of an
 * experiment is one path, and the enumerator turns the odometer (the deepest roll not at its highest face goes up by
 * one, the rolls after it go) for the next. No run is wasted and nothing is thrown: an experiment runs once per
 * outcome, where stopping at the first unknown roll would run it once per outcome and once per roll between.
 */
class OdometerDice implements LoopingDice {
  /** The path: each roll's kind, face and number of faces (entries from `length` on are stale). */
  declare readonly kinds: DieKind[];
  declare readonly faces: number[];
  declare readonly sides: number[];
  /** Rolls on the path. */
  declare length: number;
  /** Rolls of the path replayed as they are; rolls beyond are new. */
  declare fixed: number;
  /** Rolls the current run has taken. */
  declare taken: number;
  /** Whether a re-roll may become a loop of the tree (else it is refused: a flat enumeration cannot hold one). */
  declare loops: boolean;

  constructor() {
    this.kinds = [];
    this.faces = [];
    this.sides = [];
    this.length = 0;
    this.fixed = 0;
    this.taken = 0;
    this.loops = false;
  }

  /** Starts a run replaying the first `fixed` rolls of the path. */
  replay(fixed: number): this {
    this.fixed = fixed;
    this.length = fixed;
    this.taken = 0;
    return this;
  }

  /** The deepest roll of the path that can still go up a face (and does), or -1 when the path was the last one. */
  turn(): number {
    for (let at = this.length - 1; at >= 0; at--) {
      if (this.faces[at]! < DIE_FACES[this.kinds[at]!].max) {
        this.faces[at]!++;
        return at;
      }
    }
    return -1;
  }

  /** The path's chance: the product of 1/faces, taken in the order rolled. */
  probability(): number {
    let probability = 1;
    for (let at = 0; at < this.length; at++) probability /= this.sides[at]!;
    return probability;
  }

  private take(kind: DieKind): number {
    const at = this.taken++;
    if (at < this.fixed) {
      if (this.kinds[at] !== kind)
        throw new Error(`a replayed experiment rolled a ${kind} where it rolled a ${this.kinds[at]}`);
      return this.faces[at]!;
    }
    const { min, max } = DIE_FACES[kind];
    this.kinds[at] = kind;
    this.faces[at] = min;
    this.sides[at] = max - min + 1;
    this.length = at + 1;
    return min;
  }

  /**
   * A re-roll loop: the run stops at a re-roll and the path leads back to the roll's first die (a {@link LoopBack}), so
   * a tie costs one path rather than an endless one.
   */
  rollUntilDecided<T>(roll: (dice: DiceSource) => T | Reroll): T {
    if (!this.loops) throw new Error('an experiment that re-rolls (a roll-off) is enumerated as a tree, with loops');
    const depth = this.taken;
    const value = roll(this);
    if (this.taken === depth) throw new Error('a re-rolled roll asked for no die');
    if (value === REROLL) throw new LoopBack(depth);
    return value;
  }

  d6(): number {
    return this.take('d6');
  }

  d10(): number {
    return this.take('d10');
  }

  d20(): number {
    return this.take('d20');
  }

  d100(): number {
    return this.take('d100');
  }

  piecepack(): number {
    return this.take('piecepack');
  }

  card(): number {
    return this.take('card');
  }
}

/** A run that ended in a re-roll: its path goes back to the roll at `depth`. */
class LoopBack {
  declare readonly depth: number;
  constructor(depth: number) {
    this.depth = depth;
  }
}

/**
 * Nodes of a tree whose paths may loop back (a re-roll): a placeholder for the roll a loop goes back to, made when the
 * first loop reaches it, and the roll's node once its faces are done, with the placeholder closed onto it.
 */
export interface LoopNodes<N> {
  reserve(): N;
  close(reserved: N, node: N): N;
}

/**
 * Every outcome of a dice experiment with its exact probability, by running the experiment once per sequence of
 * faces it can ask for (depth first). Any engine that takes a DiceSource becomes exact this way, with no second
 * implementation of its rules. The experiment must be deterministic given its dice and must end on every path:
 * true of every game here, whose re-roll chains are finite (each re-roll adds a ball or moves a runner).
 *
 * Probabilities are products of 1/faces in doubles: each carries a relative error below (rolls + 1) * 2^-53, so a
 * sum over a whole distribution is off by less than 1e-13 for the few dozen rolls any plate appearance takes.
 * @example enumerateDice((dice) => dice.d6() + dice.d6()).filter((b) => b.value === 7).length // => 6 (each 1/36)
 */
export function enumerateDice<T>(experiment: (dice: DiceSource) => T, maxLeaves = 10_000_000): Branch<T>[] {
  const leaves: Branch<T>[] = [];
  forEachDiceOutcome(experiment, (value, probability) => void leaves.push({ value, probability }), maxLeaves);
  return leaves;
}

/**
 * {@link enumerateDice} handing each outcome to `visit` as it is found, in the same order, instead of keeping them
 * all: callers that merge alike outcomes keep only what they merge (an X play has hundreds of thousands of paths).
 * @example
 * let sevens = 0;
 * forEachDiceOutcome((dice) => dice.d6() + dice.d6(), (total, p) => (sevens += total === 7 ? p : 0)); // sevens => 1/6
 */
export function forEachDiceOutcome<T>(
  experiment: (dice: DiceSource) => T,
  visit: (value: T, probability: number) => void,
  maxLeaves = 10_000_000,
): void {
  const dice = new OdometerDice();
  let leaves = 0;
  for (let fixed = 0; ;) {
    const value = experiment(dice.replay(fixed));
    if (dice.taken < dice.length) throw new Error('a replayed experiment stopped before its replayed rolls');
    if (++leaves > maxLeaves) throw new RangeError(`more than ${maxLeaves} dice sequences: is the experiment finite?`);
    visit(value, dice.probability());
    const turned = dice.turn();
    if (turned < 0) return;
    fixed = turned + 1;
  }
}

/**
 * Every way an experiment can turn out, as the tree of the rolls it asks for: `node(kind, children)` for a roll, one
 * child per face from the lowest up (so a child is indexed by `RandomDice.below(faces)`), `leaf(value)` for an
 * outcome. The same depth-first replay as {@link enumerateDice}; a compiled kernel walks the tree with real dice.
 * With `loops`, an experiment may re-roll ({@link rollUntilDecided}): the path of a re-roll leads back to the node of
 * the roll it repeats (`loops.reserve()`, closed onto that node once its faces are done), so a roll-off whose ties are
 * rolled again is a loop of the tree, not an endless path. A re-roll goes back to the start of its own roll: loops
 * nest (a roll-off after a roll-off) but never cross (src/exact/diceGraphExpectation.ts solves nested loops one at a
 * time, and no path inside an inner loop may lead back to an outer one).
 * @example
 * enumerateDiceTree((dice) => dice.d6() > 4, (won) => won, (kind, children) => children) // => [false, false, false,
 * false, true, true]
 */
export function enumerateDiceTree<T, N>(
  experiment: (dice: DiceSource) => T,
  leaf: (value: T) => N,
  node: (kind: DieKind, children: N[]) => N,
  loops?: LoopNodes<N>,
): N {
  const dice = new OdometerDice();
  dice.loops = loops !== undefined;
  /** The open roll at each depth of the current path, with its children so far (and a loop's placeholder). */
  const open: { kind: DieKind; children: N[]; reserved: N | undefined }[] = [];
  for (let fixed = 0; ;) {
    let value: T | undefined;
    let back = -1;
    try {
      value = experiment(dice.replay(fixed));
    } catch (signal) {
      if (!(signal instanceof LoopBack)) throw signal;
      back = signal.depth;
    }
    const depth = dice.length;
    if (dice.taken < depth) throw new Error('a replayed experiment stopped before its replayed rolls');
    for (let at = open.length; at < depth; at++)
      open.push({ kind: dice.kinds[at]!, children: [], reserved: undefined });
    let done = back < 0 ? leaf(value as T) : (open[back]!.reserved ??= loops!.reserve());
    const turned = dice.turn();
    // Every roll deeper than the one turned has all its faces: it closes into a node of its parent.
    for (let at = depth - 1; at > turned; at--) {
      const roll = open.pop()!;
      roll.children.push(done);
      done = node(roll.kind, roll.children);
      if (roll.reserved !== undefined) done = loops!.close(roll.reserved, done);
    }
    if (turned < 0) return done;
    open[turned]!.children.push(done);
    fixed = turned + 1;
  }
}
