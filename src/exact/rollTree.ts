import type { DiceSource, DieKind } from '../core/dice/DiceSource.ts';
import type { DiceGraph } from './diceGraph.ts';
import { enumerateDiceTree } from './enumerateDice.ts';

/**
 * The rolls of an experiment as a plain tree: a roll with one child per face (lowest first), or an outcome. Alike
 * subtrees are one object (see rollTree), so grafting one costs a visit per distinct subtree.
 */
export type RollTree<T> = { kind: DieKind; children: RollTree<T>[] } | { value: T };

/**
 * An experiment's rolls enumerated once, as a tree to graft into dice graphs wherever the experiment is rolled (a
 * chart read shared by every state, a batter roll by every matchup). Outcomes are alike when they are the same value
 * (by identity), rolls when they roll the same die into alike children: each kind of subtree is made once.
 * @example rollTree((dice) => dice.d6() > 4) // => a d6 node whose six children are two objects: false x4, true x2
 */
export function rollTree<T>(experiment: (dice: DiceSource) => T): RollTree<T> {
  const outcomes = new Map<T, RollTree<T>>();
  const rolls = new Map<string, RollTree<T>>();
  const ids = new Map<RollTree<T>, number>();
  const id = (tree: RollTree<T>) => {
    let known = ids.get(tree);
    if (known === undefined) ids.set(tree, (known = ids.size));
    return known;
  };
  return enumerateDiceTree<T, RollTree<T>>(
    experiment,
    (value) => {
      let tree = outcomes.get(value);
      if (!tree) outcomes.set(value, (tree = { value }));
      return tree;
    },
    (kind, children) => {
      const key = `${kind}:${children.map(id).join(',')}`;
      let tree = rolls.get(key);
      if (!tree) rolls.set(key, (tree = { kind, children }));
      return tree;
    },
  );
}

/**
 * A roll tree as a program of grafting steps, in the order a depth-first graft takes them: step i asks for the node of
 * an outcome (`value[i]` >= 0, an index into `values`) or makes a die node of `kind[i]` from earlier steps' nodes
 * (`children`, from `childrenAt[i]`). Grafting runs the steps over an array of nodes: no map, no recursion.
 */
interface GraftProgram<T> {
  /** The tree is one roll whose faces are its outcomes in order (a d100 read as it falls): graft it face by face. */
  flat: DieKind | undefined;
  values: T[];
  value: Int32Array;
  kind: (DieKind | undefined)[];
  childrenAt: Int32Array;
  children: Int32Array;
  /** Children arrays to pass the graph, one per arity met (the graph copies them). */
  scratch: Map<number, number[]>;
}

const PROGRAMS = new WeakMap<RollTree<unknown>, GraftProgram<unknown>>();

/** The grafting program of a tree, made on its first graft (a tree is grafted again and again: a step per state). */
function programOf<T>(tree: RollTree<T>): GraftProgram<T> {
  const known = PROGRAMS.get(tree) as GraftProgram<T> | undefined;
  if (known) return known;
  const values: T[] = [];
  const value: number[] = [];
  const kind: (DieKind | undefined)[] = [];
  const childrenAt: number[] = [];
  const children: number[] = [];
  const scratch = new Map<number, number[]>();
  const made = new Map<RollTree<T>, number>();
  const visit = (subtree: RollTree<T>): number => {
    let step = made.get(subtree);
    if (step !== undefined) return step;
    let refs: number[] = [];
    if (!('value' in subtree)) {
      refs = subtree.children.map(visit);
      if (!scratch.has(refs.length)) scratch.set(refs.length, new Array<number>(refs.length).fill(0));
    }
    step = value.length;
    value.push('value' in subtree ? values.push(subtree.value) - 1 : -1);
    kind.push('value' in subtree ? undefined : subtree.kind);
    childrenAt.push(children.length);
    children.push(...refs);
    made.set(subtree, step);
    return step;
  };
  visit(tree);
  childrenAt.push(children.length);
  const last = value.length - 1;
  const flat = kind[last] !== undefined && last === values.length && children.every((step, face) => step === face);
  const program: GraftProgram<T> = {
    flat: flat ? kind[last] : undefined,
    values,
    value: Int32Array.from(value),
    kind,
    childrenAt: Int32Array.from(childrenAt),
    children: Int32Array.from(children),
    scratch,
  };
  PROGRAMS.set(tree, program as GraftProgram<unknown>);
  return program;
}

/**
 * A roll tree in a dice graph, each outcome's node given by `leaf`: asked once per distinct outcome, and each distinct
 * subtree made once, in the order of a depth-first walk (the same graph whichever way it is grafted).
 */
export function graftRollTree<T>(graph: DiceGraph, tree: RollTree<T>, leaf: (value: T) => number): number {
  const { flat, values, value, kind, childrenAt, children, scratch } = programOf(tree);
  if (flat !== undefined) {
    // Made once per graft: a leaf may graft this tree again (a step leading to the next) before the faces are done.
    const faces = new Array<number>(values.length);
    for (let face = 0; face < values.length; face++) faces[face] = leaf(values[face]!);
    return graph.die(flat, faces);
  }
  const nodes = new Int32Array(value.length);
  for (let step = 0; step < value.length; step++) {
    const outcome = value[step]!;
    if (outcome >= 0) {
      nodes[step] = leaf(values[outcome]!);
      continue;
    }
    const from = childrenAt[step]!;
    const to = childrenAt[step + 1]!;
    const faces = scratch.get(to - from)!;
    for (let i = from; i < to; i++) faces[i - from] = nodes[children[i]!]!;
    nodes[step] = graph.die(kind[step]!, faces);
  }
  return nodes[value.length - 1]!;
}
