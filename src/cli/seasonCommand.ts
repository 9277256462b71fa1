import type { ExactRunExpectancy } from '../core/GameSystem.ts';
import { fileURLToPath } from 'node:url';
import { readSource } from '../core/input/readSource.ts';
import { mlbSeason } from '../mlb/mlbTotals.ts';
import { formatRate } from '../report/formatRate.ts';
import { fileHash, runManifest, type RunManifest } from '../harness/manifest.ts';
import { GAMES_PER_CHUNK, simulateSeason } from '../harness/simulateSeason.ts';
import type { SeasonSpec } from '../harness/seasonLeague.ts';
import { summariseSeason, type SeasonSummary } from '../experiments/seasonSummary.ts';
import { interruptible } from './eachCardSet.ts';
import { ruleSetFor } from './ruleOptions.ts';
import { progressBar, wantsProgress } from './progressBar.ts';

const MLB_TOTALS = fileURLToPath(new URL('../../cards/sources/mlb_batting_totals_by_season.csv', import.meta.url));
/** Games per team of each set's season in the main job: ten 162-game seasons, a 95% interval of about ±.03 runs per game. */
export const SEASON_GAMES = 1620;
/** The MLB season a set is compared with when it names none. */
const DEFAULT_MLB_SEASON = 2016;
/** How a season's games draw their dice: part of its manifest. */
const SEASON_GENERATOR = `xoroshiro128+ (pure-rand), game g on the root stream jumped g + 1 times, a xoshiro128** substream per half-inning and per plate appearance, chunks of ${GAMES_PER_CHUNK} games (whole seasons under season-long rules)`;

export interface SeasonCommandOptions {
  games: number;
  seed: number;
  workers: number;
  against: 'set' | 'league';
  dh: boolean;
  manager: string;
  bullpen: string;
  table: Record<string, string>;
  json?: boolean;
  /** `--rules` and `--set`. */
  rules?: string;
  set?: string[];
}

/** A played season with what it was compared with, the manifest of its run, and the exact matrices to set beside it. */
export interface PlayedSeason {
  files: string[];
  summary: SeasonSummary;
  manifest: RunManifest;
  exactRunExpectancy: () => ExactRunExpectancy[];
}

/** Whether a card set carries the league it was built against (its `league:` block), so a season can play against it. */
export function hasLeague(file: string): boolean {
  return (readSource(file).value as { league?: unknown } | null)?.league !== undefined;
}

/** The MLB season the first card set says it is of (its `season:`), else 2016. */
function comparisonSeason(file: string): number {
  const season = (readSource(file).value as { season?: unknown } | null)?.season;
  return typeof season === 'number' ? season : DEFAULT_MLB_SEASON;
}

/**
 * `cardlab season`: plays the card sets' teams as a league (a round robin, or each against its own league), on
 * every core, with a progress bar on a terminal; a SIGINT stops it and nothing is returned.
 */
export async function seasonCommand(files: readonly string[], options: SeasonCommandOptions): Promise<PlayedSeason> {
  const rules = ruleSetFor(files[0]!, options);
  const spec: SeasonSpec = { files: [...files], tables: options.table, against: options.against, dh: options.dh, manager: options.manager, bullpen: options.bullpen, rules };
  const mlb = mlbSeason(MLB_TOTALS, comparisonSeason(files[0]!));
  const season = await interruptible(async (signal) => {
    const bar = wantsProgress(options.json ?? false) ? progressBar('season', 'games') : undefined;
    try {
      return await simulateSeason(spec, { gamesPerTeam: options.games, seed: options.seed, workers: options.workers, signal, ...(bar && { onProgress: bar.update }) });
    } finally {
      bar?.stop();
    }
  });
  const summary = summariseSeason(season, options.games, mlb);
  const manifest: RunManifest = {
    ...runManifest({
      seed: options.seed,
      rules: rules.text,
      plan: { experiment: 'season', against: options.against, gamesPerTeam: options.games, games: season.games, dh: options.dh, manager: options.manager, bullpen: options.bullpen, comparedWith: `MLB ${mlb.season}` },
      cards: files.map((file) => ({ file, sha256: fileHash(file) })),
      tables: [season.tables.hash],
      plateAppearances: summary.league.pa,
    }),
    generator: SEASON_GENERATOR,
  };
  return { files: [...files], summary, manifest, exactRunExpectancy: season.exactRunExpectancy };
}

/** The terminal summary: standings, the league and card lines beside their targets, runs per game beside MLB's, usage. */
export function formatSeason(played: PlayedSeason): string {
  const { summary } = played;
  const { league } = summary;
  const slash = (rates: Record<string, { estimate: number } | number | undefined>) =>
    ['AVG', 'OBP', 'SLG'].map((r) => {
      const v = rates[r];
      return formatRate(r, typeof v === 'number' ? v : v?.estimate);
    }).join('/');
  const lines = [`${summary.games.toLocaleString('en-US')} games (${summary.gamesPerTeam} per team), ${league.pa.toLocaleString('en-US')} plate appearances`];
  lines.push('  team           W      L   RS/G   RA/G   pythag');
  for (const t of summary.teams) lines.push(`  ${t.code.padEnd(12)}${String(t.W).padStart(6)} ${String(t.L).padStart(6)} ${(t.RS / t.G).toFixed(2).padStart(6)} ${(t.RA / t.G).toFixed(2).padStart(6)}   ${t.pythagorean.toFixed(3)}`);
  lines.push(`  league line ${slash(league.rates)}; the cards' batting ${slash(league.cards.batting.line.rates)} (printed ${slash(league.cards.batting.target)}), against the cards' pitching ${slash(league.cards.pitching.line.rates)} (printed ${slash(league.cards.pitching.target)})`);
  if (league.cards.matchup) lines.push(`  the printed lines met team against team (odds ratio against MLB ${league.mlb.season}): ${slash(league.cards.matchup)}`);
  const mlb = league.mlb.runsPerGame;
  lines.push(
    `  runs per game ${league.runsPerGame.toFixed(2)} (95% ${league.runsPerGameInterval.lower.toFixed(2)}-${league.runsPerGameInterval.upper.toFixed(2)}, sd ${league.runsPerGameInterval.sd.toFixed(2)})` +
      (mlb === undefined ? '' : `; MLB ${league.mlb.season} ${mlb.toFixed(2)}`) +
      (league.runsPerGameAtMlbMix === undefined ? '' : `; at MLB's event mix this engine would score ${league.runsPerGameAtMlbMix.toFixed(2)}`),
  );
  const u = league.usage;
  if (u.stolenBasesPerGame! + u.caughtStealingPerGame! > 0) {
    lines.push(`  per team game ${u.stolenBasesPerGame!.toFixed(2)} stolen bases, ${u.caughtStealingPerGame!.toFixed(2)} caught stealing (${formatRate('AVG', u.stolenBasesPerGame! / (u.stolenBasesPerGame! + u.caughtStealingPerGame!))} safe)`);
  }
  lines.push(`  ${u.inningsPerStart!.toFixed(2)} innings per start, ${u.pitchersPerGame!.toFixed(2)} pitchers per team game, ${(100 * u.completeGameShare!).toFixed(1)}% complete games; GDP per chance ${formatRate('AVG', u.gdpPerOpportunity)}; per team game ${u.sacrificesPerGame!.toFixed(2)} sacrifices, ${u.errorsPerGame!.toFixed(2)} errors, ${u.leftOnBasePerGame!.toFixed(2)} left on base`);
  return lines.join('\n');
}
