// The CLI driven in process (buildProgram through runCli): what a command printed, its exit code, and how many files
// it read. The e2e tier spawns the built CLI instead (tests/cli/cardlab.e2e.test.ts).
import { readFileSync } from 'node:fs';
import type { CliIo } from '../../src/cli/io.ts';
import { runCli } from '../../src/cli/run.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** Every file the run read, in order (a file read twice shows twice). */
  reads: string[];
}

/**
 * Runs `cardlab <args>` in this process. `interruptAfter` (ms) sends the run a Ctrl-C, as a SIGINT would.
 * @example const { code, stdout } = await cardlab('exact', 'cards/pinetar/walkthrough.yaml', '--json');
 */
export async function cardlab(...args: string[]): Promise<CliRun> {
  return cardlabWith({}, ...args);
}

export async function cardlabWith(options: { interruptAfter?: number }, ...args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const reads: string[] = [];
  const io: CliIo = {
    stdout: { write: (text) => void (stdout += text) },
    stderr: { write: (text) => void (stderr += text) },
    readFile(path) {
      reads.push(path);
      return readFileSync(path);
    },
    onInterrupt(stop) {
      const timer = options.interruptAfter === undefined ? undefined : setTimeout(stop, options.interruptAfter);
      return () => clearTimeout(timer);
    },
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr, reads };
}
