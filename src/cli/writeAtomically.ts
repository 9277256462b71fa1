import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes a file through a temporary `.partial` beside it, renamed into place only when complete: a failure or an
 * interrupted run leaves nothing half-written under the real name.
 * @example writeAtomically('run.json', json)
 */
export function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.partial`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
