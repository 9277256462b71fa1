import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { InputError } from '../../../src/core/input/InputError.ts';
import { NOBODY } from '../../../src/core/game/GameState.ts';
import { POSITIONS } from '../../../src/core/model/positions.ts';
import type { PineTarCard } from '../../../src/games/pinetar/cards.ts';
import {
  batterHitAndRunGrade,
  PineTarReplayCards,
  replayCardOf,
  strikeoutRolls,
} from '../../../src/games/pinetar/replayAdapter.ts';
import { SBO_GRADES, SPEEDS, type Grade } from '../../../src/games/pinetar/vocabulary.ts';
import { column, matchup, tables } from '../../helpers/pinetar.ts';
import { pineTarSet, pineTarTables } from '../../helpers/inputs.ts';

// Expected ratings come from the table files' own numbers (read here as plain YAML) or from facts stated in the
// adapter's `chosen:`, never from the adapter's output.
const ADAPTER = 'src/games/pinetar/tables/replay-adapter.yaml';
const shipped = readFileSync(ADAPTER, 'utf8');
const table = parse(shipped) as {
  bunt: { bounds: number[]; ratings: number[]; N: number };
  speed: Record<string, Record<string, number>>;
  defence: Record<string, number>;
  error: { bounds: number[]; ratings: number[] };
  arm: Record<string, number>;
  catcher: { bounds: number[]; ratings: number[]; none: number };
  hold: Record<string, number>;
  hitAndRun: { batter: { bounds: number[]; grades: string[] }; pitcher: Record<string, string> };
};
const grades = parse(readFileSync('src/modules/replay/tables/hit-and-run-grades.yaml', 'utf8')) as {
  batter: Record<string, number[]>;
  pitcher: Record<string, number[]>;
};
const dir = mkdtempSync(join(tmpdir(), 'cardlab-pinetar-replay-'));
const walkthrough = pineTarSet('cards/pinetar/walkthrough.yaml').players;
const bryant = walkthrough.find((p) => p.id === 'bryant')!;
const pitcher = walkthrough.find((p) => p.pitching)!;
const cardOf = (ratings: Partial<PineTarCard>): PineTarCard => ({ ...bryant, ...ratings });
const adapted = (ratings: Partial<PineTarCard>, on = tables) =>
  replayCardOf(cardOf(ratings), on.replayAdapter, on.replay);

/** A single column with `strikeouts` rolls of SO, the rest ground outs. */
const strikingOut = (strikeouts: number) => {
  const spec: Record<string, string> = { [`00-${String(99 - strikeouts).padStart(2, '0')}`]: 'GO-SS' };
  if (strikeouts > 0) spec[`${100 - strikeouts}-99`] = 'SO';
  const all = column(spec);
  return { vsL: all, vsR: all };
};

describe("the Replay adapter reads Pine Tar's cards through replay-adapter.yaml", () => {
  it('bunt: SHC through the bounds, the higher SHC the better bunter; SHC N takes the N rating', () => {
    const { bounds, ratings, N } = table.bunt;
    bounds.forEach((bound, i) => {
      expect(adapted({ shc: bound }).bunt).toBe(ratings[i]);
      expect(adapted({ shc: bound + 1 }).bunt).toBe(ratings[i + 1]);
    });
    expect(adapted({ shc: 'N' }).bunt).toBe(N);
    // The chosen text: SHC 50 (a batter who never sacrificed) bunts 5, SHC 90 bunts 1.
    expect([adapted({ shc: 50 }).bunt, adapted({ shc: 90 }).bunt]).toEqual([5, 1]);
  });

  it('speed: by speed letter and SBO grade, F runners of AA and A the fastest, S non-runners the slowest', () => {
    for (const speed of SPEEDS)
      for (const sbo of SBO_GRADES)
        expect(adapted({ speed, sbo }).speed, `${speed}/${sbo}`).toBe(table.speed[speed]![sbo]);
    expect([adapted({ speed: 'F', sbo: 'A' }).speed, adapted({ speed: 'M', sbo: 'C' }).speed]).toEqual([5, 3]);
    expect([adapted({ speed: 'F', sbo: 'C' }).speed, adapted({ speed: 'S', sbo: 'N' }).speed]).toEqual([4, 1]);
  });

  it('fielding: RG the defence, EC the error rating by its bounds, the arm letter; alike at every position', () => {
    for (const rg of ['pos', 'neu', 'neg'] as const)
      expect(adapted({ rg }).fielding.SS!.defence).toBe(table.defence[rg]);
    table.error.bounds.forEach((bound, i) => {
      expect(adapted({ ec: bound }).fielding['3B']!.error).toBe(table.error.ratings[i]);
      expect(adapted({ ec: bound + 1 }).fielding['3B']!.error).toBe(table.error.ratings[i + 1]);
    });
    // EC 3, the builder's value for P, C and 2B, is Replay's middle; an EC 9 fielder (always errs) its worst.
    expect([adapted({ ec: 3 }).fielding.P!.error, adapted({ ec: 9 }).fielding.P!.error]).toEqual([3, 1]);
    for (const arm of ['W', 'A', 'E'] as const) expect(adapted({ arm }).fielding.RF!.arm).toBe(table.arm[arm]);
    expect(bryant.arm).toBeUndefined(); // a third baseman prints no arm
    expect(adapted({}).fielding.LF!.arm).toBe(table.arm.none);
    const card = adapted({ rg: 'neg', ec: 4, arm: 'E' });
    for (const position of POSITIONS.filter((p) => p !== 'C'))
      expect(card.fielding[position], position).toEqual(card.fielding.LF);
  });

  it('catcher: AR by its bounds (negative the strongest arm), his defence behind the plate; none without AR', () => {
    table.catcher.bounds.forEach((bound, i) => {
      expect(adapted({ ar: bound }).catcher).toBe(table.catcher.ratings[i]);
      expect(adapted({ ar: bound + 1 }).catcher).toBe(table.catcher.ratings[i + 1]);
    });
    // The chosen text: -3 to 3 is 3, -10 to -4 is 4, at most -11 is 5; 4 to 10 is 2, above 10 is 1.
    expect([-9, 0, 6, 12, -11].map((ar) => adapted({ ar }).catcher)).toEqual([4, 3, 2, 1, 5]);
    expect(adapted({ ar: -9 }).fielding.C!.defence).toBe(4);
    expect(adapted({}).catcher).toBe(table.catcher.none);
  });

  it('hold by the throwing hand', () => {
    expect([adapted({ throws: 'L' }).hold, adapted({ throws: 'R' }).hold]).toEqual([table.hold.L, table.hold.R]);
  });

  it("a batter's H&R results: his strikeout rolls through the bounds onto a grade, that grade's six results", () => {
    const { bounds, grades: letters } = table.hitAndRun.batter;
    bounds.forEach((bound, i) => {
      expect(batterHitAndRunGrade({ columns: strikingOut(bound) }, tables.replayAdapter)).toBe(letters[i]);
      expect(batterHitAndRunGrade({ columns: strikingOut(bound + 1) }, tables.replayAdapter)).toBe(letters[i + 1]);
    });
    expect(adapted({ columns: strikingOut(10) }).hitAndRun).toEqual(grades.batter.A);
    expect(adapted({ columns: strikingOut(40) }).hitAndRun).toEqual(grades.batter.D);
    // Rizzo's walk-through columns: 13 rolls of SO (36-48) vs LHP; his grade follows the mean of both columns.
    const rizzo = walkthrough.find((p) => p.id === 'rizzo')!;
    expect(rizzo.columns.vsL.filter((r) => r.kind === 'SO')).toHaveLength(13);
    expect(strikeoutRolls({ columns: { vsL: rizzo.columns.vsL, vsR: rizzo.columns.vsL } })).toBe(13);
  });

  it("a pitcher's H&R results follow his grade of the moment; a card's own results stand at every grade", () => {
    const cards = new PineTarReplayCards(
      [cardOf({}), pitcher, { ...pitcher, replay: { pitcherHitAndRun: [1, 1, 1, 1, 1, 1] } }],
      tables,
    );
    const fielders = new Array<number>(POSITIONS.length).fill(NOBODY);
    for (const [grade, letter] of Object.entries(table.hitAndRun.pitcher)) {
      const m = matchup({ column: { '00-99': 'SO' }, grade: grade as Grade });
      expect(cards.parties(m, 1, fielders).pitcher.hitAndRun, grade).toEqual(grades.pitcher[letter]);
      expect(cards.parties(m, 2, fielders).pitcher.hitAndRun).toEqual([1, 1, 1, 1, 1, 1]);
    }
  });
});

describe("a card's own `replay:` ratings", () => {
  it('win over every rating the adapter reads, the catcher rating his defence behind the plate', () => {
    const own = {
      bunt: 2,
      speed: 1,
      hitAndRun: [3, 8, 9, 10, 19, 20],
      pitcherHitAndRun: [1, 2, 3, 4, 5, 6],
      hold: 5,
      defence: 1,
      error: 5,
      arm: 5,
      catcher: 2,
    };
    const card = adapted({ shc: 'N', speed: 'F', sbo: 'AA', ar: -20, replay: own });
    expect(card).toMatchObject({
      bunt: 2,
      speed: 1,
      hitAndRun: own.hitAndRun,
      pitcherHitAndRun: own.pitcherHitAndRun,
      hold: 5,
      catcher: 2,
    });
    expect(card.fielding.SS).toEqual({ defence: 1, error: 5, arm: 5 });
    expect(card.fielding.C).toEqual({ defence: 2, error: 5, arm: 5 });
    expect(adapted({ replay: { speed: 4 } }).bunt).toBe(adapted({}).bunt); // the rest stay the adapter's
  });

  it('a bad value is refused with its file, line and field', () => {
    const base = readFileSync('tests/fixtures/bad-cards/base.yaml', 'utf8');
    let files = 0;
    const load = (replay: string) => {
      const file = join(dir, `replay-${files++}.yaml`);
      writeFileSync(file, base.replace('    ec: 3\n', `    ec: 3\n    replay: ${replay}\n`));
      return () => pineTarSet(file);
    };
    expect(load('{ bunt: 2, speed: 5 }')().players[0]!.replay).toEqual({ bunt: 2, speed: 5 });
    expect(load('{ bunt: 6 }')).toThrow(InputError);
    expect(load('{ bunt: 6 }')).toThrow(/replay-\d+\.yaml:17: players\[0\]\.replay\.bunt: /);
    expect(load('{ hitAndRun: [1, 2, 3] }')).toThrow(/replay-\d+\.yaml:17: players\[0\]\.replay\.hitAndRun: /);
    expect(load('{ bunts: 1 }')).toThrow(/replay-\d+\.yaml:17: players\[0\]\.replay: .*bunts/);
  });
});

describe('the adapter table is data', () => {
  const replaced = (edit: (text: string) => string, name = 'replay-adapter.yaml') => {
    const file = join(dir, name);
    const text = edit(shipped);
    expect(text).not.toBe(shipped);
    writeFileSync(file, text);
    return file;
  };

  it("a user's table replaces the built-in one, and is in the tables' files and hash", () => {
    const file = replaced((t) => t.replace('F: { AA: 5, A: 5,', 'F: { AA: 2, A: 2,'));
    const own = pineTarTables({ 'replay-adapter': file });
    expect(adapted({ speed: 'F', sbo: 'A' }, own).speed).toBe(2);
    expect(own.files['replay-adapter']).toBe(file);
    expect(own.hash).not.toBe(tables.hash);
  });

  it("Replay's own tables come in as replay/<name>, replaceable, and in the files and hash", () => {
    const umpire = join(dir, 'umpire.yaml');
    const text = readFileSync('src/modules/replay/tables/umpire.yaml', 'utf8');
    writeFileSync(umpire, text.replace('5: [3, 4, 5, SAFE, SAFE]', '5: [4, 4, 5, SAFE, SAFE]'));
    const own = pineTarTables({ 'replay/umpire': umpire });
    expect(own.replay.umpire.safeUpTo[5]![0]).toBe(4);
    expect(own.files['replay/umpire']).toBe(umpire);
    expect(tables.files['replay/umpire']).toMatch(/umpire\.yaml$/);
    expect(own.hash).not.toBe(tables.hash);
  });

  it('a bad table is an InputError naming its file, line and field', () => {
    const descending = replaced((t) => t.replace('bounds: [51, 63, 73, 80]', 'bounds: [51, 73, 63, 80]'), 'a.yaml');
    expect(() => pineTarTables({ 'replay-adapter': descending })).toThrow(InputError);
    expect(() => pineTarTables({ 'replay-adapter': descending })).toThrow(
      /a\.yaml:\d+: bunt\.bounds: four bounds in ascending order/,
    );
    const tooFast = replaced((t) => t.replace('F: { AA: 5,', 'F: { AA: 6,'), 'b.yaml');
    expect(() => pineTarTables({ 'replay-adapter': tooFast })).toThrow(/b\.yaml:\d+: speed\.F\.AA: /);
    const noGrade = replaced((t) => t.replace('A+: A, A: A,', 'A+: A,'), 'c.yaml');
    expect(() => pineTarTables({ 'replay-adapter': noGrade })).toThrow(/c\.yaml:\d+: hitAndRun\.pitcher/);
    const badGrade = replaced((t) => t.replace('grades: [A, B, C, D]', 'grades: [A, B, C, E]'), 'd.yaml');
    expect(() => pineTarTables({ 'replay-adapter': badGrade })).toThrow(
      /d\.yaml:\d+: hitAndRun\.batter\.grades\[3\]: /,
    );
  });
});

describe('the parties of a plate appearance', () => {
  // League indices: 0 the batter (a switch hitter), 1 the pitcher, 2 a runner (F, SBO A), 3 the catcher (AR -9).
  const cards = [
    cardOf({ bats: 'S' }),
    pitcher,
    cardOf({ speed: 'F', sbo: 'A' }),
    cardOf({ ar: -9, rg: 'pos', ec: 2 }),
  ];
  const replayCards = new PineTarReplayCards(cards, tables);
  const fielders = new Array<number>(POSITIONS.length).fill(NOBODY);
  fielders[POSITIONS.indexOf('P')] = 1;
  fielders[POSITIONS.indexOf('C')] = 3;

  it('a switch hitter bats from the side away from the pitcher', () => {
    const against = (throws: 'L' | 'R') =>
      replayCards.parties(matchup({ column: { '00-99': 'SO' }, throws }), 1, fielders).batter.bats;
    expect([against('R'), against('L')]).toEqual(['L', 'R']);
  });

  it("reads the fielders where they stand, a runner's speed by his league index, the catcher's AR", () => {
    const parties = replayCards.parties(matchup({ column: { '00-99': 'SO' } }), 1, fielders);
    expect(parties.catcher).toBe(4);
    expect(parties.fielder('C')).toEqual({ defence: 4, error: table.error.ratings[1], arm: table.arm.none });
    expect(parties.fielder('SS')).toEqual({ defence: 3, error: 3, arm: 3 }); // nobody there: the middle of each scale
    expect([parties.speedOf(2), parties.speedOf(0)]).toEqual([5, 3]);
  });
});
