import { describe, expect, it } from 'vitest';
import { parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { replayStep } from '../../../src/games/pinetar/resolve.ts';
import type { ReplayAttempt } from '../../../src/modules/replay/play.ts';

describe('a Replay play that wins the game', () => {
  it("ends Pine Tar's plate appearance after a missed squeeze's steal of home in the last inning", () => {
    // The steal of home scored the runner from 3rd with one out: the batter would bat on, but not in a won game.
    const steal = { runs: 1 } as ReplayAttempt['events'][number];
    const attempt: ReplayAttempt = { events: [steal], endsPlateAppearance: false, after: parseBaseOutState('---/1') };
    expect(replayStep(attempt, 0, { inning: 9, offenseLead: 0, bottom: true }).continues).toBe(false);
    expect(replayStep(attempt, 0, { inning: 8, offenseLead: 0, bottom: true }).continues).toBe(true);
  });
});
