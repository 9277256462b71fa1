import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/input/InputError.ts';
import { LoadedInput } from '../../src/core/input/LoadedInput.ts';
import { checkJson, seasonModePlan } from '../../src/experiments/check.ts';
import { runManifest } from '../../src/experiments/manifest.ts';
import {
  mergeResults,
  parseSavedResult,
  savedChecks,
  savedResult,
  withSeasonMode,
  type SavedCard,
  type SavedResult,
  type SeasonModeSource,
} from '../../src/experiments/savedResult.ts';
import type { PlayerSeason } from '../../src/experiments/seasonSummary.ts';

// A hand-made check of two cards and a hand-made season, so every season-mode number can be worked out on paper.
const TARGET = { AVG: 0.25, OBP: 0.3, SLG: 0.4, 'K%': 0.2, 'BB%': 0.08, 'HR%': 0.03 };

function card(id: string, role: 'batter' | 'pitcher', team = 'X', seed = 1): SavedCard {
  // The card's plate-appearance check: 1,000 PA, all against right-handers; each seed rolls its own.
  const total = { '1B': 170, '2B': 40, HR: 30, BB: 80, SO: 199 + seed, GO: 481 - seed };
  return {
    id,
    name: id,
    team,
    role,
    targets: { season: TARGET, vsL: {}, vsR: {} },
    annotations: { exact: {}, budget: { AVG: 0.001, OBP: 0.001, SLG: 0.002 }, splitExact: {} },
    tallies: { total, vsL: {}, vsR: total },
  };
}

function result(seed: number): SavedResult {
  const manifest = runManifest({
    seed,
    rules: 'main',
    plan: {},
    cards: [
      { file: 'set.yaml', sha256: 'aa' },
      { file: 'small.yaml', sha256: 'bb' },
    ],
    tables: ['t', 't'],
    plateAppearances: 4000,
  });
  const cards = (...ids: [string, 'batter' | 'pitcher'][]) => ids.map(([id, role]) => card(id, role, 'X', seed));
  return savedResult(manifest, [
    { file: 'set.yaml', cards: cards(['hitter', 'batter'], ['ace', 'pitcher'], ['unused', 'batter']) },
    { file: 'small.yaml', cards: cards(['lone', 'batter']) },
  ]);
}

const line = (counts: Record<string, number>) => ({ pa: 0, counts, counters: { outs: 1 }, rates: {} });

// The hitter: 100 PA in the season, 91 at-bats: 20 singles, 5 doubles, 3 home runs, 9 walks, 10 strikeouts, 53 outs.
const HITTER = { '1B': 20, '2B': 5, HR: 3, BB: 9, SO: 10, GO: 53 };
// The batters the ace faced: 200 PA, 190 at-bats, 40 hits (30 singles, 10 doubles), 10 walks, 60 strikeouts.
const AGAINST_ACE = { '1B': 30, '2B': 10, BB: 10, SO: 60, GO: 90 };

const SEASON: SeasonModeSource = {
  files: ['set.yaml'],
  summary: {
    players: [
      { file: 'set.yaml', id: 'hitter', team: 'X', batting: line(HITTER) },
      // The ace also batted: his card is a pitcher's, so season mode reads the batting against him.
      { file: 'set.yaml', id: 'ace', team: 'X', batting: line({ SO: 3 }), pitching: line(AGAINST_ACE) },
    ] as unknown as PlayerSeason[],
    league: { counts: {}, counters: {}, cards: { byTeam: [] } },
  },
};

const PLAN = seasonModePlan(162, 'auto');
const withSeason = (seed: number) =>
  withSeasonMode(result(seed), [SEASON], [{ file: 'small.yaml', reason: 'a team needs a pitcher who starts' }], PLAN);

describe('season mode in a saved result', () => {
  const saved = withSeason(1);

  it("gives each card its season's line, names the season in the plan, and says why a set has none", () => {
    const [set, small] = saved.sets;
    expect(saved.manifest.plan.seasonMode).toBe(PLAN);
    expect(PLAN).toMatch(/^162 games per team: against the set's league where it has one/);
    expect(set!.seasonMode).toEqual({});
    expect(set!.cards[0]!.seasonMode).toMatchObject({ ...HITTER, outs: 1 });
    expect(set!.cards[1]!.seasonMode).toMatchObject(AGAINST_ACE);
    expect(set!.cards[2]!.seasonMode).toBeUndefined();
    expect(small!.seasonMode).toEqual({ skipped: 'a team needs a pitcher who starts' });
    // The result before season mode is untouched.
    expect(result(1).sets[0]!.cards[0]!.seasonMode).toBeUndefined();
  });

  it('prints each card with its season-mode rates, derived by hand, and the reason where it has none', () => {
    const [hitter, ace, unused] = savedChecks(saved.sets[0]!);
    const mode = hitter!.seasonMode!;
    expect(mode.pa).toBe(100);
    // AVG 28 / 91; OBP 37 / 100; SLG (20 + 10 + 12) / 91; K% 10 / 100; BB% 9 / 100; HR% 3 / 100.
    expect(mode.rates.AVG!.estimate).toBeCloseTo(28 / 91, 12);
    expect(mode.rates.OBP!.estimate).toBeCloseTo(37 / 100, 12);
    expect(mode.rates.SLG!.estimate).toBeCloseTo(42 / 91, 12);
    expect(mode.rates['BB%']!.estimate).toBeCloseTo(0.09, 12);
    expect(mode.rates['HR%']!.estimate).toBeCloseTo(0.03, 12);
    expect(mode.rates['K%']!.estimate).toBeCloseTo(0.1, 12);
    expect(mode.rates.AVG!.miss).toBeCloseTo(28 / 91 - 0.25, 12);
    // The plate-appearance mode's rates stay the check's own: 240 hits in 920 at-bats.
    expect(hitter!.rates.AVG!.estimate).toBeCloseTo(240 / 920, 12);
    expect(ace!.seasonMode!.pa).toBe(200);
    expect(ace!.seasonMode!.rates.AVG!.estimate).toBeCloseTo(40 / 190, 12);
    expect(ace!.seasonMode!.rates['K%']!.estimate).toBeCloseTo(0.3, 12);
    expect(unused!.seasonMode).toBeUndefined();
    expect(unused!.noSeasonMode).toBe('not a player of the season');
    const [lone] = savedChecks(saved.sets[1]!);
    expect(lone!.noSeasonMode).toBe('the set played no season: a team needs a pitcher who starts');
  });

  it('is absent from a check that played no season', () => {
    const [plain] = savedChecks(result(1).sets[0]!);
    expect(plain!.seasonMode).toBeUndefined();
    expect(plain!.noSeasonMode).toBeUndefined();
  });

  it('is saved and read back with the tallies', () => {
    const text = `${checkJson(saved)}\n`;
    const read = parseSavedResult(LoadedInput.fromText('saved.json', text));
    expect(read.sets[0]!.cards[0]!.seasonMode).toEqual(saved.sets[0]!.cards[0]!.seasonMode);
    expect(read.sets[1]!.seasonMode).toEqual({ skipped: 'a team needs a pitcher who starts' });
    expect(checkJson(read)).toBe(checkJson(saved));
  });

  it("adds up in a merge of two seeds, the seasons' counts summed card by card", () => {
    const merged = mergeResults([
      { file: 'a.json', result: withSeason(1) },
      { file: 'b.json', result: withSeason(2) },
    ]);
    expect(merged.manifest.seeds).toEqual([1, 2]);
    expect(merged.sets[0]!.cards[0]!.seasonMode!['1B']).toBe(40);
    expect(merged.sets[0]!.cards[1]!.seasonMode!.SO).toBe(120);
    expect(savedChecks(merged.sets[0]!)[0]!.seasonMode!.pa).toBe(200);
  });

  it('refuses to merge a check with season mode and one without, or seasons played otherwise', () => {
    const merge = (b: SavedResult) =>
      mergeResults([
        { file: 'a.json', result: withSeason(1) },
        { file: 'b.json', result: b },
      ]);
    expect(() => merge(result(2))).toThrow(InputError);
    expect(() => merge(result(2))).toThrow(/b\.json.*their plans differ/);
    const otherwise = withSeasonMode(result(2), [SEASON], [], seasonModePlan(324, 'auto'));
    expect(() => merge(otherwise)).toThrow(/their plans differ/);
  });

  it("gives a line beside an MLB season (a piecepack lineup, the league) its team's batting, or the league's", () => {
    const lines = { ...card('sluggers', 'batter', 'sluggers'), mlbSeason: 2016 };
    const league = { ...card('league', 'batter', 'league'), mlbSeason: 2016 };
    const manifest = { ...result(1).manifest, cards: [{ file: 'teams.yaml', sha256: 'cc' }], tables: ['t'] };
    const checked = savedResult(manifest, [{ file: 'teams.yaml', cards: [lines, league] }]);
    const season: SeasonModeSource = {
      files: ['teams.yaml'],
      summary: {
        players: [],
        league: {
          counts: { '1B': 7, GO: 3 },
          counters: {},
          cards: { byTeam: [{ team: 'sluggers', batting: { line: { counts: { HR: 2, SO: 2 }, counters: {} } } }] },
        },
      },
    };
    const [team, all] = savedChecks(withSeasonMode(checked, [season], [], PLAN).sets[0]!);
    expect(team!.seasonMode!.pa).toBe(4);
    expect(team!.seasonMode!.rates['HR%']!.estimate).toBe(0.5);
    expect(all!.seasonMode!.rates.AVG!.estimate).toBeCloseTo(0.7, 12);
  });
});
