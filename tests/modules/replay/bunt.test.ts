import { describe, expect, it } from 'vitest';
import { replayTables } from '../../helpers/replay.ts';
import type { DiceSource } from '../../../src/core/dice/DiceSource.ts';
import { scriptedDice } from '../../../src/core/dice/scriptedDice.ts';
import {
  canonicalState,
  EMPTY,
  formatBaseOutState,
  parseBaseOutState,
  type BaseOutState,
} from '../../../src/core/model/baseOut.ts';
import { forEachDiceOutcome } from '../../../src/exact/enumerateDice.ts';
import { replayBunt, type ReplayBuntContext } from '../../../src/modules/replay/bunt.ts';
import { stealOfHome } from '../../../src/modules/replay/stealOfHome.ts';
import { replayHitAndRun } from '../../../src/modules/replay/hitAndRun.ts';
import { buntColumn } from '../../../src/modules/replay/tables.ts';
import { BUNT_CHARTS, type BuntChartName, type BuntResult } from '../../../src/modules/replay/vocabulary.ts';

const tables = replayTables;
const BATTER = 0;
const context = (over: Partial<ReplayBuntContext> = {}): ReplayBuntContext => ({
  batter: { id: BATTER, bunt: 1, speed: 5 },
  speedOf: () => 3,
  fielder: () => ({ error: 3, defence: 1 }),
  infieldIn: true,
  secondAttempt: false,
  tryLeadRunner: () => true,
  ...over,
});

/** The red and white dice of the first total in `chart` whose cell in the column is `key`. */
function diceFor(chart: BuntChartName, key: BuntResult, rating: number, infieldIn: boolean): [number, number] {
  for (let total = 2; total <= 12; total++)
    if (tables.bunt[chart].rows[total]![buntColumn(rating, infieldIn)] === key) {
      const red = Math.min(6, total - 1);
      return [red, total - red];
    }
  throw new Error(`no ${key} in ${chart} column ${rating} ${infieldIn ? 'In' : 'Not In'}`);
}

/** One attempt: the blue die 1 (the pitcher), red and white landing on `key`, then `extra` dice. */
function bunt(
  chart: BuntChartName,
  key: BuntResult,
  state: string,
  extra: number[],
  over: Partial<ReplayBuntContext> = {},
) {
  const ctx = context(over);
  const [red, white] = diceFor(chart, key, ctx.batter.bunt, ctx.infieldIn);
  const dice = scriptedDice([1, red, white, ...extra].map((face) => ['d6', face] as const));
  const result = replayBunt(tables.bunt[chart], tables.umpire, ctx, parseBaseOutState(state), dice);
  expect(dice.remaining(), 'every scripted die used').toBe(0);
  expect(result.cell).toBe(key);
  return result;
}
const playOf = (result: ReturnType<typeof replayBunt>) => {
  if (result.kind !== 'play' && result.kind !== 'rundown') throw new Error(`a ${result.kind}, not a play`);
  return result.event;
};

describe("Replay's bunt keys, each with scripted dice", () => {
  it('SAC: the batter out at first, the runners up a base', () => {
    const event = playOf(bunt('sacrifice-bunt', 'SAC', '12-/0', []));
    expect(event.result).toBe('SH');
    expect(event.after).toEqual({ outs: 1, bases: [EMPTY, 1, 2] });
  });

  it('1B ?: the Umpire at first (speed 5 against the pitcher of defence 1: safe on 1-3)', () => {
    expect(playOf(bunt('bunt-for-a-hit', '1B ?', '---/0', [3], { batter: { id: 0, bunt: 2, speed: 5 } })).result).toBe(
      '1B',
    );
    expect(playOf(bunt('bunt-for-a-hit', '1B ?', '---/0', [4], { batter: { id: 0, bunt: 2, speed: 5 } })).result).toBe(
      'GO',
    );
  });

  it('SAC+E ?, E ?, FC/E ?: a die over the error rating (3) is the error, a sacrifice on the sacrifice chart', () => {
    const error = playOf(bunt('sacrifice-bunt', 'SAC+E ?', '1--/0', [4]));
    expect([error.result, error.error]).toEqual(['SH', 'P']);
    expect(error.after).toEqual({ outs: 0, bases: [BATTER, 1, EMPTY] });
    expect(playOf(bunt('sacrifice-bunt', 'SAC+E ?', '1--/0', [3])).result).toBe('SH');
    expect(playOf(bunt('bunt-for-a-hit', 'E ?', '---/0', [6])).result).toBe('ROE');
    const bobbled = playOf(bunt('sacrifice-bunt', 'FC/E ?', '12-/0', [4]));
    expect([bobbled.result, bobbled.after]).toEqual(['SH', { outs: 0, bases: [BATTER, 1, 2] }]);
    expect(playOf(bunt('bunt-for-a-hit', 'E ?', '---/0', [1])).result).toBe('GO');
    const fc = playOf(bunt('sacrifice-bunt', 'FC/E ?', '12-/0', [2]));
    expect(fc.result).toBe('FC');
    expect(fc.after).toEqual({ outs: 1, bases: [BATTER, 1, EMPTY] });
  });

  it('FC and Lead ?: the lead runner out at the base ahead, the batter safe; or the sure out at first', () => {
    expect(playOf(bunt('sacrifice-bunt', 'FC', '1--/1', [])).after).toEqual({ outs: 2, bases: [BATTER, EMPTY, EMPTY] });
    // The runner (speed 3) against the pitcher (defence 1): safe on a 1 only.
    const thrownOut = playOf(bunt('sacrifice-bunt', 'Lead ?', '1--/0', [2]));
    expect(thrownOut.after).toEqual({ outs: 1, bases: [BATTER, EMPTY, EMPTY] });
    const late = playOf(bunt('sacrifice-bunt', 'Lead ?', '1--/0', [1]));
    expect([late.result, late.after]).toEqual(['SH', { outs: 0, bases: [BATTER, 1, EMPTY] }]);
    const sure = playOf(bunt('sacrifice-bunt', 'Lead ?', '1--/0', [], { tryLeadRunner: () => false }));
    expect(sure.result).toBe('SH');
  });

  it("PO-DP ?: a pop out, and the lead runner doubled off on the Umpire's out", () => {
    const ctx = { batter: { id: 0, bunt: 5, speed: 3 } };
    expect(playOf(bunt('sacrifice-bunt', 'PO-DP ?', '1--/0', [2], ctx)).after.outs).toBe(2);
    expect(playOf(bunt('sacrifice-bunt', 'PO-DP ?', '1--/0', [1], ctx)).after).toEqual({
      outs: 1,
      bases: [1, EMPTY, EMPTY],
    });
  });

  it("Rundown: a die over the lead runner's speed tags him out, else everyone gets back; the batter bats on", () => {
    const out = bunt('squeeze-bunt', 'Rundown', '--3/0', [4]);
    expect(out.kind).toBe('rundown');
    expect(playOf(out).after).toEqual({ outs: 1, bases: [EMPTY, EMPTY, EMPTY] });
    expect(playOf(bunt('squeeze-bunt', 'Rundown', '--3/0', [3])).after).toEqual({ outs: 0, bases: [EMPTY, EMPTY, 3] });
  });

  it('Miss ?: a die over the bunt rating is a foul for two strikes; else the runner on third must steal home', () => {
    const ctx = { batter: { id: 0, bunt: 2, speed: 3 } };
    expect(bunt('squeeze-bunt', 'Miss ?', '--3/0', [3], ctx)).toMatchObject({ kind: 'foul', strikes: 2 });
    expect(bunt('squeeze-bunt', 'Miss ?', '--3/0', [2], ctx).kind).toBe('missed');
  });

  it('Fouls: one strike, two strikes, a strikeout on the second attempt; Foul ? fair on an odd die', () => {
    expect(bunt('bunt-for-a-hit', 'Foul 1k', '---/0', [])).toMatchObject({ kind: 'foul', strikes: 1 });
    expect(bunt('sacrifice-bunt', 'Foul 2k', '1--/0', [])).toMatchObject({ kind: 'foul', strikes: 2 });
    expect(playOf(bunt('sacrifice-bunt', 'Foul 2k', '1--/0', [], { secondAttempt: true })).result).toBe('SO');
    const notIn = { infieldIn: false };
    expect(bunt('bunt-for-a-hit', 'Foul ?', '---/0', [2], notIn)).toMatchObject({ kind: 'foul', strikes: 1 });
    expect(playOf(bunt('bunt-for-a-hit', 'Foul ?', '---/0', [5], notIn)).result).toBe('1B');
  });
});

describe("Replay's bunt charts: the laws over every roll", () => {
  const states: Record<BuntChartName, BaseOutState[]> = {
    'bunt-for-a-hit': [canonicalState(0), canonicalState(8)],
    'sacrifice-bunt': [1, 2, 3, 9, 10, 11].map(canonicalState),
    'squeeze-bunt': [4, 5, 6, 7, 12, 13, 14, 15].map(canonicalState),
  };
  it('in every column and state: chances sum to 1, outs never fall, runners are conserved', () => {
    for (const chart of BUNT_CHARTS)
      for (let rating = 1; rating <= 5; rating++)
        for (const infieldIn of [true, false])
          for (const state of states[chart]) {
            const ctx = context({ batter: { id: BATTER, bunt: rating, speed: 3 }, infieldIn });
            let total = 0;
            forEachDiceOutcome(
              (dice) => replayBunt(tables.bunt[chart], tables.umpire, ctx, state, dice),
              (result, chance) => {
                total += chance;
                if (result.kind !== 'play' && result.kind !== 'rundown') return;
                const { after, runs } = result.event;
                expect(after.outs).toBeGreaterThanOrEqual(state.outs);
                const on = (bases: readonly number[]) => bases.filter((r) => r !== EMPTY).length;
                const batterIn = result.kind === 'play' ? 1 : 0;
                expect(on(after.bases) + runs + (after.outs - state.outs)).toBe(on(state.bases) + batterIn);
              },
            );
            expect(Math.abs(total - 1)).toBeLessThan(1e-12);
          }
  });
});

describe('the steal of home after a missed squeeze (Action Chart J, reconstructed)', () => {
  const steal = (faces: number[], speed: number, catcher: number, hold: number) =>
    stealOfHome(tables, speed, catcher, hold, scriptedDice(faces.map((face) => ['d6', face] as const)));

  it("faces 1-4 call the runner against the catcher, 5-6 against the pitcher's Hold, on the Umpire chart", () => {
    // Speed 3 against a catcher of 5 (the fielders' 1 column): safe on a 1 only.
    expect(steal([1, 1], 3, 5, 1)).toBe(true);
    expect(steal([4, 2], 3, 5, 1)).toBe(false);
    // The same runner against a Hold of 1 (the fielders' 5 column): safe on 1-5.
    expect(steal([5, 5], 3, 5, 1)).toBe(true);
    expect(steal([6, 6], 3, 5, 1)).toBe(false);
  });

  it('exactly: (4 x 1/6 + 2 x 5/6) / 6 = 14/36 for that runner', () => {
    let safe = 0;
    forEachDiceOutcome(
      (dice) => stealOfHome(tables, 3, 5, 1, dice),
      (won, chance) => (safe += won ? chance : 0),
    );
    expect(Math.abs(safe - 14 / 36)).toBeLessThan(1e-12);
  });
});

/** The exact chance that a chart's play, every dice path enumerated, is one `counted`. */
function chanceOf<T>(play: (dice: DiceSource) => T, counted: (value: T) => boolean): number {
  let chance = 0;
  forEachDiceOutcome(play, (value, p) => (chance += counted(value) ? p : 0));
  return chance;
}

describe('exact chart outcomes, against hand arithmetic', () => {
  const ctx = context();
  it('sacrifice, bunt 1, infield in, error rating 3, runner on first: safe on an error 1/9 of the time', () => {
    // The column's SAC+E ? (total 7, 6/36) and FC/E ? (total 3, 2/36) each put him on by error on a die over 3 (1/2):
    // a sacrifice with the error, runners on 1st and 2nd, none out.
    const start = parseBaseOutState('1--/0');
    const chance = (after: string) =>
      chanceOf(
        (dice) => replayBunt(tables.bunt['sacrifice-bunt'], tables.umpire, ctx, start, dice),
        (bunt) => bunt.kind === 'play' && bunt.event.result === 'SH' && formatBaseOutState(bunt.event.after) === after,
      );
    // And Lead ? (total 12, 1/36), where the defense always throws for the lead runner here: a runner of 3 is safe
    // against a fielder's defence 1 on a 1 (1/6), against the catcher's 1 (his worst, the blue die's 6) on 1-5 (5/6):
    // (5/6 x 1/6 + 1/6 x 5/6) / 36 = 10/1296 of late throws, a sacrifice with everyone safe.
    expect(Math.abs(chance('12-/0') - (8 / 72 + 10 / 1296))).toBeLessThan(1e-12);
    // A sacrifice with the out at first: SAC on 2, 5, 6, 8, 10 (1+4+5+5+3 = 18/36), and SAC+E ? without the error
    // (6/36 x 1/2).
    expect(Math.abs(chance('-2-/1') - (18 / 36 + 3 / 36))).toBeLessThan(1e-12);
  });

  it('hit and run, every total 2: a ground out to third, always', () => {
    const ctx = { ...hitAndRunContext, batter: { ...hitAndRunContext.batter, hitAndRun: [1, 1, 1, 1, 1, 1] } };
    const groundOut = chanceOf(
      (dice) => replayHitAndRun(tables.hitAndRun, ctx, parseBaseOutState('1--/0'), dice),
      (pitch) =>
        pitch.kind === 'play' &&
        pitch.event.result === 'GO' &&
        pitch.event.runs === 0 &&
        formatBaseOutState(pitch.event.after) === '-2-/1',
    );
    expect(Math.abs(groundOut - 1)).toBeLessThan(1e-12);
  });
});

const hitAndRunContext = {
  batter: { id: BATTER, bats: 'R' as const, speed: 3, hitAndRun: [1, 1, 1, 1, 1, 1] },
  pitcher: { hitAndRun: [1, 1, 1, 1, 1, 1], hold: 3 },
  speedOf: () => 3,
  fielder: () => ({ defence: 2, arm: 3 }),
  catcher: 3,
  tryForce: () => true,
};
