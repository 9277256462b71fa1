/** A step of a walk down a parsed document: the key it took from its parent (none at the top). */
export interface PathStep {
  parent: PathStep | undefined;
  key: string | number | undefined;
}

/**
 * The field path a walk took to a step, from the top: walks keep a parent link per step and build the path only for
 * a problem, not an array per node.
 * @example pathOf({ parent: { parent: { parent: undefined, key: undefined }, key: 'players' }, key: 0 })
 * // => ['players', 0]
 */
export function pathOf(step: PathStep): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: PathStep | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}
