// The CLI driven in process as tests/helpers/cli.ts drives it, but reading files through the process's own reader
// (processIo: regular files only, under CARDLAB_MAX_FILE_MB), with `onRead` called after each file is read: what a
// user's run meets on disk, and a hook to change a file while the run goes on.
import { processIo, type CliIo } from '../../src/cli/io.ts';
import { runCli } from '../../src/cli/run.ts';
import type { CliRun } from './cli.ts';

export async function cardlabOnFiles(
  options: { onRead?: (path: string, bytes: Uint8Array) => void },
  ...args: string[]
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const reads: string[] = [];
  const real = processIo();
  const io: CliIo = {
    stdout: { write: (text) => void (stdout += text) },
    stderr: { write: (text) => void (stderr += text) },
    readFile(path) {
      reads.push(path);
      const bytes = real.readFile(path);
      options.onRead?.(path, bytes);
      return bytes;
    },
    onInterrupt: () => () => undefined,
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr, reads };
}
