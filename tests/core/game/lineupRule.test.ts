import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateLineup } from '../../../src/core/game/lineupRule.ts';
import { staffOf } from '../../../src/core/game/staffRule.ts';
import { pineTarTeams, rosterPlayer } from '../../../src/games/pinetar/game/teamSheets.ts';
import { InputError } from '../../../src/core/input/InputError.ts';
import { pineTarSet } from '../../helpers/inputs.ts';
import { cardlab } from '../../helpers/cli.ts';

const cubs = pineTarSet('cards/pinetar/2016-cubs.yaml').players.map(rosterPlayer);

describe("cardlab's lineup rule", () => {
  it('fills every fielding position once with position players, the pitcher batting ninth', () => {
    for (const hand of ['L', 'R'] as const) {
      const lineup = generateLineup(cubs, hand, false);
      expect(lineup).toHaveLength(9);
      expect(lineup.map((s) => s.position).sort()).toEqual(['1B', '2B', '3B', 'C', 'CF', 'LF', 'P', 'RF', 'SS']);
      expect(lineup[8]).toEqual({ player: -1, position: 'P' });
      const players = lineup.filter((s) => s.player >= 0).map((s) => s.player);
      expect(new Set(players).size).toBe(8);
      expect(players.every((p) => cubs[p]!.pitching === undefined)).toBe(true);
      // The catcher is someone who catches first, not a player moved there.
      const catcher = cubs[lineup.find((s) => s.position === 'C')!.player]!;
      expect(catcher.positions[0]).toBe('C');
    }
  });

  it('orders the bats as the rule says: the three best by OPS bat 1st, 2nd and 4th, the best OBP of them first', () => {
    const lineup = generateLineup(cubs, 'R', true);
    const ops = (i: number) => cubs[i]!.batting.vsR.obp + cubs[i]!.batting.vsR.slg;
    const bats = lineup.map((s) => s.player);
    const ranked = [...bats].sort((a, b) => ops(b) - ops(a));
    expect(new Set([bats[0], bats[1], bats[3]])).toEqual(new Set(ranked.slice(0, 3)));
    expect(cubs[bats[0]!]!.batting.vsR.obp).toBe(
      Math.max(...[bats[0]!, bats[1]!, bats[3]!].map((i) => cubs[i]!.batting.vsR.obp)),
    );
    expect(lineup.filter((s) => s.position === 'DH')).toHaveLength(1);
    expect(lineup.some((s) => s.position === 'P')).toBe(false);
  });

  it('refuses a team with too few position players', () => {
    expect(() =>
      generateLineup(
        cubs.filter((p) => p.pitching || p.id === 'rizzo'),
        'R',
        false,
      ),
    ).toThrow(/needs 8 position players/);
  });

  it(
    'takes the five pitchers with the most starts as the rotation, ' +
      'the rest best first as the bullpen, and the closer of role C',
    () => {
      const staff = staffOf(cubs);
      expect(staff.rotation).toHaveLength(5);
      const starts = staff.rotation.map((i) => cubs[i]!.pitching!.starts);
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      const quality = staff.bullpen.map((i) => cubs[i]!.pitching!.quality);
      expect(quality).toEqual([...quality].sort((a, b) => a - b));
      expect(cubs[staff.closer!]!.pitching!.role).toBe('C');
    },
  );
});

describe("a card set's own lineups", () => {
  const folder = mkdtempSync(join(tmpdir(), 'cardlab-lineups-'));
  const source = readFileSync('cards/pinetar/walkthrough.yaml', 'utf8');
  let files = 0;
  /** The walk-through set with `block` added to its CHN team. */
  const withTeam = (block: string) => {
    const file = join(folder, `set-${++files}.yaml`);
    writeFileSync(
      file,
      source.replace(/^ {2}CHN:\n {4}name: Chicago Cubs\n/m, (team) => `${team}${block}`),
    );
    return file;
  };
  const spots = [
    'fowler CF',
    'bryant 3B',
    'rizzo 1B',
    'zobrist 2B',
    'russell SS',
    'soler LF',
    'heyward RF',
    'montero C',
  ].map((s) => s.split(' '));
  const lineup = (extra: string) =>
    `    lineups:\n      vsR:\n${spots.map(([id, pos]) => `        - { id: ${id}, pos: ${pos} }\n`).join('')}${extra}`;

  it('are played as printed, the pitcher where the lineup puts him', () => {
    const file = withTeam(`${lineup('        - { pos: P }\n')}    rotation: [arrieta, lester]\n`);
    const [chn] = pineTarTeams(pineTarSet(file), false).filter((t) => t.sheet.code === 'CHN');
    expect(chn!.sheet.lineupSource).toBe('card set');
    expect(chn!.sheet.lineups.vsR.map((s) => (s.player < 0 ? 'P' : chn!.cards[s.player]!.id))).toEqual([
      ...spots.map(([id]) => id),
      'P',
    ]);
    expect(chn!.sheet.lineups.vsL).toEqual(chn!.sheet.lineups.vsR); // one lineup serves both hands
    expect(chn!.sheet.rotation.map((i) => chn!.cards[i]!.id)).toEqual(['arrieta', 'lester']);
  });

  it(
    'refuse a player of another team, a repeated position ' +
      'and a lineup with neither P nor DH, naming file and line',
    () => {
      expect(() =>
        pineTarSet(
          withTeam(lineup('        - { id: lindor, pos: DH }\n').replace('montero, pos: C', 'montero, pos: SS')),
        ),
      ).toThrow(InputError);
      try {
        pineTarSet(withTeam(lineup('        - { id: lindor, pos: DH }\n')));
        expect.unreachable();
      } catch (error) {
        expect((error as Error).message).toMatch(
          /set-\w+\.yaml:\d+: teams\.CHN\.lineups\.vsR\[8\]\.id: the id of a CHN player in this set \(no CHN player "lindor"\)/,
        );
      }
      expect(() => pineTarSet(withTeam(lineup('        - { id: baez, pos: 2B }\n')))).toThrow(
        /a position not already in this lineup \(2B is\)/,
      );
    },
  );
});

describe('cardlab season', () => {
  it('prints per-player, per-team and league tallies and rates as JSON, league.runsPerGame among them', async () => {
    const run = await cardlab(
      'season',
      'cards/pinetar/walkthrough.yaml',
      '--games',
      '30',
      '--seed',
      '2',
      '--workers',
      '0',
      '--json',
    );
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.league.runsPerGame).toBeGreaterThan(1);
    expect(result.teams.map((t: { code: string }) => t.code).sort()).toEqual(['CHN', 'CLE']);
    expect(result.teams.reduce((sum: number, t: { W: number }) => sum + t.W, 0)).toBe(30);
    expect(result.players.find((p: { id: string }) => p.id === 'rizzo').batting.rates.AVG.estimate).toBeGreaterThan(0);
    expect(result.manifest.plan).toMatchObject({ experiment: 'season', gamesPerTeam: 30, games: 30 });
    const again = await cardlab(
      'season',
      'cards/pinetar/walkthrough.yaml',
      '--games',
      '30',
      '--seed',
      '2',
      '--workers',
      '2',
      '--json',
    );
    expect(again.stdout).toBe(run.stdout);
  });

  it('refuses a season against the league of a set that has none, naming the file (exit 2)', async () => {
    const run = await cardlab(
      'season',
      'cards/pinetar/walkthrough.yaml',
      '--against',
      'league',
      '--games',
      '2',
      '--workers',
      '0',
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/walkthrough\.yaml:1: league: a league block/);
  });

  it('refuses a missing card set with exit code 2', async () => {
    const run = await cardlab('season', 'cards/pinetar/nope.yaml', '--games', '2');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('nope.yaml');
  });
});
