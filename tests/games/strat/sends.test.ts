import { describe, expect, it } from 'vitest';
import { randomDice } from '../../../src/core/dice/randomDice.ts';
import { parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { PlayBuilder } from '../../../src/core/model/PlayBuilder.ts';
import { DEFAULT_STRAT_POLICIES, type TryOn } from '../../../src/games/strat/policies.ts';
import { resolveResult } from '../../../src/games/strat/resolve.ts';
import { parseReading } from '../../../src/games/strat/vocabulary.ts';
import { matchup } from '../../helpers/strat.ts';

/** Each sendRunner question the default manager is asked on one result from `start`, with its answer. */
function sends(start: string, reading: string, running: number) {
  const asked: { target: number; chance: number; on: TryOn; sent: boolean }[] = [];
  const m = matchup({
    runners: { 1: running, 2: running, 3: running },
    policies: {
      sendRunner: (state, situation, target, chance, on) => {
        const sent = DEFAULT_STRAT_POLICIES.sendRunner(state, situation, target, chance, on);
        asked.push({ target, chance, on, sent });
        return sent;
      },
    },
  });
  const parsed = parseReading(reading);
  if (typeof parsed === 'string') throw new Error(parsed);
  const play = new PlayBuilder(parseBaseOutState(start));
  resolveResult(play, m, parsed.parts[0]!.result, randomDice(1), { inning: 1, offenseLead: 0 });
  return asked;
}

describe("the default manager's sends on hits without stars", () => {
  it('a runner on 2nd on a single goes home more readily with each out (the +2 with two out besides)', () => {
    // Running 11, centerfielder's arm 0: chance 11 with none or one out, 13 with two.
    expect(sends('-2-/0', 'SI(cf)', 11)).toEqual([{ target: 4, chance: 11, on: 'single', sent: false }]);
    expect(sends('-2-/1', 'SI(cf)', 11)[0]!.sent).toBe(false);
    expect(sends('-2-/2', 'SI(cf)', 11)).toEqual([{ target: 4, chance: 13, on: 'single', sent: true }]);
    expect(sends('-2-/1', 'SI(cf)', 13)[0]!.sent).toBe(true);
    expect(sends('-2-/0', 'SI(cf)', 13)[0]!.sent).toBe(false);
    expect(sends('-2-/0', 'SI(cf)', 15)[0]!.sent).toBe(true);
  });

  it('a runner on 1st on a double is held at two out where a single would send him', () => {
    // Running 9: 11 with two out, short of what a double asks and over what a single does.
    expect(sends('1--/2', 'DO(cf)', 9)).toEqual([{ target: 4, chance: 11, on: 'double', sent: false }]);
    expect(sends('-2-/2', 'SI(cf)', 9)).toEqual([{ target: 4, chance: 11, on: 'single', sent: true }]);
  });

  it('first to third on a single only when all but sure: the right fielder throwing adds 2, the left takes 2', () => {
    expect(sends('1--/0', 'SI(rf)', 16)).toEqual([{ target: 3, chance: 18, on: 'single', sent: true }]);
    expect(sends('1--/0', 'SI(lf)', 16)).toEqual([{ target: 3, chance: 14, on: 'single', sent: false }]);
  });

  it('hits with stars ask nothing: SI** takes both runners two bases', () => {
    expect(sends('12-/0', 'SI**(cf)', 8)).toEqual([]);
  });
});
