import { DIE_FACES, type DiceSource, type DieKind } from '../core/dice/DiceSource.ts';

/** One way an experiment can turn out, and its exact probability. */
export interface Branch<T> {
  value: T;
  probability: number;
}

/** Thrown (one shared object) when the experiment asks for a roll past its prefix: the enumerator branches there. */
const ROLL_NEEDED = { kind: 'd6' as DieKind };

/** Dice that replay a prefix of faces and stop the experiment at the first roll beyond it. */
class PrefixDice implements DiceSource {
  declare probability: number;
  declare private next: number;
  declare private readonly prefix: readonly number[];

  constructor(prefix: readonly number[]) {
    this.prefix = prefix;
    this.probability = 1;
    this.next = 0;
  }

  private take(kind: DieKind, faces: number): number {
    if (this.next >= this.prefix.length) {
      ROLL_NEEDED.kind = kind;
      throw ROLL_NEEDED;
    }
    this.probability /= faces;
    return this.prefix[this.next++]!;
  }

  d6(): number {
    return this.take('d6', 6);
  }

  d10(): number {
    return this.take('d10', 10);
  }

  d20(): number {
    return this.take('d20', 20);
  }

  d100(): number {
    return this.take('d100', 100);
  }

  piecepack(): number {
    return this.take('piecepack', 6);
  }
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
  const stack: number[][] = [[]];
  let leaves = 0;
  while (stack.length > 0) {
    const prefix = stack.pop()!;
    const dice = new PrefixDice(prefix);
    let value: T;
    try {
      value = experiment(dice);
    } catch (signal) {
      if (signal !== ROLL_NEEDED) throw signal;
      const { min, max } = DIE_FACES[ROLL_NEEDED.kind];
      for (let face = max; face >= min; face--) stack.push([...prefix, face]);
      continue;
    }
    if (++leaves > maxLeaves) throw new RangeError(`more than ${maxLeaves} dice sequences: is the experiment finite?`);
    visit(value, dice.probability);
  }
}

/**
 * Every way an experiment can turn out, as the tree of the rolls it asks for: `node(kind, children)` for a roll, one
 * child per face from the lowest up (so a child is indexed by `RandomDice.below(faces)`), `leaf(value)` for an
 * outcome. The same depth-first replay as {@link enumerateDice}; a compiled kernel walks the tree with real dice.
 * @example
 * enumerateDiceTree((dice) => dice.d6() > 4, (won) => won, (kind, children) => children) // => [false, false, false,
 * false, true, true]
 */
export function enumerateDiceTree<T, N>(
  experiment: (dice: DiceSource) => T,
  leaf: (value: T) => N,
  node: (kind: DieKind, children: N[]) => N,
): N {
  const grow = (prefix: number[]): N => {
    let value: T;
    try {
      value = experiment(new PrefixDice(prefix));
    } catch (signal) {
      if (signal !== ROLL_NEEDED) throw signal;
      const kind = ROLL_NEEDED.kind;
      const { min, max } = DIE_FACES[kind];
      const children: N[] = [];
      for (let face = min; face <= max; face++) children.push(grow([...prefix, face]));
      return node(kind, children);
    }
    return leaf(value);
  };
  return grow([]);
}
