import { describe, expect, it } from 'vitest';
import { seasonModePlan } from '../../src/experiments/check.ts';
import { runManifest } from '../../src/experiments/manifest.ts';
import {
  savedChecks,
  savedResult,
  withSeasonMode,
  type SavedCard,
  type SeasonModeSource,
} from '../../src/experiments/savedResult.ts';
import type { PlayerSeason } from '../../src/experiments/seasonSummary.ts';
import { seasonModeTable } from '../../src/report/cardDrillDown.ts';
import { checkReport, checkSummaryLine } from '../../src/report/checkReport.ts';
import { reportManifest } from '../../src/report/reportManifest.ts';

// Two cards that played a hand-made season and one that did not, in a check of 1,000 PA each.
const TARGET = { AVG: 0.25, OBP: 0.3, SLG: 0.4, 'K%': 0.2, 'BB%': 0.08, 'HR%': 0.03 };
const card = (id: string, role: 'batter' | 'pitcher'): SavedCard => ({
  id,
  name: id === 'hitter' ? '<script>Hitter</script>' : id,
  team: 'X',
  role,
  targets: { season: TARGET, vsL: {}, vsR: {} },
  annotations: { exact: {}, budget: { AVG: 0.001 }, splitExact: {} },
  tallies: { total: { '1B': 170, '2B': 40, HR: 30, BB: 80, SO: 200, GO: 480 }, vsL: {}, vsR: {} },
});
const manifest = runManifest({
  seed: 1,
  rules: 'main',
  plan: {},
  cards: [{ file: 'set.yaml', sha256: 'aa' }],
  tables: ['t'],
  plateAppearances: 3000,
});
const checked = savedResult(manifest, [
  { file: 'set.yaml', cards: [card('hitter', 'batter'), card('ace', 'pitcher'), card('unused', 'batter')] },
]);
const line = (counts: Record<string, number>) => ({ counts, counters: {}, rates: {} });
const season: SeasonModeSource = {
  files: ['set.yaml'],
  summary: {
    players: [
      // 100 PA: 91 at-bats, 28 hits (42 total bases), 9 walks: .308/.370/.462.
      { file: 'set.yaml', id: 'hitter', team: 'X', batting: line({ '1B': 20, '2B': 5, HR: 3, BB: 9, SO: 10, GO: 53 }) },
      // 200 batters faced, 60 strikeouts (30% against a printed 20%: z = .1 / sqrt(.2 x .8 / 200) = 3.5) and no home
      // run (against 3%: P(0 of 200) = .97^200 = .0023, under .05 / 11 in Holm's second step).
      {
        file: 'set.yaml',
        id: 'ace',
        team: 'X',
        batting: line({}),
        pitching: line({ '1B': 30, '2B': 10, BB: 10, SO: 60, GO: 90 }),
      },
    ] as unknown as PlayerSeason[],
    league: { counts: {}, counters: {}, cards: { byTeam: [] } },
  },
};
const PLAN = seasonModePlan(162, 'auto');
const stamp = { date: new Date('2024-01-01T00:00:00Z') };

async function report(result = withSeasonMode(checked, [season], [], PLAN)) {
  const cards = savedChecks(result.sets[0]!);
  return checkReport({ file: 'set.yaml', cards, manifest: reportManifest(result.manifest, stamp) });
}

describe('the check report in season mode', async () => {
  const { html, summary } = await report();

  it('counts the cards that played, those off beyond season noise and those without a line', () => {
    expect(summary.seasonMode).toEqual({ played: 2, off: 1, without: 1 });
    expect(checkSummaryLine(summary)).toMatch(/; in season mode 1 of 2 who played off a target beyond season noise/);
  });

  it("sets every card's season line beside its PA mode, and says what the season and the test are", () => {
    expect(html).toContain('id="season-mode"');
    expect(html).toContain('id="season-mode-test"');
    expect(html).toContain('162 games per team: against the set&#39;s league where it has one');
    expect(html).toMatch(/Holm&#39;s adjustment across every card and rate of the set at 0\.05/);
    // The hitter: season .308/.370/.462 beside PA mode 240 / 920 = .261, 320 / 1,000, 370 / 920 = .402.
    expect(html).toMatch(/<td[^>]*>\.308\/\.370\/\.462<\/td><td[^>]*>\.261\/\.320\/\.402<\/td>/);
    // The ace's K%: 60 of 200 against .200, +100 points, z 3.5 (from .200, K% having no budget).
    expect(html).toMatch(/\+100\.0 \(3\.5\)/);
    expect(html).toContain('off on K%, HR% (Holm)');
    expect(html).toContain('No season-mode line: not a player of the season.');
    // The card's name is text, here as everywhere.
    expect(html).not.toContain('<script>Hitter');
  });

  it("opens each card's drill-down on its season-mode table", () => {
    const [hitter, ace, unused] = savedChecks(withSeasonMode(checked, [season], [], PLAN).sets[0]!);
    const table = seasonModeTable(ace!)!.text;
    expect(table).toContain('Season mode: off on K%, HR% (Holm) — 200 PA in the season');
    expect(table).toMatch(/<td[^>]*>K%<\/td>.*off \(Holm\)/s);
    // The hitter's 10 strikeouts in 100 PA against 20%: P(10 or fewer) = .006 alone, not after Holm.
    expect(seasonModeTable(hitter!)!.text).toContain(
      'Season mode: within season noise (K% outside 95% alone) — 100 PA in the season',
    );
    expect(seasonModeTable(unused!)!.text).toContain('Season mode: not a player of the season.');
  });

  it('has no season mode where the check played no season', async () => {
    const plain = await report(checked);
    expect(plain.summary.seasonMode).toBeUndefined();
    expect(plain.html).not.toContain('id="season-mode"');
    expect(checkSummaryLine(plain.summary)).not.toMatch(/season mode/);
  });
});
