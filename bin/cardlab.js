#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npx cardlab` works in a checkout after `npm ci`.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
