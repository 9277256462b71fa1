import { maxFileBytes } from './inputFileLimit.ts';
import { readInputFile } from './readInputFile.ts';
import { terminalOutput } from './terminalText.ts';

/** Where a command writes text: stdout or stderr, and whether a person watches it (a terminal). */
export interface TextOut {
  write(text: string): void;
  isTTY?: boolean;
  /** The stream under an escaping writer (escapedIo): for a progress bar, which draws with escape sequences. */
  unescaped?: TextOut;
}

/**
 * What the CLI touches of the world: its two output streams and how it reads a file. `node bin/cardlab.js` gets the
 * process's; tests get buffers and a reader that counts.
 */
export interface CliIo {
  stdout: TextOut;
  stderr: TextOut;
  /**
   * The bytes of a file; throws (ENOENT and the like) when it cannot, and FileRefused for what is no regular file or
   * over the size limit.
   */
  readFile(path: string): Uint8Array;
  /** Listens for Ctrl-C while a run is under way (the process's SIGINT); returns how to stop listening. */
  onInterrupt(stop: () => void): () => void;
}

/** The process's own streams, file system (regular files up to CARDLAB_MAX_FILE_MB, read once each) and SIGINT. */
export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    readFile: (path) => readInputFile(path, maxFileBytes(process.env)),
    onInterrupt(stop) {
      process.once('SIGINT', stop);
      return () => process.off('SIGINT', stop);
    },
  };
}

/**
 * The same IO, its two streams escaping every control character but the newline (`terminalOutput`): whatever a
 * command prints, a card's name or a file's key in it cannot move the cursor, recolour or retitle the terminal.
 */
export function escapedIo(io: CliIo): CliIo {
  return { ...io, stdout: escapedOut(io.stdout), stderr: escapedOut(io.stderr) };
}

function escapedOut(out: TextOut): TextOut {
  return {
    write: (text) => out.write(terminalOutput(text)),
    ...(out.isTTY !== undefined && { isTTY: out.isTTY }),
    unescaped: out,
  };
}
