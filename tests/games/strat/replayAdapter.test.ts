import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/input/InputError.ts';
import { LEAGUE_FIELDERS } from '../../../src/games/strat/defense.ts';
import { replayCardOf, strikeoutChances } from '../../../src/games/strat/replayAdapter.ts';
import strat from '../../../src/games/strat/index.ts';
import { card, tables } from '../../helpers/strat.ts';
import { stratSet, stratTables } from '../../helpers/inputs.ts';

const dir = mkdtempSync(join(tmpdir(), 'cardlab-strat-replay-'));

/** A table file edited (the edit must change it), written where a user's replacement would be. */
function edited(path: string, name: string, edit: (text: string) => string): string {
  const original = readFileSync(path, 'utf8');
  const text = edit(original);
  expect(text, 'the edit changed nothing').not.toBe(original);
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, text);
  return file;
}

const ADAPTER = 'src/games/strat/tables/replay-adapter.yaml';
const adapterWith = (edit: (text: string) => string) =>
  stratTables({ 'replay-adapter': edited(ADAPTER, 'replay-adapter', edit) });

/** The message of the InputError `load` throws. */
function refusal(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('the bad input loaded');
}

describe("a Strat card on Replay's scales (tables/replay-adapter.yaml)", () => {
  // The six results of each grade, as src/modules/replay/tables/hit-and-run-grades.yaml prints them.
  const BATTER_C = [6, 6, 6, 7, 17, 17];
  const PITCHER_D = [1, 4, 5, 12, 15, 18];

  it("Juan Gonzalez: bunting D, H&R C, running 10, RF range 3 e6 arm -2, by the table's maps and bounds", () => {
    const gonzalez = replayCardOf(card('juan-gonzalez'), tables);
    // bunt D: 4; H&R C: the batter's grade C; speed bounds [7, 9, 12, 14]: 10 is past 9, within 12, the 3rd place.
    expect([gonzalez.bunt, gonzalez.speed, gonzalez.hitAndRun]).toEqual([4, 3, BATTER_C]);
    // RF: range 3 is defence 3; e6 within the outfield's third bound (7): 3; arm -2 at the second bound (-2): 4.
    expect(gonzalez.fielding.RF).toEqual({ defence: 3, error: 3, arm: 4 });
    // A switch hitter is right-handed on his card; a game gives each plate appearance his side.
    expect(gonzalez.bats).toBe('R');
  });

  it('out of position he is what Strat plays him as: range 5, the worst e-rating, arm +5 behind the plate', () => {
    const gonzalez = replayCardOf(card('juan-gonzalez'), tables);
    // SS: range 5 is defence 5; e50 (the chart's worst) is past the last SS bound (36): 1.
    expect(gonzalez.fielding.SS).toEqual({ defence: 5, error: 1, arm: 3 });
    // C: arm +5 is past the catcher's last bound (3): 1, his defence behind the plate too.
    expect(gonzalez.catcher).toBe(1);
    expect(gonzalez.fielding.C!.defence).toBe(1);
  });

  it('Tom Glavine: hold -3 is a 5; 20 strikeout chances of 108 make him a D for the hit and run; P range 1 e3', () => {
    const glavine = replayCardOf(card('tom-glavine'), tables);
    // His columns' SO by hand: vsL 6 + 11 + 5 = 22, vsR 6 + 6 + 6 = 18; the mean 20 is at the first bound (20): D.
    expect(strikeoutChances(card('tom-glavine').pitching!.columns)).toBe(20);
    expect(glavine.pitcherHitAndRun).toEqual(PITCHER_D);
    expect(glavine.hold).toBe(5);
    // P: range 1 is defence 1; e3 at the pitcher's second bound (3): 4. Bunting A is 1, running 8 a 2.
    expect(glavine.fielding.P).toEqual({ defence: 1, error: 4, arm: 3 });
    expect([glavine.bunt, glavine.speed]).toEqual([1, 2]);
  });

  it("Atlanta's catcher: arm -2 is a 4 (the catcher's scale), his defence where a bunt goes to him", () => {
    const catcher = replayCardOf(card('atl-c'), tables);
    expect(catcher.catcher).toBe(4);
    // e6 within the catcher's third bound (7): 3.
    expect(catcher.fielding.C).toEqual({ defence: 4, error: 3, arm: 4 });
  });

  it('a position player pitches with the Emergency Pitcher Card; a league stand-in fields like the league', () => {
    // The Emergency Pitcher Card: hold +9, past the last hold bound (5): 1; at P range 5, e51 (the chart's worst, 28,
    // past the pitcher's last bound, 12): 5 and 1.
    const gonzalez = replayCardOf(card('juan-gonzalez'), tables);
    expect(gonzalez.hold).toBe(1);
    expect(gonzalez.fielding.P).toEqual({ defence: 5, error: 1, arm: 3 });
    const standIn = replayCardOf(card('juan-gonzalez'), tables, true);
    // The league's shortstop: range 3, e18 (within the SS bounds' third, 24), no arm (0, a 3).
    expect(LEAGUE_FIELDERS.SS).toMatchObject({ range: 3, error: 18 });
    expect(standIn.fielding.SS).toEqual({ defence: 3, error: 3, arm: 3 });
  });

  it("a card's own `replay:` wins: its fielding at every position, its catcher rating behind the plate", () => {
    const own = { bunt: 1, speed: 5, hitAndRun: [20, 20, 20, 20, 20, 20], defence: 2, error: 5, catcher: 2 };
    const gonzalez = replayCardOf({ ...card('juan-gonzalez'), replay: own }, tables);
    expect([gonzalez.bunt, gonzalez.speed, gonzalez.hitAndRun]).toEqual([1, 5, own.hitAndRun]);
    expect(gonzalez.fielding.RF).toEqual({ defence: 2, error: 5, arm: 4 });
    expect(gonzalez.fielding.SS).toEqual({ defence: 2, error: 5, arm: 3 });
    expect([gonzalez.catcher, gonzalez.fielding.C!.defence]).toEqual([2, 2]);
  });

  it("reads the table in use: a user's maps and bounds, and Replay's own grades replaced", () => {
    const mine = adapterWith((t) =>
      t
        .replace('bunt: { A: 1, B: 2, C: 3, D: 4 }', 'bunt: { A: 1, B: 2, C: 3, D: 5 }')
        .replace('speed: { bounds: [7, 9, 12, 14]', 'speed: { bounds: [7, 9, 10, 14]'),
    );
    const gonzalez = replayCardOf(card('juan-gonzalez'), mine);
    expect([gonzalez.bunt, gonzalez.speed]).toEqual([5, 3]);
    expect(replayCardOf(card('atl-2b'), mine).speed).toBe(4); // running 12 is now past 10
    const grades = edited('src/modules/replay/tables/hit-and-run-grades.yaml', 'hit-and-run-grades', (t) =>
      t.replace('C: [6, 6, 6, 7, 17, 17]', 'C: [1, 2, 3, 4, 5, 6]'),
    );
    const replaced = stratTables({ 'replay/hit-and-run-grades': grades });
    expect(replayCardOf(card('juan-gonzalez'), replaced).hitAndRun).toEqual([1, 2, 3, 4, 5, 6]);
    expect(replaced.files['replay/hit-and-run-grades']).toBe(grades);
    expect(replaced.hash).not.toBe(tables.hash);
  });
});

describe('bad input names file, line and field', () => {
  it('an adapter table with bounds out of order, a rating short, a rating off the scale, a grade missing', () => {
    expect(refusal(() => adapterWith((t) => t.replace('[7, 9, 12, 14]', '[7, 12, 9, 14]')))).toMatch(
      /replay-adapter\.yaml:\d+: speed\.bounds: bounds in ascending order/,
    );
    expect(
      refusal(() =>
        adapterWith((t) =>
          t.replace(
            'hold: { bounds: [-3, -1, 2, 5], ratings: [5, 4, 3, 2, 1] }',
            'hold: { bounds: [-3, -1, 2, 5], ratings: [5, 4, 3, 2] }',
          ),
        ),
      ),
    ).toMatch(/replay-adapter\.yaml:\d+: hold\.ratings: one rating more than bounds \(5; got 4\)/);
    expect(refusal(() => adapterWith((t) => t.replace('bunt: { A: 1,', 'bunt: { A: 6,')))).toMatch(
      /replay-adapter\.yaml:\d+: bunt\.A: .*<=5/,
    );
    expect(
      refusal(() =>
        adapterWith((t) => t.replace('hitAndRun: { A: A, B: B, C: C, D: D }', 'hitAndRun: { A: A, B: B, C: C }')),
      ),
    ).toMatch(/replay-adapter\.yaml:\d+: hitAndRun\.D: .*"A"\|"B"\|"C"\|"D"/);
  });

  it("a Replay chart replaced through Strat's tables is Replay's to refuse", () => {
    const umpire = edited('src/modules/replay/tables/umpire.yaml', 'umpire', (t) =>
      t.replace('3: [1, 2, 3, 4, 5]', '3: [1, 2, 3, 4]'),
    );
    expect(refusal(() => stratTables({ 'replay/umpire': umpire }))).toMatch(
      /umpire\.yaml:\d+: speed\.3: .*exactly 5 items/,
    );
  });

  it("a card's `replay:` rating off Replay's 1-5, at the card's line", () => {
    const set = edited('cards/strat/walkthrough.yaml', 'set', (t) =>
      t.replace('    bunting: D\n    hitAndRun: C\n', '    bunting: D\n    hitAndRun: C\n    replay: { bunt: 7 }\n'),
    );
    const message = refusal(() => stratSet(set));
    expect(message).toMatch(/set\.yaml:(\d+): players\[0\]\.replay\.bunt: .*<=5/);
    const line = Number(/set\.yaml:(\d+)/.exec(message)![1]);
    expect(readFileSync(set, 'utf8').split('\n')[line - 1]).toMatch(/replay: \{ bunt: 7 \}/);
    expect(stratSet('cards/strat/walkthrough.yaml').players[0]!.replay).toBeUndefined();
  });

  it('a good `replay:` block loads onto the card', () => {
    const set = edited('cards/strat/walkthrough.yaml', 'good', (t) =>
      t.replace(
        '    bunting: D\n    hitAndRun: C\n',
        '    bunting: D\n    hitAndRun: C\n    replay: { bunt: 2, speed: 4 }\n',
      ),
    );
    expect(stratSet(set).players[0]!.replay).toEqual({ bunt: 2, speed: 4 });
    expect(strat.optionalRules!.map((rule) => rule.name)).toContain('replay-squeeze');
  });
});
