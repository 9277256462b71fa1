import { formatFieldPath, type InputProblem } from '../core/input/InputError.ts';
import type { FieldPath, SourceDocument } from '../core/input/SourceDocument.ts';

/** Something wrong in a saved result: where (a path into the file) and what that field should hold. */
export interface SavedProblem {
  path: FieldPath;
  expected: string;
}

/** The document each saved result was read from, so that a merge's problems name their lines. */
const sources = new WeakMap<object, SourceDocument>();

/**
 * Remembers that `result` was read from `source`, and returns it.
 * @example readFrom(validate(input.document(), schema), input.document()) // => the result, now located
 */
export function readFrom<R extends object>(result: R, source: SourceDocument): R {
  sources.set(result, source);
  return result;
}

/**
 * A saved result's problem as an InputError reports it: `file:line: field: expected`, the line where the result was
 * read from a file (0 for a result made in memory).
 * @example located('b.json', result, { path: ['manifest', 'seeds'], expected: 'each seed once' })
 * // => { file: 'b.json', line: 6, field: 'manifest.seeds', expected: 'each seed once' }
 */
export function located(file: string, result: object, problem: SavedProblem): InputProblem {
  const source = sources.get(result);
  const line = source ? source.lineOf(problem.path) : 0;
  return { file, line, field: formatFieldPath(problem.path), expected: problem.expected };
}
