import type { InputProblem } from '../../core/input/InputError.ts';
import { terminalText } from '../terminalText.ts';

/**
 * One problem of bad input as one line, `file:line: field: what was expected`, each part escaped: a file name, a key
 * or a value quoted from the file cannot act on the terminal or start a line of its own.
 * @example problemLine({ file: 'a.yaml', line: 3, field: 'players[0].\u001b[2J', expected: 'a known field' })
 * // => 'a.yaml:3: players[0].\\u001b[2J: a known field'
 */
export function problemLine(problem: InputProblem): string {
  const { file, line, field, expected } = problem;
  return `${terminalText(file)}:${line}: ${terminalText(field)}: ${terminalText(expected)}`;
}
