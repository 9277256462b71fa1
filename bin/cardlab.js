#!/usr/bin/env node
// The cardlab command: runs the compiled CLI in dist/ (npm ci builds it; npm run build rebuilds it after a change).
// It runs in this process, never in a child: a signal sent to this process reaches the run itself, and nothing is
// left behind when it ends. How the run stops on SIGINT, SIGTERM and SIGHUP (exit 130, 143, 129), also when npm
// started it (`npm start`, `npx cardlab`) and npm ends: src/cli/stopOnSignals.ts and docs/cli.md.
import { existsSync } from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('cardlab: dist/ is not built yet; run `npm run build` (npm ci does it) in the cardlab folder\n');
  process.exit(1);
}
await import(main.href);
