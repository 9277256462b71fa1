import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes (a whole-season fit, a league's builds), longest first. A clean clone has no timings
 * for vitest to order by, and it starts larger files first: the longest file of all is one short test, which started
 * after the larger ones, and CI's run ended with it running alone on one of the two cores.
 */
const LONGEST_FIRST = [
  'tests/games/pbc/buildRegenerate.stat.test.ts',
  'tests/games/pinetar/build.stat.test.ts',
  'tests/games/aims.stat.test.ts',
  'tests/cli/buildContext.stat.test.ts',
  'tests/games/pbc/build.stat.test.ts',
  'tests/games/strat/build.stat.test.ts',
];

/** Vitest's order (failed first, then longest by its cache, then largest), with LONGEST_FIRST ahead of all. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const known = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return known < 0 ? LONGEST_FIRST.length : known;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, i) => ({ file, i }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
      .map(({ file }) => file);
  }
}

// Three tiers, each file named for its tier and placed where its subject sits in src/ (tests/games/pinetar/... tests
// src/games/pinetar/...):
// - unit (`*.test.ts`): in process, scripted dice and small fixed-seed runs; drives the CLI through buildProgram. The
//   everyday command, `npm run test:unit`, under a minute on two cores.
// - stat (`*.stat.test.ts`): fixed-seed Monte Carlo against exact enumerations and printed targets, bounds derived
//   from the sample size.
// - e2e (`*.e2e.test.ts`): the built CLI as a user runs it (npm run build first), and reports in Chromium.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
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
