import { isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';
import { pathOf, type PathStep } from './pathStep.ts';

/** A key written twice in one map: the path to its second writing, and where that begins in the text. */
export interface DuplicateKey {
  path: readonly (string | number)[];
  offset: number;
}

interface Visit extends PathStep {
  node: unknown;
  parent: Visit | undefined;
}

/**
 * The keys written twice in a map of the document, each after its first writing, in the order of the text. The yaml
 * package's own check (`uniqueKeys`) compares each key with every earlier one, which a map of a million keys turns
 * into hours; this one keeps a set per map. Scalar keys are the same when their values are (`1` and `1.0`, as yaml
 * has it). Walked with a stack of its own, not recursion.
 * @example duplicateKeys(parseDocument('a: 1\nb: 2\na: 3\n')) // => [{ path: ['a'], offset: 10 }]
 */
export function duplicateKeys(document: Document): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const stack: Visit[] = [{ node: document.contents, parent: undefined, key: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { node } = visit;
    if (isSeq(node)) node.items.forEach((item, i) => stack.push({ node: item, parent: visit, key: i }));
    if (!isMap(node)) continue;
    const seen = new Set<unknown>();
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      const name = isScalar(pair.key) ? String(pair.key.value) : '(complex key)';
      if (seen.has(key))
        found.push({ path: [...pathOf(visit), name], offset: (pair.key as Node | null)?.range?.[0] ?? 0 });
      seen.add(key);
      stack.push({ node: pair.value, parent: visit, key: name });
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}
