import { processIo } from './io.ts';
import { runCli } from './run.ts';
import { settleStopSignals, stopOnSignals } from './stopOnSignals.ts';

// The `cardlab` executable (bin/cardlab.js runs the built copy of this file).

// A reader that stops early (`cardlab check ... | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

stopOnSignals(process.stderr);
process.exitCode = await runCli(process.argv.slice(2), processIo());
await settleStopSignals();
