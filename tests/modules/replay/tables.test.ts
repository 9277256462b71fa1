import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/input/InputError.ts';
import { LoadedInput } from '../../../src/core/input/LoadedInput.ts';
import { buntColumn, loadReplayTables, umpireSafeUpTo } from '../../../src/modules/replay/tables.ts';
import { replayTableInputs, replayTables, tableFile } from '../../helpers/replay.ts';
import { BUNT_CHARTS, BUNT_RESULTS } from '../../../src/modules/replay/vocabulary.ts';

const tables = replayTables;

/** The error a replaced table gives, as `file:line: field: expected`. */
function problem(name: string, edit: (text: string) => string): string {
  const inputs = {
    ...replayTableInputs(),
    [name]: LoadedInput.fromText(`${name}.yaml`, edit(readFileSync(tableFile(name), 'utf8'))),
  };
  try {
    loadReplayTables(inputs);
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('the table loaded');
}

describe("Replay's charts as data", () => {
  it('every bunt chart: a fielder for each blue die, a result for each total 2-12 in each of the ten columns', () => {
    for (const name of BUNT_CHARTS) {
      const chart = tables.bunt[name];
      expect(chart.fielder.slice(1)).toEqual(['P', 'P', '1B', '1B', '3B', 'C']);
      for (let total = 2; total <= 12; total++) expect(chart.rows[total]).toHaveLength(10);
    }
  });

  it('cells as printed (a few read off the text by hand)', () => {
    const cell = (name: (typeof BUNT_CHARTS)[number], total: number, rating: number, infieldIn: boolean) =>
      tables.bunt[name].rows[total]![buntColumn(rating, infieldIn)];
    expect(cell('bunt-for-a-hit', 2, 1, true)).toBe('Out at 1st');
    expect(cell('bunt-for-a-hit', 5, 1, false)).toBe('Foul ?');
    expect(cell('bunt-for-a-hit', 11, 5, false)).toBe('Pop Out'); // the row whose label is misprinted
    expect(cell('sacrifice-bunt', 3, 1, true)).toBe('FC/E ?');
    expect(cell('sacrifice-bunt', 12, 5, false)).toBe('SAC+H ?');
    expect(cell('squeeze-bunt', 3, 4, false)).toBe('Miss ?');
    expect(cell('squeeze-bunt', 12, 1, true)).toBe('Rundown');
  });

  it('every result key of the text appears in some chart, and nothing else does', () => {
    const seen = new Set(BUNT_CHARTS.flatMap((name) => tables.bunt[name].rows.flat()));
    expect([...seen].sort()).toEqual([...BUNT_RESULTS].sort());
  });

  it('the hit-and-run chart: a play for every total 2-39, a fielder where the play names one', () => {
    expect(tables.hitAndRun[2]).toEqual({ kind: 'ground-out', fielder: '3B' });
    expect(tables.hitAndRun[10]).toEqual({ kind: 'single-runner-may-score', fielder: 'RF' });
    expect(tables.hitAndRun[39]).toEqual({ kind: 'balk' });
    for (let total = 2; total <= 39; total++) expect(tables.hitAndRun[total], String(total)).toBeDefined();
  });

  it('the Umpire chart: the highest safe die by speed and defence, a catcher read on his own scale', () => {
    expect(umpireSafeUpTo(tables.umpire, 5, 1)).toBe(3);
    expect(umpireSafeUpTo(tables.umpire, 5, 4)).toBe(6); // SAFE
    expect(umpireSafeUpTo(tables.umpire, 1, 2)).toBe(0); // OUT
    expect(umpireSafeUpTo(tables.umpire, 3, 5, true)).toBe(1); // a catcher's 5 heads the fielders' 1 column
    expect(umpireSafeUpTo(tables.umpire, 3, 1, true)).toBe(5);
    // A faster runner is never worse off, a worse fielder (a higher number) never better off.
    for (let speed = 1; speed <= 5; speed++)
      for (let defence = 1; defence <= 5; defence++) {
        if (speed < 5)
          expect(umpireSafeUpTo(tables.umpire, speed + 1, defence)).toBeGreaterThanOrEqual(
            umpireSafeUpTo(tables.umpire, speed, defence),
          );
        if (defence < 5)
          expect(umpireSafeUpTo(tables.umpire, speed, defence + 1)).toBeGreaterThanOrEqual(
            umpireSafeUpTo(tables.umpire, speed, defence),
          );
      }
  });

  it('a replaced chart with a short row, an unknown key, a missing total or a bad fielder is a located error', () => {
    expect(problem('sacrifice-bunt', (t) => t.replace("  2: ['SAC', ", '  2: ['))).toMatch(
      /sacrifice-bunt\.yaml:\d+: rows\.2/,
    );
    expect(problem('squeeze-bunt', (t) => t.replace("'Rundown'", "'Bunt HR'"))).toMatch(
      /squeeze-bunt\.yaml:\d+: rows\.2\[1\]/,
    );
    expect(problem('bunt-for-a-hit', (t) => t.replace(/ {2}12: .*\n/, ''))).toMatch(
      /rows: a row for every key 2-12 \(missing 12\)/,
    );
    expect(problem('bunt-for-a-hit', (t) => t.replace('6: C', '6: SS'))).toMatch(/fielder\.6/);
    expect(problem('hit-and-run', (t) => t.replace('8: { kind: single, fielder: LF }', '8: { kind: single }'))).toMatch(
      /hit-and-run\.yaml:\d+: totals\.8\.fielder: the fielder a single goes to/,
    );
    expect(problem('hit-and-run', (t) => t.replace(/ {2}39: .*\n/, ''))).toMatch(
      /totals: a row for every key 2-39 \(missing 39\)/,
    );
    expect(problem('umpire', (t) => t.replace('catcher: [5, 4, 3, 2, 1]', 'catcher: [5, 4, 1, 2, 1]'))).toMatch(
      /umpire\.yaml:\d+: catcher: each catcher's defence 1-5 heading one column/,
    );
    expect(problem('umpire', (t) => t.replace('defence: [1, 2, 3, 4, 5]', 'defence: [5, 4, 3, 2, 1]'))).toMatch(
      /umpire\.yaml:\d+: defence: the columns 1, 2, 3, 4, 5 in order/,
    );
  });
});
