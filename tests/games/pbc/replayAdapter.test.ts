import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { InputError } from '../../../src/core/input/InputError.ts';
import type { PbcCard } from '../../../src/games/pbc/cards.ts';
import { batterHitAndRunGrade, pitcherHitAndRunGrade, replayCardOf } from '../../../src/games/pbc/replayAdapter.ts';
import { replayInfieldIn } from '../../../src/games/pbc/replayInfield.ts';
import { parseHits } from '../../../src/games/pbc/vocabulary.ts';
import pbc from '../../../src/games/pbc/index.ts';
import { pbcSet, pbcTables } from '../../helpers/inputs.ts';
import { card, chart, tables } from '../../helpers/pbc.ts';

const adapterFile = 'src/games/pbc/tables/replay-adapter.yaml';
/** The adapter table as its file says it, read apart from the code under test. */
const file = parse(readFileSync(adapterFile, 'utf8')) as Record<string, Record<string, number>>;
const gradesFile = parse(readFileSync('src/modules/replay/tables/hit-and-run-grades.yaml', 'utf8')) as Record<
  'batter' | 'pitcher',
  Record<string, number[]>
>;
const adapter = tables.replayAdapter;
const grades = tables.replay.hitAndRunGrades;
const hits = (text: string) => {
  const parsed = parseHits(text);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};
const adapted = (over: Partial<PbcCard>, advancedDefense = false) =>
  replayCardOf({ ...card('webb-slater'), ...over }, adapter, grades, advancedDefense);

describe("PBC's cards on Replay's scales, as replay-adapter.yaml reads them", () => {
  it('reads every skill -3..3 by the table: Bunt and Speed for every value', () => {
    for (const skill of [-3, -2, -1, 0, 1, 2, 3]) {
      const replay = adapted({ bunt: skill, speed: skill });
      expect(replay.bunt, `bunt ${skill}`).toBe(file.bunt![skill]);
      expect(replay.speed, `speed ${skill}`).toBe(file.speed![skill]);
    }
  });

  it('scales: Bunt 0 is the middle 3, Bunt 3 the best bunter (1); Speed 2 the fastest (5), Speed -1 a 2', () => {
    expect(adapted({ bunt: 0 }).bunt).toBe(3);
    expect(adapted({ bunt: 3 }).bunt).toBe(1);
    // Webb Slater: Speed 2, Bunt 1 (the walk-through card).
    expect(adapted({}).speed).toBe(5);
    expect(adapted({}).bunt).toBe(2);
    expect(adapted({ speed: -1 }).speed).toBe(2);
  });

  it("fielding: the standard Defense 0 (every rating 3) unless advanced-defense reads the card's", () => {
    // Webb Slater has Defense 1.
    expect(adapted({}).fielding.SS).toEqual({ defence: 3, error: 3, arm: 3 });
    const advanced = adapted({}, true);
    expect(advanced.fielding.SS).toEqual({ defence: file.defence![1], error: file.error![1], arm: file.arm![1] });
    // A good fielder: a low defence (1 is the best), a high error rating and arm (5 the best).
    expect(advanced.fielding.SS!.defence).toBeLessThan(3);
    expect(advanced.fielding.SS!.error).toBeGreaterThan(3);
    // PBC rates the man, not the position: the same ratings wherever he plays.
    expect(advanced.fielding.LF).toEqual(advanced.fielding.SS);
  });

  it("a catcher: his Defense on the catcher's scale (5 his best), also for a bunt fielded at C", () => {
    const catcher = adapted({ defense: 2, position: 'C' }, true);
    expect(catcher.catcher).toBe(file.catcher![2]);
    expect(catcher.catcher).toBeGreaterThan(3);
    expect(catcher.fielding.C!.defence).toBe(catcher.catcher);
  });

  it("hold: PBC has none, every pitcher holds at the table's 3", () => {
    expect(file.hold).toBe(3);
    expect(replayCardOf(card('luigi-ryle'), adapter, grades, false).hold).toBe(3);
  });

  it("a batter's H&R grade counts his hit rolls of 36: 10 A, 9 B, 7-8 C, fewer D", () => {
    // Ways of 36: 5 and 9 are 4 each, 11 is 2, 6 is 5, 7 is 6, 8 is 5, 12 is 1.
    expect(batterHitAndRunGrade(hits('5,9,11'), adapter)).toBe('A'); // 10
    expect(batterHitAndRunGrade(hits('5,9,12'), adapter)).toBe('B'); // 9
    expect(batterHitAndRunGrade(hits('6,11'), adapter)).toBe('C'); // 7
    expect(batterHitAndRunGrade(hits('7'), adapter)).toBe('D'); // 6
    expect(batterHitAndRunGrade(hits('12'), adapter)).toBe('D'); // a pitcher's 1
  });

  it("a pitcher's H&R grade counts his Out Chart's baserunners of 36: 4.5 A, 6.5 B, 8.5 C, more D", () => {
    // Luigi Ryle: BB on 2 and 12, a starred 1B on 3 (half of 2): 3.
    expect(pitcherHitAndRunGrade(card('luigi-ryle').pitching!.outChart, adapter)).toBe('A');
    expect(pitcherHitAndRunGrade(chart({ 6: 'BB' }), adapter)).toBe('B'); // 5
    expect(pitcherHitAndRunGrade(chart({ 7: '1B', 2: 'BB' }), adapter)).toBe('C'); // 7
    expect(pitcherHitAndRunGrade(chart({ 7: '1B', 6: 'BB' }), adapter)).toBe('D'); // 11
    expect(pitcherHitAndRunGrade(undefined, adapter)).toBe('D');
  });

  it("the six H&R results are the grades table's: a batter's by his grade, a pitcher's by his", () => {
    expect(adapted({ hits: hits('5,9,11') }).hitAndRun).toEqual(gradesFile.batter.A);
    expect(adapted({ hits: hits('7') }).hitAndRun).toEqual(gradesFile.batter.D);
    expect(replayCardOf(card('luigi-ryle'), adapter, grades, false).pitcherHitAndRun).toEqual(gradesFile.pitcher.A);
  });

  it("a card's own replay: block wins over the adapter, its catcher rating at C too", () => {
    const own = adapted({ replay: { bunt: 5, speed: 1, catcher: 2, defence: 1, hitAndRun: [1, 2, 3, 4, 5, 6] } });
    expect(own.bunt).toBe(5);
    expect(own.speed).toBe(1);
    expect(own.hitAndRun).toEqual([1, 2, 3, 4, 5, 6]);
    expect(own.fielding.SS!.defence).toBe(1);
    expect(own.catcher).toBe(2);
    expect(own.fielding.C!.defence).toBe(2);
  });

  it('infield In for a pitcher or a good bunter (Replay 1-2), else Not In', () => {
    expect(replayInfieldIn(2, false)).toBe(true);
    expect(replayInfieldIn(3, false)).toBe(false);
    expect(replayInfieldIn(5, true)).toBe(true);
  });
});

describe("Replay's tables among PBC's", () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-pbc-replay-'));
  const refused = (name: string, from: string, edit: (text: string) => string): string => {
    const text = readFileSync(from, 'utf8');
    const edited = edit(text);
    expect(edited, 'the edit changed nothing').not.toBe(text);
    const path = join(dir, `${name.replace('/', '-')}.yaml`);
    writeFileSync(path, edited);
    try {
      pbcTables({ [name]: path });
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return (error as Error).message;
    }
    throw new Error('the bad table loaded');
  };

  it('the game lists them as replay/<name>, and their files and hash count in the tables', () => {
    expect(pbc.tables.modules?.map((m) => m.id)).toEqual(['replay']);
    expect(tables.files['replay/squeeze-bunt']).toMatch(/squeeze-bunt\.yaml$/);
    expect(tables.files['replay-adapter']).toMatch(/replay-adapter\.yaml$/);
    const path = join(dir, 'umpire.yaml');
    writeFileSync(path, readFileSync('src/modules/replay/tables/umpire.yaml', 'utf8').replace('5: [3, 4', '5: [2, 4'));
    const replaced = pbcTables({ 'replay/umpire': path });
    expect(replaced.replay.umpire.safeUpTo[5]![0]).toBe(2);
    expect(replaced.hash).not.toBe(tables.hash);
  });

  it('a bad adapter table is refused naming the file, line and field', () => {
    expect(refused('replay-adapter', adapterFile, (t) => t.replace('bunt: { -3: 5,', 'bunt: { -3: 7,'))).toMatch(
      /replay-adapter\.yaml:\d+: bunt\.-3: /,
    );
    expect(refused('replay-adapter', adapterFile, (t) => t.replace('speed: { -3: 1, ', 'speed: { '))).toMatch(
      /replay-adapter\.yaml:\d+: speed: a rating for every skill -3\.\.3 \(missing -3\)/,
    );
    expect(refused('replay-adapter', adapterFile, (t) => t.replace('B: 6.5', 'B: 3'))).toMatch(
      /replay-adapter\.yaml:\d+: pitcherGrade\.B: at least A's 4\.5/,
    );
    expect(refused('replay-adapter', adapterFile, (t) => t.replace('hold: 3', 'hold: 0'))).toMatch(
      /replay-adapter\.yaml:\d+: hold: /,
    );
  });

  it("a bad Replay table is refused naming its file, as Replay's loader does", () => {
    const from = 'src/modules/replay/tables/umpire.yaml';
    expect(refused('replay/umpire', from, (t) => t.replace('5: [3, 4', '5: [9, 4'))).toMatch(
      /umpire\.yaml:\d+: speed\.5\[0\]/,
    );
  });
});

describe("a card's replay: block", () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-pbc-replay-card-'));
  const base = readFileSync('cards/pbc/walkthrough.yaml', 'utf8');
  const load = (edit: (text: string) => string) => {
    const path = join(dir, 'set.yaml');
    writeFileSync(path, edit(base));
    return pbcSet(path);
  };
  const withReplay = (block: string) => (t: string) =>
    t.replace('bunt: 1, defense: 1, open:', `bunt: 1, defense: 1, replay: ${block}, open:`);

  it('loads onto the card', () => {
    const set = load(withReplay('{ bunt: 1, hold: 4 }'));
    expect(set.players.find((p) => p.id === 'webb-slater')!.replay).toEqual({ bunt: 1, hold: 4 });
  });

  it('a rating outside 1-5 or an unknown rating is refused with file, line and field', () => {
    const problem = (block: string) => {
      try {
        load(withReplay(block));
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        return (error as Error).message;
      }
      throw new Error('the bad card loaded');
    };
    expect(problem('{ bunt: 6 }')).toMatch(/set\.yaml:2\d: players\[3\]\.replay\.bunt: /);
    expect(problem('{ steal: 2 }')).toMatch(/set\.yaml:2\d: players\[3\]\.replay/);
    expect(problem('{ hitAndRun: [1, 2, 3] }')).toMatch(/players\[3\]\.replay\.hitAndRun/);
  });
});
