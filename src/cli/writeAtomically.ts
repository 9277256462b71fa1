import { closeSync, fsyncSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileSync, setGracefulCleanup } from 'tmp';
import { assertOutputLocksHeld } from './outputLocks.ts';
import { catchStopSignals, noteWritten } from './stopOnSignals.ts';

/** How cardlab's temporary files start: `.cardlab-tmp-<pid>-<12 random characters>`, in the folder of the file. */
export const TEMPORARY_PREFIX = '.cardlab-tmp';

// tmp removes, when the process exits (also through process.exit from a signal handler), any temporary file it made
// that is still there: a write that was stopped leaves none behind.
setGracefulCleanup();

/**
 * Writes a file whole or not at all, through a temporary file in the same folder: created exclusively (O_CREAT|O_EXCL,
 * so it is never a link planted there, nor anything else that already exists) under a name with 12 random characters,
 * flushed to disk, then renamed over `file` (a link at `file` itself is replaced, never followed). A failure or a
 * stopped run leaves `file` as it was. Refused once a lock of the run's outputs has been lost (outputLocks.ts).
 *
 * tmp makes the temporary file (crypto-random name, O_EXCL). write-file-atomic and atomically, which do the whole
 * write, open theirs with the flag `w`, which follows a planted link, under a name from the process id and a counter
 * (write-file-atomic) or the time and Math.random (atomically); both write through a link at `file` (realpath).
 * @example writeAtomically('run.json', json)
 */
export function writeAtomically(file: string, text: string): void {
  assertOutputLocksHeld();
  catchStopSignals(); // from here a signal waits for the file to be whole, then stops the process
  const temporary = fileSync({ tmpdir: dirname(file), prefix: TEMPORARY_PREFIX, mode: 0o666, detachDescriptor: true });
  let open = true;
  try {
    writeFileSync(temporary.fd, text);
    fsyncSync(temporary.fd);
    closeSync(temporary.fd);
    open = false;
    renameSync(temporary.name, file);
  } finally {
    if (open) closeSync(temporary.fd);
    temporary.removeCallback(); // removes the temporary file if the rename did not happen, and forgets it
  }
  noteWritten(file);
}
