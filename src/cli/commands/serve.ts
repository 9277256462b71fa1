import { createServer, type Server } from 'node:http';
import { readdirSync, statSync } from 'node:fs';
import sirv from 'sirv';
import { InputError } from '../../core/input/InputError.ts';
import type { CliIo } from '../io.ts';
import { UsageError } from '../usageErrors.ts';

export interface ServeOptions {
  port: number;
}

/**
 * `cardlab serve [dir]`: the built notebooks (or any reports folder) on http://127.0.0.1:PORT/, for browsers that run
 * no module script from a file. Only this machine can reach it; it serves the folder's files and nothing else (no
 * listing, no dotfiles), until Ctrl-C.
 */
export async function serveCommand(io: CliIo, dir: string, options: ServeOptions): Promise<void> {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new InputError([
      {
        file: dir,
        line: 0,
        field: '(folder)',
        expected: 'a folder of built notebooks or reports (npm run notebooks builds reports/notebooks)',
      },
    ]);
  const server = createServer(sirv(dir, { dotfiles: false, etag: true }));
  const port = await listening(server, options.port);
  const address = `http://127.0.0.1:${port}/`;
  const pages = readdirSync(dir).filter((file) => file.endsWith('.html'));
  const links = pages.map((page) => `  ${address}${page}\n`).join('');
  io.stdout.write(`serving ${dir} on ${address} (this machine only; Ctrl-C stops)\n${links}`);
  await new Promise<void>((resolve) => {
    const stop = io.onInterrupt(() => server.close(() => resolve()));
    server.on('close', stop);
  });
}

/** Starts `server` on 127.0.0.1 and the port (0: any free one); a port in use is the user's to change. */
function listening(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const taken = { EADDRINUSE: 'in use', EACCES: 'not allowed' }[error.code ?? ''];
      const hint = `--port ${port}: ${taken}; pick another, or 0 for any free port`;
      reject(taken ? new UsageError('cardlab serve', hint) : error);
    });
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
