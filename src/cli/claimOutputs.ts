import type { CliIo } from './io.ts';
import { lockOutputs } from './outputLocks.ts';
import { checkReportsFolder } from './writeReports.ts';

/**
 * What a command does first when it will write: locks its file (`--save`, build's `--out`) and reports folder
 * (`--out`) for the run, and refuses a reports folder it could not write into, so neither a second writer nor a
 * user's own index.html is found out only after the run. runCli releases the locks when the command ends.
 * @example await claimOutputs(context.io, { file: options.save, folder: options.out })
 */
export async function claimOutputs(
  io: Pick<CliIo, 'stderr'>,
  outputs: { file?: string; folder?: string },
): Promise<void> {
  await lockOutputs(io.stderr, outputs);
  if (outputs.folder) checkReportsFolder(outputs.folder);
}
