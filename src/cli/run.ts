import { CommanderError } from 'commander';
import { InputError } from '../core/input/InputError.ts';
import { RunInterrupted } from '../harness/WorkerPool.ts';
import type { CliIo } from './io.ts';
import { buildProgram } from './program.ts';

/** Exit codes: bad input (a card, a table, an option) and an interrupted run, apart from other failures. */
export const EXIT = { ok: 0, failure: 1, badInput: 2, interrupted: 130 } as const;

/**
 * Runs one command line (`args` without node and the script) and returns the exit code: bad input and an
 * interrupted run print one clear message, never a stack trace (CARDLAB_DEBUG=1 adds it for other failures).
 * @example await runCli(['exact', 'cards/pinetar/walkthrough.yaml'], processIo()) // => 0
 */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  try {
    await buildProgram(io).parseAsync([...args], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode; // help, --version (0) and usage errors, already printed
    if (error instanceof InputError) {
      io.stderr.write(`${error.message}\n`);
      return EXIT.badInput;
    }
    if (error instanceof RunInterrupted) {
      io.stderr.write('cardlab: interrupted; nothing was written\n');
      return EXIT.interrupted;
    }
    io.stderr.write(`cardlab: ${(error as Error).message}\n${process.env.CARDLAB_DEBUG ? (error as Error).stack : ''}`);
    return EXIT.failure;
  }
}
