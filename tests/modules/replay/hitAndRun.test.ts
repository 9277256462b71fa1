import { describe, expect, it } from 'vitest';
import { replayTables } from '../../helpers/replay.ts';
import { scriptedDice } from '../../../src/core/dice/scriptedDice.ts';
import { EMPTY, parseBaseOutState } from '../../../src/core/model/baseOut.ts';
import { forEachDiceOutcome } from '../../../src/exact/enumerateDice.ts';
import { replayHitAndRun, type ReplayHitAndRunContext } from '../../../src/modules/replay/hitAndRun.ts';

const tables = replayTables;
const BATTER = 0;

/** A batter and pitcher whose H&R results always total `total` (the pitcher's 1, the batter's total - 1). */
const context = (total: number, over: Partial<ReplayHitAndRunContext> = {}): ReplayHitAndRunContext => ({
  batter: { id: BATTER, bats: 'R', speed: 3, hitAndRun: Array(6).fill(total - 1) },
  pitcher: { hitAndRun: Array(6).fill(1), hold: 3 },
  speedOf: () => 3,
  fielder: () => ({ defence: 2, arm: 3 }),
  catcher: 3,
  tryForce: () => true,
  ...over,
});

function pitch(total: number, state: string, extra: number[], over: Partial<ReplayHitAndRunContext> = {}) {
  const dice = scriptedDice([1, 1, ...extra].map((face) => ['d6', face] as const));
  const result = replayHitAndRun(tables.hitAndRun, context(total, over), parseBaseOutState(state), dice);
  expect(dice.remaining(), 'every scripted die used').toBe(0);
  expect(result.total).toBe(total);
  return result;
}
const eventOf = (result: ReturnType<typeof replayHitAndRun>) => {
  if (result.kind === 'foul') throw new Error('a foul, not a play');
  return result.event;
};

describe("Replay's hit-and-run chart, total by total", () => {
  it('2-5: a ground out, the runners up a base (not after the third out)', () => {
    expect(eventOf(pitch(2, '12-/0', [])).after).toEqual({ outs: 1, bases: [EMPTY, 1, 2] });
    expect(eventOf(pitch(4, '1-3/2', [])).runs).toBe(0);
  });

  it('6-7: into the hole (2B for a right-handed batter, SS for a left): a die over his defence stops it', () => {
    const stop = eventOf(pitch(6, '1--/0', [3]));
    expect(stop).toMatchObject({ result: 'GO', location: '2B', after: { outs: 1, bases: [EMPTY, 1, EMPTY] } });
    const through = eventOf(pitch(7, '1--/0', [2], { batter: { ...context(7).batter, bats: 'L' } }));
    expect(through).toMatchObject({ result: '1B', location: 'SS', after: { outs: 0, bases: [BATTER, EMPTY, 1] } });
  });

  it('8-10 and 29: singles, the runners up two; on a 10 the runner from first scores when faster than the arm', () => {
    expect(eventOf(pitch(8, '12-/0', [])).after).toEqual({ outs: 0, bases: [BATTER, EMPTY, 1] });
    expect(eventOf(pitch(8, '12-/0', [])).runs).toBe(1);
    expect(eventOf(pitch(10, '1--/0', [], { speedOf: () => 4 })).runs).toBe(1);
    expect(eventOf(pitch(10, '1--/0', [], { speedOf: () => 3 })).runs).toBe(0);
  });

  it('11-14: a strikeout, the runners go (caught on a die at or under the catcher); 13-14 foul on an odd die', () => {
    const safe = eventOf(pitch(11, '1--/0', [4]));
    expect(safe).toMatchObject({ result: 'SO', after: { outs: 1, bases: [EMPTY, 1, EMPTY] } });
    expect(safe.steals).toEqual([{ runner: 1, safe: true }]);
    expect(eventOf(pitch(12, '1--/0', [3]))).toMatchObject({ outs: 2, doublePlay: true });
    expect(pitch(13, '1--/0', [1]).kind).toBe('foul');
    expect(eventOf(pitch(14, '1--/0', [2, 6])).result).toBe('SO');
  });

  it("15-18 and 22-23: the force at second on a die over the runner's speed; a 22-23 doubles the batter too", () => {
    expect(eventOf(pitch(15, '1--/0', [4]))).toMatchObject({
      result: 'FC',
      after: { outs: 1, bases: [BATTER, EMPTY, EMPTY] },
    });
    expect(eventOf(pitch(16, '1--/0', [3]))).toMatchObject({
      result: 'FC',
      after: { outs: 0, bases: [BATTER, 1, EMPTY] },
    });
    expect(eventOf(pitch(17, '1--/0', [], { tryForce: () => false }))).toMatchObject({ result: 'GO', outs: 1 });
    expect(eventOf(pitch(22, '1--/0', [4, 4]))).toMatchObject({ result: 'GDP', outs: 2 });
    expect(eventOf(pitch(23, '1--/0', [4, 3]))).toMatchObject({ result: 'FC', outs: 1 });
    // A second baseman of defence 4 (worse than 3) never tries.
    expect(eventOf(pitch(22, '1--/0', [], { fielder: () => ({ defence: 4, arm: 3 }) }))).toMatchObject({
      result: 'GO',
    });
  });

  it("19-21: the line drive doubles (triples) the runners off; 20 the double play; 21 by the runner's speed", () => {
    expect(eventOf(pitch(19, '12-/0', []))).toMatchObject({ result: 'LO', after: { outs: 3 } });
    expect(eventOf(pitch(19, '1--/1', []))).toMatchObject({ outs: 2 });
    expect(eventOf(pitch(20, '12-/0', []))).toMatchObject({
      result: 'GDP',
      after: { outs: 2, bases: [EMPTY, EMPTY, 2] },
    });
    expect(eventOf(pitch(20, '1--/2', []))).toMatchObject({ result: 'FC', after: { outs: 3 } });
    expect(eventOf(pitch(21, '1--/0', [], { speedOf: () => 2 }))).toMatchObject({ result: 'GDP', outs: 2 });
    expect(eventOf(pitch(21, '1--/0', [], { speedOf: () => 3 }))).toMatchObject({ result: 'GO', outs: 1 });
  });

  it('24-28 fly outs; 30-32 a ground-rule double, a gap double (all score) and a home run', () => {
    expect(eventOf(pitch(26, '12-/0', []))).toMatchObject({
      result: 'FO',
      location: 'LF',
      after: { bases: [1, 2, EMPTY] },
    });
    expect(eventOf(pitch(30, '1--/0', []))).toMatchObject({ result: '2B', after: { bases: [EMPTY, BATTER, 1] } });
    expect(eventOf(pitch(31, '12-/0', []))).toMatchObject({ result: '2B', runs: 2 });
    expect(eventOf(pitch(32, '12-/0', []))).toMatchObject({ result: 'HR', runs: 3 });
  });

  it('33-39: plays on the bases, after which the batter bats on', () => {
    expect(pitch(33, '12-/0', [])).toMatchObject({
      kind: 'between',
      event: { outs: 1, after: { bases: [1, EMPTY, EMPTY] } },
    });
    expect(pitch(34, '1--/0', [4])).toMatchObject({ kind: 'between', event: { outs: 0 } });
    expect(pitch(34, '1--/0', [3])).toMatchObject({ kind: 'between', event: { outs: 1 } });
    // The catcher's 3 is not over the runner's 3: a die over 3 and they steal.
    expect(pitch(35, '1--/0', [4])).toMatchObject({ kind: 'between', event: { after: { bases: [EMPTY, 1, EMPTY] } } });
    expect(pitch(36, '1--/0', [], { catcher: 4 })).toMatchObject({ kind: 'between', event: { outs: 1 } });
    expect(pitch(37, '12-/0', [])).toMatchObject({ event: { result: 'STEAL', after: { bases: [EMPTY, 1, 2] } } });
    expect(pitch(39, '12-/0', [])).toMatchObject({ event: { result: 'BK', after: { bases: [EMPTY, 1, 2] } } });
  });
});

describe("Replay's hit-and-run chart: the laws over every total and roll", () => {
  it('from 1--/0-2 and 12-/0-2: chances sum to 1, outs never fall, runners conserved, no run after the 3rd out', () => {
    for (const text of ['1--/0', '1--/1', '1--/2', '12-/0', '12-/1', '12-/2'])
      for (let total = 2; total <= 39; total++) {
        const state = parseBaseOutState(text);
        let sum = 0;
        forEachDiceOutcome(
          (dice) => replayHitAndRun(tables.hitAndRun, context(total), state, dice),
          (result, chance) => {
            sum += chance;
            if (result.kind === 'foul') return;
            const { after, runs } = result.event;
            expect(after.outs).toBeGreaterThanOrEqual(state.outs);
            expect(after.outs).toBeLessThanOrEqual(3);
            if (after.outs >= 3 && result.event.result !== 'HR') expect(runs, `${total} from ${text}`).toBe(0);
            const on = (bases: readonly number[]) => bases.filter((r) => r !== EMPTY).length;
            const batterIn = result.kind === 'play' ? 1 : 0;
            expect(on(after.bases) + runs + (after.outs - state.outs), `${total} from ${text}`).toBe(
              on(state.bases) + batterIn,
            );
          },
        );
        expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
      }
  });
});
