import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { ExactResult } from '../../../src/core/model/PlayEvent.ts';
import type { CheckSubject } from '../../../src/core/GameSystem.ts';
import { type CardSide, type StratCard, type StratCardSet } from '../../../src/games/strat/cards.ts';
import { LEAGUE_PITCHING, leagueDefense } from '../../../src/games/strat/defense.ts';
import type { StratFielder } from '../../../src/games/strat/matchup.ts';
import { matchupOf, stratCheckPlan, stratMatchup } from '../../../src/games/strat/plan.ts';
import { InputError } from '../../../src/core/input/InputError.ts';
import { EMPTY, type BaseOutState } from '../../../src/core/model/baseOut.ts';
import type { Position } from '../../../src/core/model/positions.ts';
import { stratSet, stratTables } from '../../helpers/inputs.ts';

const CUBS = 'cards/strat/2016-cubs.yaml';
const WALKTHROUGH = 'cards/strat/walkthrough.yaml';
const dir = mkdtempSync(join(tmpdir(), 'cardlab-strat-league-'));
const tables = stratTables();

/**
 * The Cubs file as plain data (the `yaml` package, not the code under test): the source of every expected value below.
 */
interface RawLine {
  PA: number;
}
interface RawTargets {
  season: RawLine;
  vsL?: RawLine;
  vsR?: RawLine;
}
interface RawCard {
  id: string;
  name: string;
  team: string;
  bats: 'L' | 'R' | 'S';
  throws: 'L' | 'R';
  targets?: RawTargets;
  pitching?: { targets?: RawTargets };
}
interface RawSet {
  teams: Record<string, unknown>;
  pitcherHitting: Record<string, unknown>;
  league: {
    name: string;
    states: Record<string, number>;
    pitchers: Record<'L' | 'R', { weight: number }>;
    batters: Record<'L' | 'R', { weight: number }>;
  };
  players: RawCard[];
}
const rawCubs = parse(readFileSync(CUBS, 'utf8')) as RawSet;
const cubs = stratSet(CUBS);

/** A state written bases/outs ("1-3/1"), read here by hand: runners get ids 1, 2, 3 by base. */
function stateOf(text: string): BaseOutState {
  const [bases = '', outs = ''] = text.split('/');
  return {
    outs: Number(outs),
    bases: [bases[0] === '1' ? 1 : EMPTY, bases[1] === '2' ? 2 : EMPTY, bases[2] === '3' ? 3 : EMPTY],
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// 1. Bad league blocks
// ---------------------------------------------------------------------------------------------------------------------

/** A map inside plain parsed data, by keys; throws when the path is not there (so an edit cannot silently miss). */
function at(tree: unknown, path: readonly string[]): Record<string, unknown> {
  let node = tree;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !(key in node))
      throw new Error(`no ${path.join('.')} in the test set`);
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node !== 'object' || node === null) throw new Error(`${path.join('.')} is not a map`);
  return node as Record<string, unknown>;
}

/**
 * A minimal set: the Cubs' league block, pitcher's hitting cards and team, and two players (Bryant bats, Lester
 * pitches). A fresh deep copy each call.
 */
function minimalSet(): Record<string, unknown> {
  return structuredClone({
    game: 'strat',
    name: 'league block test set',
    teams: rawCubs.teams,
    pitcherHitting: rawCubs.pitcherHitting,
    league: rawCubs.league,
    players: rawCubs.players.filter((p) => p.id === 'bryant' || p.id === 'lester'),
  });
}

/**
 * The 1-based line of the key at `path` in block YAML as `yaml.stringify` writes it: each key on its own line, a
 * map's keys one indent deeper than its own key. Quoted and bare keys both match.
 */
function keyLine(text: string, path: readonly string[]): number {
  const lines = text.split('\n');
  let from = 0;
  let indent = -1;
  for (const key of path) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    const pattern = new RegExp(`^ *(?:${escaped}|"${escaped}"|'${escaped}'):(?: |$)`);
    let childIndent: number | undefined;
    let found = -1;
    for (let i = from; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.trim() === '') continue;
      const lead = line.length - line.trimStart().length;
      if (lead <= indent) break;
      childIndent ??= lead;
      if (lead === childIndent && pattern.test(line)) {
        found = i;
        break;
      }
    }
    if (found < 0) throw new Error(`key ${path.join('.')} not found in the written set`);
    indent = childIndent!;
    from = found + 1;
  }
  return from;
}

/**
 * The line a field's value starts on: the key's own line for a scalar, the first line of a nested block map. That is
 * where the house's errors point (tests/cards.test.ts pins an unrecognised key at its map's first line).
 */
function valueLine(text: string, path: readonly string[]): number {
  const line = keyLine(text, path);
  const lines = text.split('\n');
  const inline = lines[line - 1]!.replace(/^[^:]*:/, '').trim();
  return inline === '' ? line + 1 : line;
}

let written = 0;
/** Writes the minimal set after `edit` and returns the set's file and text. */
function writeSet(edit: (set: Record<string, unknown>) => void): { file: string; text: string } {
  const set = minimalSet();
  const before = stringify(set);
  edit(set);
  const text = stringify(set);
  expect(text, 'the edit changed nothing').not.toBe(before);
  const file = join(dir, `set-${++written}.yaml`);
  writeFileSync(file, text);
  return { file, text };
}

/** The one problem loading a set raises (its InputError must list exactly one). */
function problemOf(file: string): { file: string; line: number; field: string; expected: string } {
  try {
    stratSet(file);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    const { problems, message } = error as InputError;
    expect(problems, message).toHaveLength(1);
    const problem = problems[0]!;
    expect(message).toBe(`${problem.file}:${problem.line}: ${problem.field}: ${problem.expected}`);
    return problem;
  }
  throw new Error(`${file} loaded`);
}

/** Writes the edited set and checks its error names the file, the line of `linePath` and the field `field`. */
function expectProblem(
  edit: (set: Record<string, unknown>) => void,
  linePath: readonly string[],
  field: string,
  expected: RegExp,
): void {
  const { file, text } = writeSet(edit);
  const problem = problemOf(file);
  expect(problem).toEqual({ file, line: valueLine(text, linePath), field, expected: expect.stringMatching(expected) });
}

describe('a league block in a set', () => {
  it('loads from the minimal set, 24 states and both hands, as the file gives them', () => {
    const { file } = writeSet((set) => {
      set.name = 'the minimal set';
    });
    const league = stratSet(file).league!;
    expect(league.name).toBe('2016 MLB');
    expect(league.states).toHaveLength(24);
    expect(league.states).toEqual(
      Object.entries(rawCubs.league.states).map(([text, weight]) => ({ state: stateOf(text), weight })),
    );
    expect(league.pitchers.L.weight).toBe(rawCubs.league.pitchers.L.weight);
    expect(league.batters.R.weight).toBe(rawCubs.league.batters.R.weight);
  });
});

describe('a bad league block names file, line and field', () => {
  it('a state key that is not a base-out state', () => {
    for (const key of ['1-4/0', '---/3']) {
      expectProblem(
        (set) => {
          at(set, ['league', 'states'])[key] = 0.01;
        },
        ['league', 'states', key],
        `league.states.${key}`,
        new RegExp(`a base-out state like "1-3/1" \\(got "${key.replace(/[/-]/g, '\\$&')}"\\)`),
      );
    }
  });
  it('a negative state share', () => {
    expectProblem(
      (set) => {
        at(set, ['league', 'states'])['1-3/1'] = -0.011464;
      },
      ['league', 'states', '1-3/1'],
      'league.states.1-3/1',
      />=\s*0/,
    );
  });
  it('every state share 0', () => {
    expectProblem(
      (set) => {
        const states = at(set, ['league', 'states']);
        for (const key of Object.keys(states)) states[key] = 0;
      },
      ['league', 'states'],
      'league.states',
      /at least one state with a share above 0/,
    );
  });
  it.each(['pitchers', 'batters'])(
    '%s of both hands weighted 0 (a card without split lines would weigh its strata 0/0)',
    (group) => {
      expectProblem(
        (set) => {
          at(set, ['league', group, 'L']).weight = 0;
          at(set, ['league', group, 'R']).weight = 0;
        },
        ['league', group, 'L', 'weight'],
        `league.${group}.L.weight`,
        /a share above 0 for L or R/,
      );
    },
  );
  it('a missing L or R pitcher', () => {
    for (const hand of ['L', 'R']) {
      expectProblem(
        (set) => {
          delete at(set, ['league', 'pitchers'])[hand];
        },
        ['league', 'pitchers'],
        `league.pitchers.${hand}`,
        /expected object/,
      );
    }
  });
  it('a pitcher side missing a column', () => {
    expectProblem(
      (set) => {
        delete at(set, ['league', 'pitchers', 'R', 'columns', 'vsL'])['5'];
      },
      ['league', 'pitchers', 'R', 'columns', 'vsL'],
      'league.pitchers.R.columns.vsL',
      /^column 5$/,
    );
  });
  it('a pitcher column missing a total', () => {
    expectProblem(
      (set) => {
        const column = at(set, ['league', 'pitchers', 'L', 'columns', 'vsR', '6']);
        expect(column['12'], 'total 12 is its own row in the shipped column').toBeTypeOf('string');
        delete column['12'];
      },
      ['league', 'pitchers', 'L', 'columns', 'vsR', '6'],
      'league.pitchers.L.columns.vsR.6',
      /a reading for every total 2-12 \(missing 12\)/,
    );
  });
  it('a reading that does not parse, on a league pitcher and a league batter', () => {
    expectProblem(
      (set) => {
        at(set, ['league', 'pitchers', 'L', 'columns', 'vsL', '5'])['3'] = 'FLY(lf)Q';
      },
      ['league', 'pitchers', 'L', 'columns', 'vsL', '5', '3'],
      'league.pitchers.L.columns.vsL.5.3',
      /"FLY\(lf\)Q" is not a result/,
    );
    expectProblem(
      (set) => {
        at(set, ['league', 'batters', 'R', 'batting', 'vsR', '2'])['7'] = 'SO •';
      },
      ['league', 'batters', 'R', 'batting', 'vsR', '2', '7'],
      'league.batters.R.batting.vsR.2.7',
      /no POW dot on a batting card/,
    );
  });
  it('an extra key, in the block and in a pitcher', () => {
    expectProblem(
      (set) => {
        at(set, ['league']).era = 'statcast';
      },
      ['league'],
      'league',
      /Unrecognized key: "era"/,
    );
    expectProblem(
      (set) => {
        at(set, ['league', 'pitchers', 'L']).grade = 'A';
      },
      ['league', 'pitchers', 'L'],
      'league.pitchers.L',
      /Unrecognized key: "grade"/,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// 2. The check plan against the league, and against the set
// ---------------------------------------------------------------------------------------------------------------------

const rawOf = (id: string): RawCard => rawCubs.players.find((p) => p.id === id)!;
const rawBatters = rawCubs.players.filter((p) => !p.pitching);
const rawPitchers = rawCubs.players.filter((p) => p.pitching);
/** The printed split PA of a target line (an absent split is none). */
const splitPA = (targets: RawTargets | undefined) => ({ L: targets?.vsL?.PA ?? 0, R: targets?.vsR?.PA ?? 0 });
/** The league's state mix as the file prints it. */
const leagueStates = Object.entries(rawCubs.league.states).map(([text, weight]) => ({ state: stateOf(text), weight }));
const strataOf = (subject: CheckSubject) =>
  subject.strata.map((s) => ({ label: s.label, split: s.split, weight: s.weight }));

/**
 * The strata a card should have against the league: one per hand (pitcher's hand for a batter, batter's side for a
 * pitcher) with a share of his printed split PA above 0, weighted by that share. Shares are a quotient of two whole
 * numbers, correctly rounded, so compared exactly.
 */
function expectedLeagueStrata(
  pa: { L: number; R: number },
  kind: 'P' | 'B',
): { label: string; split: string; weight: number }[] {
  const total = pa.L + pa.R;
  return (['L', 'R'] as const)
    .filter((hand) => pa[hand] > 0)
    .map((hand) => ({ label: `league ${hand}H${kind}`, split: `vs${hand}`, weight: pa[hand] / total }));
}

describe('the check plan of a set with a league block', () => {
  const plan = stratCheckPlan(cubs, tables, {});
  const subject = (id: string) => plan.find((s) => s.id === id)!;

  it('checks every card of the file once, batters as batters and pitchers as pitchers', () => {
    expect(plan.map((s) => [s.id, s.role])).toEqual(
      rawCubs.players.map((p) => [p.id, p.pitching ? 'pitcher' : 'batter']),
    );
  });

  it('plays each batter against the league pitcher of each hand, by his printed split PA', () => {
    for (const raw of rawBatters)
      expect(strataOf(subject(raw.id)), raw.id).toEqual(expectedLeagueStrata(splitPA(raw.targets), 'P'));
    // Bryant: 186 PA against left-handers, 513 against right-handers.
    expect(strataOf(subject('bryant'))).toEqual([
      { label: 'league LHP', split: 'vsL', weight: 186 / 699 },
      { label: 'league RHP', split: 'vsR', weight: 513 / 699 },
    ]);
    // Every batter but Schwarber (5 PA, all against right-handers: no vsL line) meets both hands; Schwarber meets the
    // right-hander alone, with all his weight.
    expect(rawBatters.filter((raw) => subject(raw.id).strata.length !== 2).map((raw) => raw.id)).toEqual(['schwarber']);
    expect(rawOf('schwarber').targets?.vsL).toBeUndefined();
    expect(strataOf(subject('schwarber'))).toEqual([{ label: 'league RHP', split: 'vsR', weight: 1 }]);
  });

  it('plays each pitcher against the league batter of each side, by his printed split PA', () => {
    for (const raw of rawPitchers)
      expect(strataOf(subject(raw.id)), raw.id).toEqual(expectedLeagueStrata(splitPA(raw.pitching!.targets), 'B'));
    // Lester: 179 batters faced from the left side, 617 from the right.
    expect(strataOf(subject('lester'))).toEqual([
      { label: 'league LHB', split: 'vsL', weight: 179 / 796 },
      { label: 'league RHB', split: 'vsR', weight: 617 / 796 },
    ]);
    expect(rawPitchers.every((raw) => subject(raw.id).strata.length === 2)).toBe(true);
  });

  it('falls back to the league weights of the hands for a card with no split lines', () => {
    const strip = (targets: StratCard['targets']) => targets && { season: targets.season };
    const players = cubs.players.map((card) =>
      card.id === 'bryant'
        ? { ...card, targets: strip(card.targets) }
        : card.id === 'lester'
          ? { ...card, pitching: { ...card.pitching!, targets: strip(card.pitching!.targets) } }
          : card.id === 'rizzo'
            ? { ...card, targets: undefined }
            : card,
    );
    const stripped = stratCheckPlan({ ...cubs, players }, tables, {});
    const byId = (id: string) => strataOf(stripped.find((s) => s.id === id)!);
    // The league weights are decimals of the file (0.260066 / 0.739934 and so on); the share is the weight over the
    // two hands' sum, the same two doubles divided the same way, so exact.
    const pitchers = rawCubs.league.pitchers;
    const batters = rawCubs.league.batters;
    const leftHanders = pitchers.L.weight / (pitchers.L.weight + pitchers.R.weight);
    const rightHanders = pitchers.R.weight / (pitchers.L.weight + pitchers.R.weight);
    for (const id of ['bryant', 'rizzo']) {
      expect(byId(id), id).toEqual([
        { label: 'league LHP', split: 'vsL', weight: leftHanders },
        { label: 'league RHP', split: 'vsR', weight: rightHanders },
      ]);
    }
    expect(byId('lester')).toEqual([
      { label: 'league LHB', split: 'vsL', weight: batters.L.weight / (batters.L.weight + batters.R.weight) },
      { label: 'league RHB', split: 'vsR', weight: batters.R.weight / (batters.L.weight + batters.R.weight) },
    ]);
    // A sanity bound on the file's numbers (not the code's): about a quarter of plate appearances came against
    // left-handers.
    expect(leftHanders).toBeGreaterThan(0.2);
    expect(leftHanders).toBeLessThan(0.3);
  });

  it("starts every card from the league block's states, by their shares", () => {
    expect(leagueStates).toHaveLength(24);
    expect(
      leagueStates.find(
        (s) => s.state.outs === 1 && s.state.bases[0] === 1 && s.state.bases[1] === EMPTY && s.state.bases[2] === 3,
      )?.weight,
    ).toBe(rawCubs.league.states['1-3/1']);
    for (const s of plan) expect(s.states, s.id).toEqual(leagueStates);
  });

  it('starts from `--state` instead, still against the league', () => {
    const state: BaseOutState = { outs: 1, bases: [1, EMPTY, 3] };
    const overridden = stratCheckPlan(cubs, tables, { state });
    for (const s of overridden) {
      expect(s.states, s.id).toEqual([{ state: { outs: 1, bases: [1, EMPTY, 3] }, weight: 1 }]);
      expect(
        s.strata.map((x) => x.label).every((label) => label.startsWith('league ')),
        s.id,
      ).toBe(true);
    }
    expect(strataOf(overridden.find((s) => s.id === 'bryant')!)).toEqual(strataOf(subject('bryant')));
  });

  it("with `against: set`, plays the set's own cards: the Cubs alone play the Cubs, from the bases empty", () => {
    const own = stratCheckPlan(cubs, tables, { against: 'set' });
    const pitcherPA = rawPitchers.reduce((sum, p) => sum + p.pitching!.targets!.season.PA, 0);
    const batterPA = rawBatters.reduce((sum, b) => sum + b.targets!.season.PA, 0);
    const empty = [{ state: { outs: 0, bases: [EMPTY, EMPTY, EMPTY] }, weight: 1 }];
    for (const s of own) {
      expect(s.states, s.id).toEqual(empty);
      const raw = rawOf(s.id);
      if (!raw.pitching) {
        expect(strataOf(s), s.id).toEqual(
          rawPitchers.map((p) => ({
            label: p.name,
            split: `vs${p.throws}`,
            weight: p.pitching!.targets!.season.PA / pitcherPA,
          })),
        );
      } else {
        // A switch hitter bats from the side opposite the pitcher's hand.
        const side = (b: RawCard) => (b.bats === 'S' ? (raw.throws === 'L' ? 'R' : 'L') : b.bats);
        expect(strataOf(s), s.id).toEqual(
          rawBatters.map((b) => ({ label: b.name, split: `vs${side(b)}`, weight: b.targets!.season.PA / batterPA })),
        );
      }
    }
  });

  it("with `against: set` and two teams, plays the other team's cards", () => {
    const cleveland = stratSet('cards/strat/2016-cleveland.yaml');
    // Prefixed ids: the two files were built apart and share last names (both have a "ramirez").
    const guests = cleveland.players.map((card) => ({ ...card, id: `cle-${card.id}` }));
    const both: StratCardSet = {
      ...cubs,
      teams: { ...cubs.teams, ...cleveland.teams },
      players: [...cubs.players, ...guests],
    };
    const rawCleveland = parse(readFileSync('cards/strat/2016-cleveland.yaml', 'utf8')) as RawSet;
    const plan2 = stratCheckPlan(both, tables, { against: 'set' });
    const bryant = plan2.find((s) => s.id === 'bryant')!;
    expect(bryant.strata.map((s) => s.label)).toEqual(
      rawCleveland.players.filter((p) => p.pitching).map((p) => p.name),
    );
    const kluber = plan2.find((s) => s.id === 'cle-kluber')!;
    expect(kluber.strata.map((s) => s.label)).toEqual(rawBatters.map((b) => b.name));
    // The league is still the default when both carry one.
    expect(
      stratCheckPlan(both, tables, {})
        .find((s) => s.id === 'cle-kluber')!
        .strata.map((s) => s.label),
    ).toEqual(['league LHB', 'league RHB']);
  });

  it('`against: league` on a set without a league block is a RangeError naming the file', () => {
    const walkthrough = stratSet(WALKTHROUGH);
    expect(walkthrough.league).toBeUndefined();
    let thrown: unknown;
    try {
      stratCheckPlan(walkthrough, tables, { against: 'league' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RangeError);
    expect((thrown as Error).message).toContain(WALKTHROUGH);
    // Without the option the same set plays its own teams.
    expect(
      stratCheckPlan(walkthrough, tables, {})
        .find((s) => s.id === 'juan-gonzalez')!
        .strata.map((s) => s.label),
    ).toEqual(['Tom Glavine']);
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// 3. What the league strata play
// ---------------------------------------------------------------------------------------------------------------------

const split = (hand: 'L' | 'R') => (hand === 'L' ? 'vsL' : 'vsR');
const distributionOf = (subject: CheckSubject, label: string, state: string): ExactResult[] => {
  const stratum = subject.strata.find((s) => s.label === label);
  if (!stratum) throw new Error(`${subject.id} has no stratum ${label}`);
  return stratum.matchup.distribution!(stateOf(state));
};
/** The chance a plate appearance has an error in it (whoever made it). */
const errorChance = (distribution: readonly ExactResult[]) =>
  distribution.reduce((sum, r) => sum + (r.pa.events.some((e) => e.error !== undefined) ? r.probability : 0), 0);

/** A batter's own columns against the league pitcher of a hand: league fielders and ratings, the neutral park. */
function batterVsLeague(
  set: StratCardSet,
  card: StratCard,
  hand: 'L' | 'R',
  columns: CardSide = card.batting![split(hand)],
) {
  return matchupOf(
    stratMatchup(
      { card, columns },
      { throws: hand, columns: set.league!.pitchers[hand].columns, ...LEAGUE_PITCHING },
      leagueDefense(),
      tables.neutralPark,
      tables,
    ),
  );
}

/**
 * A pitcher against the league batter of a side: that batter bats from `side` with normal power and the average
 * runner's rating 12 ("1-12", as a check's base runners run); the pitcher's own fielding at P, league fielders
 * elsewhere.
 */
function pitcherVsLeague(set: StratCardSet, pitcher: StratCard, side: 'L' | 'R', atPitcher: Partial<StratFielder>) {
  const batting = set.league!.batters[side].batting;
  const batter: StratCard = {
    id: 'league-batter',
    name: 'league batter',
    team: '',
    bats: side,
    throws: side,
    fielding: {},
    running: 12,
    bunting: 'C',
    hitAndRun: 'C',
    power: { vsL: 'N', vsR: 'N' },
    batting,
    line: 0,
  };
  const defense: Record<Position, StratFielder> = leagueDefense();
  defense.P = { range: 3, error: 4, arm: 0, pb: 0, t: 0, ...atPitcher };
  const { wp, balk, hold, columns } = pitcher.pitching!;
  return matchupOf(
    stratMatchup(
      { card: batter, columns: batting[split(pitcher.throws)] },
      { throws: pitcher.throws, columns, wp, balk, hold },
      defense,
      tables.neutralPark,
      tables,
    ),
  );
}

describe('the league strata', () => {
  const plan = stratCheckPlan(cubs, tables, {});
  const subject = (id: string) => plan.find((s) => s.id === id)!;
  const card = (set: StratCardSet, id: string) => set.players.find((p) => p.id === id)!;

  it("read a batter's own columns against the league pitcher of that hand (right, left and switch hitters)", () => {
    const cases: [string, string[]][] = [
      ['bryant', ['---/0']],
      ['rizzo', ['---/0']],
      ['zobrist', ['---/0', '1-3/1']],
    ];
    for (const [id, states] of cases) {
      const batter = card(cubs, id);
      for (const hand of ['L', 'R'] as const) {
        for (const state of states) {
          const planned = distributionOf(subject(id), `league ${hand}HP`, state);
          expect(planned, `${id} vs league ${hand}HP from ${state}`).toEqual(
            batterVsLeague(cubs, batter, hand).distribution!(stateOf(state)),
          );
        }
      }
      // The comparison tells the hands apart: the other hand's pitcher (and his other columns) play differently.
      const vsLeft = distributionOf(subject(id), 'league LHP', '---/0');
      expect(vsLeft, `${id}: the right-hander's columns`).not.toEqual(
        batterVsLeague(cubs, batter, 'R', batter.batting!.vsL).distribution!(stateOf('---/0')),
      );
      expect(vsLeft, `${id}: his vs-RHP columns`).not.toEqual(
        batterVsLeague(cubs, batter, 'L', batter.batting!.vsR).distribution!(stateOf('---/0')),
      );
    }
  });

  it(
    'put a pitcher against the league batter of each side, ' + 'with his own P rating and league fielders elsewhere',
    () => {
      const cases: [string, string[]][] = [
        ['lester', ['---/0']],
        // A runner on first: the league batter's own running counts (beating out the double play).
        ['arrieta', ['---/0', '1--/1']],
      ];
      for (const [id, states] of cases) {
        const pitcher = card(cubs, id);
        const ownP = { range: pitcher.fielding.P!.range, error: pitcher.fielding.P!.error };
        for (const side of ['L', 'R'] as const) {
          for (const state of states) {
            const planned = distributionOf(subject(id), `league ${side}HB`, state);
            expect(planned, `${id} vs league ${side}HB from ${state}`).toEqual(
              pitcherVsLeague(cubs, pitcher, side, ownP).distribution!(stateOf(state)),
            );
          }
          const other = side === 'L' ? 'R' : 'L';
          expect(
            distributionOf(subject(id), `league ${side}HB`, '---/0'),
            `${id}: not the ${other} batter`,
          ).not.toEqual(pitcherVsLeague(cubs, pitcher, other, ownP).distribution!(stateOf('---/0')));
        }
      }
    },
  );

  it("follow the pitcher's own P e-rating on his GB(p)X", () => {
    // Lester's vs-left side prints GB(p)X (column 4, total 11), so a P error can happen from his own card.
    const lester = card(cubs, 'lester');
    expect(lester.pitching!.columns.vsL[0][11]!.text).toBe('GB(p)X');
    expect(lester.fielding.P).toEqual({ range: 3, error: 4 });
    // Every Cubs pitcher is rated e4 at P, as the league pitcher is: the variant is rated e0, whose chart row has no
    // E1-E3.
    expect(tables.fielding.error.P[0]!.some((symbol) => symbol === 'E1' || symbol === 'E2' || symbol === 'E3')).toBe(
      false,
    );
    expect(tables.fielding.error.P[4]!.some((symbol) => symbol === 'E1' || symbol === 'E2' || symbol === 'E3')).toBe(
      true,
    );
    const surehanded = { ...lester, fielding: { ...lester.fielding, P: { range: 3, error: 0 } } };
    const variant: StratCardSet = { ...cubs, players: cubs.players.map((c) => (c.id === 'lester' ? surehanded : c)) };
    const variantPlan = stratCheckPlan(variant, tables, {});
    const original = distributionOf(subject('lester'), 'league LHB', '---/0');
    const changed = distributionOf(
      variantPlan.find((s) => s.id === 'lester')!,
      'league LHB',
      '---/0',
    );
    expect(changed).not.toEqual(original);
    expect(errorChance(changed)).toBeLessThan(errorChance(original));
    expect(changed).toEqual(
      pitcherVsLeague(variant, surehanded, 'L', { range: 3, error: 0 }).distribution!(stateOf('---/0')),
    );
    // A batter of the same set still meets the league pitcher with the league's P behind him.
    expect(
      distributionOf(
        variantPlan.find((s) => s.id === 'bryant')!,
        'league LHP',
        '---/0',
      ),
    ).toEqual(distributionOf(subject('bryant'), 'league LHP', '---/0'));
  });

  it('keep league fielders behind a pitcher whatever his teammates field', () => {
    // Every Cubs position player's range moved (1 <-> anything else): his team's defense changes, the league's does
    // not.
    const moved = cubs.players.map((c): StratCard => {
      if (c.pitching) return c;
      const fielding = Object.fromEntries(
        Object.entries(c.fielding).map(([position, rating]) => [
          position,
          { ...rating, range: rating.range === 1 ? 5 : 1 },
        ]),
      );
      return { ...c, fielding };
    });
    const variant: StratCardSet = { ...cubs, players: moved };
    const variantLeague = stratCheckPlan(variant, tables, {}).find((s) => s.id === 'lester')!;
    for (const side of ['L', 'R'] as const) {
      expect(distributionOf(variantLeague, `league ${side}HB`, '---/0'), `vs league ${side}HB`).toEqual(
        distributionOf(subject('lester'), `league ${side}HB`, '---/0'),
      );
    }
    // The control: against his own set the change is in play (his teammates field behind him).
    const ownBefore = stratCheckPlan(cubs, tables, { against: 'set' }).find((s) => s.id === 'lester')!;
    const ownAfter = stratCheckPlan(variant, tables, { against: 'set' }).find((s) => s.id === 'lester')!;
    expect(distributionOf(ownAfter, 'Kris Bryant', '---/0')).not.toEqual(
      distributionOf(ownBefore, 'Kris Bryant', '---/0'),
    );
  });
});
