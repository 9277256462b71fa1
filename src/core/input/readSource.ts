import { readFileSync } from 'node:fs';
import { InputError } from './InputError.ts';
import { SourceDocument } from './SourceDocument.ts';

/**
 * Reads and parses a YAML or JSON file; a missing or unreadable file is an {@link InputError}, not a crash.
 * @example readSource('cards/pinetar/walkthrough.yaml').file // => 'cards/pinetar/walkthrough.yaml'
 */
export function readSource(file: string): SourceDocument {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    throw new InputError([{ file, line: 0, field: '(file)', expected: `a readable YAML or JSON file (${reason})` }]);
  }
  return SourceDocument.parse(file, text);
}
