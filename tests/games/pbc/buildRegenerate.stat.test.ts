import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEAM_NAMES } from '../../../src/cli/commands/build.ts';
import pbc from '../../../src/games/pbc/index.ts';
import { pbcTables, seasonSources } from '../../helpers/inputs.ts';

// A file of its own: the longest test of the suite (a whole-season fit, minutes on one core), so the other PBC build
// tests run beside it on the other workers instead of after it.
const CUBS = 'cards/pbc/2016-cubs.yaml';
/**
 * Building fits every card of the season against the others as built (several minutes: docs/pbc.md) before it writes
 * a set's: allow for a busy machine.
 */
const BUILD_TIMEOUT = 3_600_000;

describe('cardlab build pbc: the shipped 2016 sets', () => {
  it(
    'regenerates cards/pbc/2016-cubs.yaml byte for byte',
    () =>
      expect(pbc.cardBuilder!(seasonSources(), pbcTables(), 2016).build(['CHN'], 'calibrated', TEAM_NAMES)).toBe(
        readFileSync(CUBS, 'utf8'),
      ),
    BUILD_TIMEOUT,
  );
});
