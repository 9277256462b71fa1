import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fieldingChartDocument, THREE_D6_WAYS } from '../../../src/games/strat/build/fieldingChart.ts';
import { parseStealRating } from '../../../src/games/strat/cards.ts';
import strat from '../../../src/games/strat/index.ts';
import { parseReading } from '../../../src/games/strat/vocabulary.ts';
import { InputError } from '../../../src/core/input/InputError.ts';
import { stratSet, stratTables } from '../../helpers/inputs.ts';

const dir = mkdtempSync(join(tmpdir(), 'cardlab-strat-'));
const base = readFileSync('cards/strat/walkthrough.yaml', 'utf8');

/** The problems of the walk-through set after an edit, one line each (file:line: field: expected). */
function problems(edit: (text: string) => string): string {
  const file = join(dir, 'set.yaml');
  const edited = edit(base);
  expect(edited, 'the edit changed nothing').not.toBe(base);
  writeFileSync(file, edited);
  try {
    strat.checkPlan(stratSet(file), stratTables(), {});
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('the bad set loaded');
}

describe('readings', () => {
  it('parse every abbreviation of the card', () => {
    expect(parseReading('SI**(lf)')).toMatchObject({
      parts: [{ result: { kind: 'hit', bases: 1, stars: 2, field: 'LF' } }],
    });
    expect(parseReading('GB(3b)B+')).toMatchObject({
      parts: [{ result: { kind: 'GB', fielder: '3B', type: 'B', plus: true } }],
    });
    expect(parseReading('FLY(cf)B?')).toMatchObject({
      parts: [{ result: { kind: 'FLY', fielder: 'CF', type: 'B?' } }],
    });
    expect(parseReading('LO(ss)max')).toMatchObject({ parts: [{ result: { kind: 'LO', fielder: 'SS', max: true } }] });
    expect(parseReading('CATCH-X')).toMatchObject({
      parts: [{ result: { kind: 'X', fielder: 'C', batted: 'CATCH' } }],
    });
    expect(parseReading('W GB(ss)A •')).toMatchObject({ clutch: true, parts: [{ pow: true }] });
    expect(parseReading('BP HR 1-5 / FLY(rf)B 6-20')).toMatchObject({
      parts: [
        { park: 'HR', low: 1, high: 5 },
        { low: 6, high: 20 },
      ],
    });
    expect(parseReading('r SI* => LO(2b)')).toMatchObject({ parts: [{ result: { kind: 'LO', fielder: '2B' } }] });
  });
  it('refuse what the card cannot print, saying why', () => {
    expect(parseReading('HR 1-17 / DO 17-20')).toMatch(/cover 1-20 once/);
    expect(parseReading('HR 1-17 / DO 18-19')).toMatch(/cover 1-20 once/);
    expect(parseReading('HR 1-17 DO 18-20')).toMatch(/not a result/);
    expect(parseReading('GB(lf)A')).toMatch(/not a result/);
    expect(parseReading('FLY(ss)B')).toMatch(/not a result/);
    expect(parseReading('DO*')).toMatch(/not a result/);
    expect(parseReading('SI •')).toMatch(/POW dot follows outs only/);
    expect(parseReading('BP SI')).toMatch(/BP marks a ballpark home run/);
  });
  it('read the supplementary stealing line', () => {
    expect(parseStealRating('*8-10/11,12 (19-14)')).toMatchObject({
      auto: true,
      lead: [8, 9, 10],
      out: [11, 12],
      first: 19,
      second: 14,
    });
    expect(parseStealRating('2-6/12 (15-9)')).toMatchObject({ auto: false, lead: [2, 3, 4, 5, 6], out: [12] });
    expect(parseStealRating('8-10/10,12 (19-14)'), 'a total both a lead and an out').toBeUndefined();
  });
});

describe('bad card sets name file, line and field', () => {
  it('a reading that is not one', () => {
    expect(problems((t) => t.replace('10: LO(ss)max, 11: DO(rf)', '10: LO(ss)maxx, 11: DO(rf)'))).toMatch(
      /set\.yaml:\d+: players\[0\]\.batting\.vsL\.2\.10: "LO\(ss\)maxx" is not a result/,
    );
  });
  it('a column missing a total, or listing one twice', () => {
    expect(problems((t) => t.replace("'3': { 2: SI(lf), 3: FLY(rf)A,", "'3': { 3: FLY(rf)A,"))).toMatch(
      /players\[0\]\.batting\.vsL\.3: a reading for every total 2-12 \(missing 2\)/,
    );
    expect(problems((t) => t.replace("'1': { 2: SI(cf), 3-4: SO,", "'1': { 2: SI(cf), 3-4: SO, 4: BB,"))).toMatch(
      /pitcherHitting\.1\.vsL\.1\.3-4: each total once \(4 is listed twice\)/,
    );
  });
  it('a POW dot on a batting card', () => {
    expect(problems((t) => t.replace('7: SO, 8: HR 1-17 / DO 18-20', '7: SO •, 8: HR 1-17 / DO 18-20'))).toMatch(
      /no POW dot on a batting card/,
    );
  });
  it('an e-rating beyond the fielding chart in use', () => {
    expect(problems((t) => t.replace('SS: { range: 2, error: 20 }', 'SS: { range: 2, error: 99 }'))).toMatch(
      /set\.yaml:\d+: players\(atl-ss\)\.fielding\.SS\.error: an e-rating the SS fielding chart has \(0-50; got 99\)/,
    );
  });
  it('a pitcher with neither batting columns nor a hitting card of the set', () => {
    expect(problems((t) => t.replace('hittingCard: 1', 'hittingCard: 4'))).toMatch(
      /players\[1\]\.pitching\.hittingCard: the number of a pitcher's hitting card/,
    );
  });
  it("a bad stealing line, a park that is not in the set, a defense naming another team's player", () => {
    expect(problems((t) => t.replace("stealing: '*8-10/11,12 (19-14)'", "stealing: '8-10 (19-14)'"))).toMatch(
      /\.stealing: a stealing line like/,
    );
    expect(
      problems((t) => t.replace('name: Atlanta (walk-through)', 'name: Atlanta (walk-through)\n    park: fenway')),
    ).toMatch(/teams\.ATL\.park: the id of a park in this set's parks \(no park "fenway"\)/);
    expect(problems((t) => t.replace('RF: atl-rf }', 'RF: juan-gonzalez }'))).toMatch(
      /teams\.ATL\.defense\.RF: the id of a ATL player/,
    );
  });
});

describe('bad tables name file, line and field', () => {
  const tableFile = (name: string, edit: (text: string) => string) => {
    const file = join(dir, `${name}.yaml`);
    const text = readFileSync(`src/games/strat/tables/${name}.yaml`, 'utf8');
    expect(edit(text)).not.toBe(text);
    writeFileSync(file, edit(text));
    return file;
  };
  const message = (overrides: Record<string, string>) => {
    try {
      stratTables(overrides);
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return (error as Error).message;
    }
    throw new Error('the bad table loaded');
  };
  it('a chart play naming an empty base, or two runners ending on one base', () => {
    expect(
      message({ groundball: tableFile('groundball', (t) => t.replace('A: R1 out; B out', 'A: R2 out; B out')) }),
    ).toMatch(/groundball\.yaml:\d+: plays\.1--\.A: R2 names an empty base/);
    expect(
      message({
        groundball: tableFile('groundball', (t) => t.replace('C: R2 +1; R1 +1; B out', 'C: R2 hold; R1 +1; B out')),
      }),
    ).toMatch(/plays\.12-\.C: R1 and R2 would both end on base 2/);
  });
  it('a fielding chart with a row missing or a total in two symbols', () => {
    expect(
      message({
        'fielding-chart': tableFile('fielding-chart', (t) => t.replace(/\n {4}20: \[G1 , G1 , G1 , G1 , G1\]/, '')),
      }),
    ).toMatch(/fielding-chart\.yaml:\d+: range\.P: a row for every d20 roll 1-20 \(missing 20\)/);
    expect(
      message({
        'fielding-chart': tableFile('fielding-chart', (t) =>
          t.replace(
            '15: { RP: [3], E1: [9, 12], E2: [4, 17, 18] }',
            '15: { RP: [3], E1: [9, 12], E2: [4, 12, 17, 18] }',
          ),
        ),
      }),
    ).toMatch(/3d6 totals in one symbol only \(12 is also E1\)/);
  });
  it('a symbols chart naming a result it does not define', () => {
    expect(
      message({
        'fielding-symbols': tableFile('fielding-symbols', (t) =>
          t.replace('SI1: { NO: SI1, E1: SI1+E1', 'SI1: { NO: SI1, E1: SI1+E9'),
        ),
      }),
    ).toMatch(/symbols\.SI1\.E1: the name of a result under "results" \(got "SI1\+E9"\)/);
  });
  it('an unknown table name', () => {
    expect(message({ groundballs: 'x.yaml' })).toMatch(/one of groundball, infield-in/);
  });
});

describe('the shipped fielding chart', () => {
  it('is what its reconstruction model writes (the model is its documentation)', () => {
    const shipped = parse(readFileSync('src/games/strat/tables/fielding-chart.yaml', 'utf8')) as {
      range: unknown;
      error: unknown;
    };
    const model = fieldingChartDocument();
    expect(shipped.range).toEqual(model.range);
    expect(shipped.error).toEqual(model.error);
  });
  it('honours the worked example and grows errors with the e-rating', () => {
    const tables = stratTables();
    expect(tables.fielding.range['1B'][4]![5]).toBe('SI1');
    expect(tables.fielding.error['1B'][15]![12]).toBe('E1');
    for (const [position, rows] of Object.entries(tables.fielding.error)) {
      // The chance of any error on an X play, in 216ths, never falls as the e-rating rises.
      const chances = rows.map((row) =>
        row.reduce(
          (sum, symbol, total) => sum + (symbol === 'NO' || symbol === 'RP' || total < 3 ? 0 : THREE_D6_WAYS[total]!),
          0,
        ),
      );
      for (let e = 1; e < chances.length; e++)
        expect(chances[e], `${position} e${e}`).toBeGreaterThanOrEqual(chances[e - 1]!);
    }
  });
});
