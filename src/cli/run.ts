import { CommanderError } from 'commander';
import { InputError } from '../core/input/InputError.ts';
import { RunRefused } from '../core/input/RunRefused.ts';
import { RunInterrupted } from '../harness/WorkerPool.ts';
import { problemLine } from './format/problem.ts';
import { escapedIo, type CliIo } from './io.ts';
import { OutputLocked } from './OutputLocked.ts';
import { releaseOutputLocks } from './outputLocks.ts';
import { buildProgram } from './program.ts';
import { UsageError } from './usageErrors.ts';

/**
 * Exit codes: bad input (a card, a table, an option), an output another cardlab run is writing (75, sysexits'
 * EX_TEMPFAIL: try again later) and an interrupted run, apart from other failures. A signal that stops the process
 * exits with 128 + its number (stopOnSignals.ts): SIGHUP 129, SIGINT 130, SIGTERM 143.
 */
export const EXIT = { ok: 0, failure: 1, badInput: 2, locked: 75, interrupted: 130 } as const;

/**
 * Runs one command line (`args` without node and the script) and returns the exit code: bad input and an
 * interrupted run print one clear message, never a stack trace (CARDLAB_DEBUG=1 adds it for other failures).
 * Everything goes out through escapedIo: no control character from a card set or a file name reaches the terminal.
 * The locks a command took on what it writes (claimOutputs) are released when it ends, however it ends.
 * @example await runCli(['exact', 'cards/pinetar/walkthrough.yaml'], processIo()) // => 0
 */
export async function runCli(args: readonly string[], rawIo: CliIo): Promise<number> {
  const io = escapedIo(rawIo);
  try {
    const program = buildProgram(io);
    if (args.length === 0)
      throw new UsageError('cardlab', `name a command: ${program.commands.map((c) => c.name()).join(', ')}`);
    await program.parseAsync([...args], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n${error.hint}\n`);
      return EXIT.badInput;
    }
    // --help and --version (0); help asked for with an error (1, a bare `cardlab --`) is bad input like the rest
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    if (error instanceof InputError) {
      io.stderr.write(`${error.problems.map(problemLine).join('\n')}\n`);
      return EXIT.badInput;
    }
    if (error instanceof RunRefused) {
      io.stderr.write(`cardlab: ${error.message}\n`);
      return EXIT.badInput;
    }
    if (error instanceof OutputLocked) {
      io.stderr.write(`cardlab: ${error.message}\n`);
      return EXIT.locked;
    }
    if (error instanceof RunInterrupted) {
      io.stderr.write('cardlab: interrupted; nothing was written\n');
      return EXIT.interrupted;
    }
    io.stderr.write(`cardlab: ${(error as Error).message}\n${process.env.CARDLAB_DEBUG ? (error as Error).stack : ''}`);
    return EXIT.failure;
  } finally {
    await releaseOutputLocks();
  }
}
