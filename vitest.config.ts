import { defineConfig } from 'vitest/config';

// Three tiers, each file named for its tier and placed where its subject sits in src/ (tests/games/pinetar/... tests
// src/games/pinetar/...):
// - unit (`*.test.ts`): in process, scripted dice and small fixed-seed runs; drives the CLI through buildProgram. The
//   everyday command, `npm run test:unit`, under a minute on two cores.
// - stat (`*.stat.test.ts`): fixed-seed Monte Carlo against exact enumerations and printed targets, bounds derived
//   from the sample size.
// - e2e (`*.e2e.test.ts`): the built CLI as a user runs it (npm run build first), and reports in Chromium.
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one idle, which on a two-core machine runs the files one at a time.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/**/*.stat.test.ts', 'tests/**/*.e2e.test.ts'],
          testTimeout: 30_000,
          // Files share a worker's module cache: the unit files import the same modules, and importing them once
          // per worker, not per file, is half the tier's time. Nothing in src/ keeps state a file could leak.
          isolate: false,
        },
      },
      { test: { name: 'stat', include: ['tests/**/*.stat.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 } },
      { test: { name: 'e2e', include: ['tests/**/*.e2e.test.ts'], testTimeout: 300_000 } },
    ],
  },
});
