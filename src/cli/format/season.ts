import type { PlayedSeason } from '../../experiments/season.ts';
import { formatRate } from '../../report/formatRate.ts';
import { TEAM_LINE_TOLERANCE, teamLineFit } from '../../experiments/seasonSummary.ts';
import { playsLikeText } from '../../report/playsLikeText.ts';
import { runExpectancyGap, runExpectancyGapText } from '../../report/runExpectancyGap.ts';
import { advancementLines } from '../../report/advancementTable.ts';
import { terminalText } from '../terminalText.ts';

/**
 * The terminal summary: standings, the league and card lines beside their targets, runs per game beside MLB's, usage.
 */
export function formatSeason(played: PlayedSeason): string {
  const { summary } = played;
  const { league } = summary;
  const slash = (rates: Record<string, { estimate: number } | number | undefined>) =>
    ['AVG', 'OBP', 'SLG']
      .map((r) => {
        const v = rates[r];
        return formatRate(r, typeof v === 'number' ? v : v?.estimate);
      })
      .join('/');
  const lines = [
    `${summary.games.toLocaleString('en-US')} games (${summary.gamesPerTeam} ` +
      `per team), ${league.pa.toLocaleString('en-US')} plate appearances`,
  ];
  lines.push('  team           W      L   RS/G   RA/G   pythag');
  for (const t of summary.teams)
    lines.push(
      `  ${terminalText(t.code).padEnd(12)}${String(t.W).padStart(6)} ${String(t.L).padStart(6)} ` +
        `${(t.RS / t.G).toFixed(2).padStart(6)} ${(t.RA / t.G).toFixed(2).padStart(6)}   ${t.pythagorean.toFixed(3)}`,
    );
  const printed = Object.keys(league.cards.batting.target).length > 0;
  lines.push(
    `  league line ${slash(league.rates)}` +
      (printed
        ? `; the cards' batting ${slash(league.cards.batting.line.rates)} (printed ` +
          `${slash(league.cards.batting.target)}), against the cards' pitching ` +
          `${slash(league.cards.pitching.line.rates)} (printed ${slash(league.cards.pitching.target)})` +
          (played.mlbRunExpectancy ? `; MLB ${league.mlb.season} ${slash(league.mlb.rates)}` : '')
        : `; MLB ${league.mlb.season} ${slash(league.mlb.rates)}`),
  );
  if (printed && league.cards.byTeam.length > 1) {
    const fit = teamLineFit(summary);
    lines.push(
      `  teams within ${1000 * TEAM_LINE_TOLERANCE} points of their printed AVG/OBP/SLG: batting ` +
        `${fit.batting}/${fit.of}, against their pitchers ${fit.pitching}/${fit.of}` +
        (fit.worst
          ? `; largest miss ${(1000 * fit.worst.miss).toFixed(1)} (${terminalText(fit.worst.team)} ${fit.worst.side})`
          : ''),
    );
  }
  if (league.playsLike) lines.push(`  ${playsLikeText(league.playsLike)}`);
  if (league.cards.matchup)
    lines.push(
      `  the printed lines met team against team (odds ratio against ` +
        `MLB ${league.mlb.season}): ${slash(league.cards.matchup)}`,
    );
  const mlb = league.mlb.runsPerGame;
  lines.push(
    `  runs per game ${league.runsPerGame.toFixed(2)} (95% ` +
      `${league.runsPerGameInterval.lower.toFixed(2)}-${league.runsPerGameInterval.upper.toFixed(2)}, ` +
      `sd ${league.runsPerGameInterval.sd.toFixed(2)})` +
      (mlb === undefined ? '' : `; MLB ${league.mlb.season} ${mlb.toFixed(2)}`) +
      (league.runsPerGameAtMlbMix === undefined
        ? ''
        : `; at MLB's event mix this engine would score ${league.runsPerGameAtMlbMix.toFixed(2)}`),
  );
  const real = played.mlbRunExpectancy;
  if (real)
    lines.push(
      `  run expectancy against MLB ${real.season}'s: ` +
        runExpectancyGapText(runExpectancyGap(league.runExpectancy.matrix, real.matrix)),
    );
  const mlbAdvancement = real && played.mlbAdvancement && { season: real.season, facts: played.mlbAdvancement };
  lines.push(`  how runners moved${mlbAdvancement ? ` (MLB ${real.season}'s in parentheses)` : ''}:`);
  for (const line of advancementLines(league.advancement, mlbAdvancement)) lines.push(`    ${line}`);
  const u = league.usage;
  const stolen = u.stolenBasesPerGame!;
  const caught = u.caughtStealingPerGame!;
  if (stolen + caught > 0) {
    lines.push(
      `  per team game ${stolen.toFixed(2)} stolen bases, ${caught.toFixed(2)} caught stealing ` +
        `(${formatRate('AVG', stolen / (stolen + caught))} safe)`,
    );
  }
  lines.push(
    `  ${u.inningsPerStart!.toFixed(2)} innings per start, ${u.pitchersPerGame!.toFixed(2)} pitchers ` +
      `per team game, ${(100 * u.completeGameShare!).toFixed(1)}% complete games; GDP per chance ` +
      `${formatRate('AVG', u.gdpPerOpportunity)}; per team game ${u.sacrificesPerGame!.toFixed(2)} ` +
      `sacrifices, ${u.errorsPerGame!.toFixed(2)} errors, ${u.leftOnBasePerGame!.toFixed(2)} left on base`,
  );
  return lines.join('\n');
}
