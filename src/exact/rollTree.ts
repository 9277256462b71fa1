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
 * A roll tree in a dice graph, each outcome's node given by `leaf`: asked once per distinct outcome, and each distinct
 * subtree made once.
 */
export function graftRollTree<T>(graph: DiceGraph, tree: RollTree<T>, leaf: (value: T) => number): number {
  const made = new Map<RollTree<T>, number>();
  const graft = (subtree: RollTree<T>): number => {
    let node = made.get(subtree);
    if (node === undefined) {
      node = 'value' in subtree ? leaf(subtree.value) : graph.die(subtree.kind, subtree.children.map(graft));
      made.set(subtree, node);
    }
    return node;
  };
  return graft(tree);
}
