/** Where a problem in an input file is: the file, the 1-based line, and the field's path. */
export interface InputProblem {
  file: string;
  line: number;
  field: string;
  expected: string;
}

/**
 * Bad input: a card, table or preset that cannot be used. Its message is one line per problem,
 * `file:line: field: what was expected`, and the CLI prints it without a stack trace (exit code 2).
 * @example new InputError([{ file: 'a.yaml', line: 3, field: 'players[0].speed', expected: 'one of S, M, F' }]).message
 * // => 'a.yaml:3: players[0].speed: one of S, M, F'
 */
export class InputError extends Error {
  override name = 'InputError';
  declare readonly problems: readonly InputProblem[];

  constructor(problems: readonly InputProblem[]) {
    super(problems.map((p) => `${p.file}:${p.line}: ${p.field}: ${p.expected}`).join('\n'));
    this.problems = problems;
  }
}

/** Formats a field path the way error messages show it: `players[3].batting.vsR`. */
export function formatFieldPath(path: readonly (string | number)[]): string {
  return (
    path.reduce<string>(
      (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
      '',
    ) || '(top level)'
  );
}
