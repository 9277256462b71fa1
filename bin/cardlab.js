#!/usr/bin/env node
// The cardlab command: runs the compiled CLI in dist/ (npm ci builds it; npm run build rebuilds it after a change).
import { existsSync } from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('cardlab: dist/ is not built yet; run `npm run build` (npm ci does it) in the cardlab folder\n');
  process.exit(1);
}
await import(main.href);
