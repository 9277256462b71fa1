import type { DiceSource } from '../core/dice/DiceSource.ts';
import type { Branch } from './enumerateDice.ts';
import { enumerateDiceTree } from './enumerateDice.ts';

/** A subtree's outcomes by key (with a representative value), and its chance of looping back to each open re-roll. */
interface Subtree<T> {
  outcomes: Map<string | number, Branch<T>>;
  backs: Map<number, number>;
}

/**
 * Every outcome of a dice experiment that may re-roll (a roll-off's ties, {@link rollUntilDecided}), merged by `key`,
 * with its exact probability. The rolls are enumerated as a tree whose re-rolls loop back; a roll that comes back to
 * itself with chance b has its outcomes divided by 1 - b (the geometric series of rolling again), so the chances sum
 * to 1 however long a tie could last. Paths with the same key merge (the first path's value represents them).
 * @example
 * const rollOff = (d: DiceSource) => { const a = d.d6(), b = d.d6(); return a === b ? REROLL : a > b; };
 * exactOutcomes((dice) => rollUntilDecided(dice, rollOff), String) // => false 0.5, true 0.5
 */
export function exactOutcomes<T>(experiment: (dice: DiceSource) => T, key: (value: T) => string | number): Branch<T>[] {
  let loopsMade = 0;
  const root = enumerateDiceTree<T, Subtree<T>>(
    experiment,
    (value) => ({ outcomes: new Map([[key(value), { value, probability: 1 }]]), backs: new Map() }),
    (_kind, children) => {
      const share = 1 / children.length;
      const outcomes = new Map<string | number, Branch<T>>();
      const backs = new Map<number, number>();
      for (const child of children) {
        for (const [id, { value, probability }] of child.outcomes) {
          const seen = outcomes.get(id);
          if (seen) seen.probability += probability * share;
          else outcomes.set(id, { value, probability: probability * share });
        }
        for (const [loop, chance] of child.backs) backs.set(loop, (backs.get(loop) ?? 0) + chance * share);
      }
      return { outcomes, backs };
    },
    {
      reserve: () => ({ outcomes: new Map(), backs: new Map([[loopsMade++, 1]]) }),
      close: (reserved, node) => {
        const [loop] = reserved.backs.keys();
        const back = node.backs.get(loop!) ?? 0;
        if (back >= 1) throw new Error('a re-roll that can never decide');
        const scale = 1 / (1 - back);
        node.backs.delete(loop!);
        for (const branch of node.outcomes.values()) branch.probability *= scale;
        for (const [other, chance] of node.backs) node.backs.set(other, chance * scale);
        return node;
      },
    },
  );
  if (root.backs.size > 0) throw new Error('a re-roll loop left open');
  return [...root.outcomes.values()];
}
