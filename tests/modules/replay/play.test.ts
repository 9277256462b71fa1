import { describe, expect, it } from 'vitest';
import { replayTables as tables } from '../../helpers/replay.ts';
import { scriptedDice } from '../../../src/core/dice/scriptedDice.ts';
import { parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { playReplayBunt, playReplayHitAndRun } from '../../../src/modules/replay/play.ts';
import { averageParties } from '../../../src/modules/replay/ratings.ts';
import { buntColumn } from '../../../src/modules/replay/tables.ts';
import type { BuntChartName, BuntResult } from '../../../src/modules/replay/vocabulary.ts';

const DEFENSE = { leadRunnerSafeAtMost: 0.5, tryForce: true };
const d6 = (...faces: number[]) => scriptedDice(faces.map((face) => ['d6', face] as const));

/** Blue die 1 (the pitcher) and red + white landing on the first total whose cell in the column is `key`. */
function rollFor(chart: BuntChartName, key: BuntResult, bunt: number, infieldIn: boolean): number[] {
  for (let total = 2; total <= 12; total++)
    if (tables.bunt[chart].rows[total]![buntColumn(bunt, infieldIn)] === key) {
      const red = Math.min(6, total - 1);
      return [1, red, total - red];
    }
  throw new Error(`no ${key} in ${chart} column ${bunt}`);
}

describe('a bunt attempt by attempt', () => {
  const onFirst = parseBaseOutState('1--/0');

  it('bunts again after a foul with one strike, and the second attempt ends the plate appearance', () => {
    // Sacrifice, bunt 1 Not In: a Foul ? that rolls foul (an even die), then a SAC.
    const dice = d6(...rollFor('sacrifice-bunt', 'Foul ?', 1, false), 2, ...rollFor('sacrifice-bunt', 'SAC', 1, false));
    const played = playReplayBunt(
      tables,
      'sacrifice-bunt',
      averageParties({ bunt: 1 }, {}),
      DEFENSE,
      false,
      onFirst,
      dice,
    );
    expect(played.endsPlateAppearance).toBe(true);
    expect(played.events.map((e) => e.result)).toEqual(['SH']);
    expect(played.after.bases[1]).toBe(onFirst.bases[0]);
  });

  it('charges the error of a bunt to the fielder the blue die sent it to', () => {
    // Bunt for a hit, bunt 1 In: E ? on total 8; the blue die's 5 is the third baseman, and a 6 is over his error 3.
    const [, red, white] = rollFor('bunt-for-a-hit', 'E ?', 1, true);
    const dice = d6(5, red!, white!, 6);
    const empty = parseBaseOutState('---/0');
    const played = playReplayBunt(
      tables,
      'bunt-for-a-hit',
      averageParties({ bunt: 1 }, {}),
      DEFENSE,
      true,
      empty,
      dice,
    );
    expect(played.events.map((e) => [e.result, e.error])).toEqual([['ROE', '3B']]);
  });

  it('strikes out on a Foul 2k of the second attempt', () => {
    const dice = d6(
      ...rollFor('sacrifice-bunt', 'Foul ?', 1, false),
      4,
      ...rollFor('sacrifice-bunt', 'Foul 2k', 1, false),
    );
    const played = playReplayBunt(
      tables,
      'sacrifice-bunt',
      averageParties({ bunt: 1 }, {}),
      DEFENSE,
      false,
      onFirst,
      dice,
    );
    expect(played.events.map((e) => e.result)).toEqual(['SO']);
    expect(played.after.outs).toBe(1);
  });

  it('hands the plate appearance back at two strikes, nothing moved', () => {
    const dice = d6(...rollFor('sacrifice-bunt', 'Foul 2k', 1, false));
    const played = playReplayBunt(
      tables,
      'sacrifice-bunt',
      averageParties({ bunt: 1 }, {}),
      DEFENSE,
      false,
      onFirst,
      dice,
    );
    expect(played).toEqual({ events: [], endsPlateAppearance: false, after: onFirst });
    expect(dice.remaining()).toBe(0);
  });

  it('sends the runner home on a missed squeeze, and the batter bats on', () => {
    // Squeeze, bunt 5 Not In: Miss ? on a die not higher than 5 is missed; Action J face 6 is the hold (3), whose
    // Umpire square against a speed of 3 is safe up to 3: a 2 scores him, a 5 would not.
    const third = parseBaseOutState('--3/1');
    const safe = playReplayBunt(
      tables,
      'squeeze-bunt',
      averageParties({ bunt: 5 }, {}),
      DEFENSE,
      false,
      third,
      d6(...rollFor('squeeze-bunt', 'Miss ?', 5, false), 3, 6, 2),
    );
    expect(safe.endsPlateAppearance).toBe(false);
    expect(safe.events.map((e) => [e.result, e.runs, e.outs])).toEqual([['STEAL', 1, 0]]);
    expect(safe.events[0]!.steals).toEqual([{ runner: third.bases[2], safe: true }]);
    const out = playReplayBunt(
      tables,
      'squeeze-bunt',
      averageParties({ bunt: 5 }, {}),
      DEFENSE,
      false,
      third,
      d6(...rollFor('squeeze-bunt', 'Miss ?', 5, false), 3, 6, 5),
    );
    expect(out.events.map((e) => [e.result, e.runs, e.outs])).toEqual([['STEAL', 0, 1]]);
    expect(out.after.outs).toBe(2);
  });

  it('plays a rundown and hands the plate appearance back from the state after it', () => {
    // Squeeze, bunt 1 Not In, a Rundown: a die higher than the runner's speed (3) tags him out.
    const third = parseBaseOutState('--3/0');
    const played = playReplayBunt(
      tables,
      'squeeze-bunt',
      averageParties({ bunt: 1 }, {}),
      DEFENSE,
      false,
      third,
      d6(...rollFor('squeeze-bunt', 'Rundown', 1, false), 4),
    );
    expect(played.endsPlateAppearance).toBe(false);
    expect(played.after).toEqual(parseBaseOutState('---/1'));
  });
});

describe('a hit and run', () => {
  const onFirst = parseBaseOutState('1--/0');
  const parties = (batter: number, pitcher: number) =>
    averageParties({ hitAndRun: Array(6).fill(batter) }, { hitAndRun: Array(6).fill(pitcher) });

  it('ends the plate appearance on a play of the chart', () => {
    // 4 + 4 = 8: a single to left, the runner from first to third.
    const played = playReplayHitAndRun(tables, parties(4, 4), DEFENSE, onFirst, d6(1, 1));
    expect(played.endsPlateAppearance).toBe(true);
    expect(played.events.map((e) => e.result)).toEqual(['1B']);
    expect(played.after.bases[2]).toBe(onFirst.bases[0]);
  });

  it('calls the hit and run off on a foul: the batter swings away from where he was', () => {
    // 7 + 6 = 13: strikeout or foul, an odd die fouls it off.
    const played = playReplayHitAndRun(tables, parties(6, 7), DEFENSE, onFirst, d6(1, 1, 3));
    expect(played).toEqual({ events: [], endsPlateAppearance: false, after: onFirst });
  });

  it('hands the plate appearance back after a play on the bases', () => {
    // 19 + 15 = 34: a pickoff try, a die not higher than the hold (3) picks him off.
    const played = playReplayHitAndRun(tables, parties(15, 19), DEFENSE, onFirst, d6(1, 1, 2));
    expect(played.endsPlateAppearance).toBe(false);
    expect(played.events.map((e) => e.result)).toEqual(['PICKOFF']);
    expect(played.after).toEqual(parseBaseOutState('---/1'));
  });
});
