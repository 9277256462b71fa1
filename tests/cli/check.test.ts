import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';

describe('cardlab check', () => {
  it('prints the same JSON, byte for byte, for the same seed and cards', async () => {
    const first = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '2000', '--seed', '7', '--json');
    const second = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '2000', '--seed', '7', '--json');
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(second.stdout);
    const [set] = JSON.parse(first.stdout) as {
      cards: {
        id: string;
        pa: number;
        counts: Record<string, number>;
        rates: Record<string, { estimate: number; lower: number; upper: number }>;
        target: Record<string, number>;
      }[];
    }[];
    const rizzo = set!.cards.find((c) => c.id === 'rizzo')!;
    expect(rizzo.pa).toBe(2000);
    expect(Object.values(rizzo.counts).reduce((a, b) => a + b, 0)).toBe(2000);
    expect(rizzo.rates.AVG!.lower).toBeLessThanOrEqual(rizzo.rates.AVG!.estimate);
    expect(rizzo.target.AVG).toBe(0.292);
  });
  it('changes with the seed', async () => {
    const a = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '2000', '--seed', '7', '--json');
    const b = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '2000', '--seed', '8', '--json');
    expect(a.stdout).not.toBe(b.stdout);
  });
  it('fails on a bad card with file:line: field, exit code 2 and no stack trace', async () => {
    const run = await cardlab('check', 'tests/fixtures/bad-cards/overlap.yaml', '--pa', '10');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^tests\/fixtures\/bad-cards\/overlap\.yaml:19: players\[0\]\.batting\.vsR\.10-39: ranges that do not overlap/,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  });
  it('fails on a missing file, an unknown game and bad options with exit code 2', async () => {
    expect((await cardlab('check', 'no/such/set.yaml')).code).toBe(2);
    expect((await cardlab('check', 'tests/fixtures/bad-cards/unknown-game.yaml')).stderr).toMatch(
      /unknown-game\.yaml:1: game: one of pinetar, strat, pbc, piecepack \(got "chess"\)/,
    );
    expect((await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '-5')).code).not.toBe(0);
    expect((await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--vs', 'R/Q')).stderr).toMatch(
      /--vs: pitcher grades among A\+, A, B/,
    );
  });
  it('refuses more worker threads than cores unless --oversubscribe asks for them', async () => {
    const many = String(availableParallelism() + 1);
    const refused = await cardlab('check', 'cards/pinetar/walkthrough.yaml', '--pa', '10', '--workers', many);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(new RegExp(`--workers ${many} is more than the \\d+ cores.*--oversubscribe`));
    expect(refused.stdout).toBe('');
    const asked = await cardlab(
      'check',
      'cards/pinetar/walkthrough.yaml',
      '--pa',
      '10',
      '--workers',
      many,
      '--oversubscribe',
    );
    expect(asked.code).toBe(0);
  });
  it('has --help for the program and every command', async () => {
    expect((await cardlab('--help')).stdout).toMatch(/check \[options\] \[cardsets\.\.\.\]/);
    const help = await cardlab('check', '--help');
    for (const option of ['--pa', '--seed', '--state', '--vs', '--table', '--json', '--all', '--workers', '--save'])
      expect(help.stdout).toContain(option);
    expect((await cardlab('--help')).stdout).toMatch(/merge \[options\] <results\.\.\.>/);
  });
});

describe('cardlab check --season-games (season mode)', () => {
  const WALKTHROUGH = 'cards/pinetar/walkthrough.yaml';
  interface JsonCard {
    id: string;
    role: 'batter' | 'pitcher';
    seasonMode?: { pa: number; counts: Record<string, number>; rates: Record<string, { estimate: number }> };
    noSeasonMode?: string;
  }
  interface JsonPlayer {
    id: string;
    batting: { pa: number; counts: Record<string, number> };
    pitching?: { pa: number; counts: Record<string, number> };
  }
  const check = (...more: string[]) =>
    cardlab('check', WALKTHROUGH, '--pa', '2000', '--seed', '5', '--workers', '0', ...more);

  it("sets each card's line in the season `season` plays beside its check, count for count", async () => {
    const run = await check('--season-games', '4', '--json');
    expect(run.code, run.stderr).toBe(0);
    const [set] = JSON.parse(run.stdout) as { cards: JsonCard[] }[];
    const season = await cardlab('season', WALKTHROUGH, '--games', '4', '--seed', '5', '--workers', '0', '--json');
    const { players } = JSON.parse(season.stdout) as { players: JsonPlayer[] };
    let played = 0;
    for (const card of set!.cards) {
      const player = players.find((p) => p.id === card.id)!;
      const line = card.role === 'pitcher' ? player.pitching! : player.batting;
      expect(card.seasonMode!.pa, card.id).toBe(line.pa);
      for (const [outcome, n] of Object.entries(line.counts)) expect(card.seasonMode!.counts[outcome]).toBe(n);
      if (line.pa > 0) played++;
    }
    expect(played).toBeGreaterThan(10);
    // Rizzo's season AVG is his season's hits over at-bats.
    const rizzo = set!.cards.find((c) => c.id === 'rizzo')!.seasonMode!;
    const { counts } = rizzo;
    const hits = counts['1B']! + counts['2B']! + counts['3B']! + counts.HR!;
    const notAtBats = counts.BB! + counts.IBB! + counts.HBP! + counts.SF! + counts.SH! + (counts.CI ?? 0);
    expect(rizzo.rates.AVG!.estimate).toBeCloseTo(hits / (rizzo.pa - notAtBats), 12);
  });

  it('is off unless asked for', async () => {
    const [set] = JSON.parse((await check('--json')).stdout) as { cards: JsonCard[] }[];
    expect(set!.cards.some((c) => 'seasonMode' in c || 'noSeasonMode' in c)).toBe(false);
  });

  it('prints the season-mode columns and says what the season was', async () => {
    const run = await check('--season-games', '4', '--summary');
    expect(run.stdout).toMatch(/season PA {2}season AVG\/OBP\/SLG {2}season mode/);
    expect(run.stdout).toMatch(/^ {2}season mode: \d+ of \d+ cards that played in the season miss a target/m);
    expect(run.stdout).toContain(
      "season mode: 4 games per team: against the set's league where it has one, else its teams' round robin",
    );
    const full = await check('--season-games', '4');
    expect(full.stdout).toMatch(/^ {2}season mode \(\d+ PA in the season\): /m);
    expect(full.stdout).toMatch(/^ {4}rate {2}season {4}95% interval {4}PA mode {2}target/m);
  });

  it('saves the season lines, and merge refuses to add a check without them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlab-season-mode-'));
    expect((await check('--season-games', '4', '--save', join(dir, 'a.json'))).code).toBe(0);
    expect((await check('--seed', '6', '--save', join(dir, 'b.json'))).code).toBe(0);
    const saved = JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')) as {
      sets: { cards: { seasonMode?: object }[] }[];
    };
    expect(saved.sets[0]!.cards.every((c) => c.seasonMode)).toBe(true);
    const merged = await cardlab('merge', join(dir, 'a.json'), join(dir, 'b.json'));
    expect(merged.code).toBe(2);
    expect(merged.stderr).toMatch(/b\.json:0: manifest: .*their plans differ/);
  });

  it('with --league, refuses a set without every team, and games per team off the schedule', async () => {
    const cubs = await cardlab('check', 'cards/pinetar/2016-cubs.yaml', '--pa', '10', '--league');
    expect(cubs.code).toBe(2);
    expect(cubs.stderr).toMatch(/schedule_2016\.csv:2: away: a team of the card sets .* got NYN/);
    const uneven = await cardlab('check', WALKTHROUGH, '--pa', '10', '--league', '--season-games', '100');
    expect(uneven.code).toBe(2);
    expect(uneven.stderr).toMatch(/--season-games: a multiple of 162 with --league .* got 100/);
  });

  it('says why a set that cannot field a season has no season-mode lines, and checks it all the same', async () => {
    const run = await cardlab('check', 'cards/strat/walkthrough.yaml', '--pa', '1000', '--season-games', '10');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ {2}season mode: the set played no season: .*a team needs a pitcher who starts/m);
    const summary = await cardlab(
      'check',
      'cards/strat/walkthrough.yaml',
      '--pa',
      '1000',
      '--season-games',
      '10',
      '--summary',
    );
    expect(summary.stdout).toMatch(/season mode: no card played in the season: the set played no season: /);
  });

  it('names --season-games and --league in its help', async () => {
    const help = (await cardlab('check', '--help')).stdout;
    expect(help).toMatch(/--season-games <n> +season mode/);
    expect(help).toMatch(/--league +season mode on MLB's schedule/);
  });
});
