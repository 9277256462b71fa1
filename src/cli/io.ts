import { readFileSync } from 'node:fs';

/** Where a command writes text: stdout or stderr, and whether a person watches it (a terminal). */
export interface TextOut {
  write(text: string): void;
  isTTY?: boolean;
}

/**
 * What the CLI touches of the world: its two output streams and how it reads a file. `node bin/cardlab.js` gets the
 * process's; tests get buffers and a reader that counts.
 */
export interface CliIo {
  stdout: TextOut;
  stderr: TextOut;
  /** The bytes of a file; throws (ENOENT and the like) when it cannot. */
  readFile(path: string): Uint8Array;
  /** Listens for Ctrl-C while a run is under way (the process's SIGINT); returns how to stop listening. */
  onInterrupt(stop: () => void): () => void;
}

/** The process's own streams, file system and SIGINT. */
export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    readFile: (path) => readFileSync(path),
    onInterrupt(stop) {
      process.once('SIGINT', stop);
      return () => process.off('SIGINT', stop);
    },
  };
}
