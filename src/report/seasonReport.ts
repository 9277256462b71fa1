import * as aq from 'arquero';
import { formatBaseOutState, canonicalState } from '../core/model/baseOut.ts';
import type { ExactRunExpectancy } from '../core/GameSystem.ts';
import type { PlayerSeason, SeasonSummary } from '../experiments/seasonSummary.ts';
import { EVENT_KINDS, lineMiss, TEAM_LINE_TOLERANCE, teamLineFit } from '../experiments/seasonSummary.ts';
import { formatPoints, formatRate } from './formatRate.ts';
import { html, trustedHtml, type SafeHtml } from './html.ts';
import { htmlTable } from './htmlTable.ts';
import { renderSvg } from './renderSvg.ts';
import type { ReportManifest } from './reportManifest.ts';
import { reportPage } from './reportPage.ts';
import { histogramBars, histogramSpec, spotSpec } from './seasonCharts.ts';
import { tile } from './tile.ts';
import { playsLikeText } from './playsLikeText.ts';
import { runExpectancyGap, runExpectancyGapText } from './runExpectancyGap.ts';
import { advancementNote, advancementTable, type MlbAdvancement } from './advancementTable.ts';

const SLASH = ['AVG', 'OBP', 'SLG'] as const;
/** The floor of issue 7: the cards' line in a season within this of their printed lines. */
export const LINE_TOLERANCE = 0.008;

export interface SeasonReportInput {
  title: string;
  summary: SeasonSummary;
  manifest: ReportManifest;
  exact?: readonly ExactRunExpectancy[];
  /** What turns the game's results into runs, in words (the game's own: GameSystem.runMaking). */
  runMaking: string;
  /** MLB's real table, when the season played MLB's schedule (src/mlb/mlbRunExpectancy.ts). */
  mlbRunExpectancy?: MlbTable;
  /** How MLB's runners moved that season, when the season played MLB's schedule (transitions_YYYY.csv). */
  mlbAdvancement?: MlbAdvancement;
}

/** A real run-expectancy table: by canonical state, the runs to come and how often the state began an event. */
interface MlbTable {
  season: number;
  matrix: readonly number[];
  counts: readonly number[];
}

const slash = (rates: Record<string, number | { estimate: number }>) =>
  SLASH.map((r) => {
    const v = rates[r];
    return formatRate(r, typeof v === 'number' ? v : v?.estimate);
  }).join('/');

/** The index's one line. */
export function seasonSummaryLine(summary: SeasonSummary): string {
  const { league } = summary;
  const mlb =
    league.mlb.runsPerGame === undefined ? '' : ` (MLB ${league.mlb.season} ${league.mlb.runsPerGame.toFixed(2)})`;
  const lines = printsTargets(summary)
    ? `the cards bat ${slash(league.cards.batting.line.rates)} against printed ${slash(league.cards.batting.target)}`
    : `the league bats ${slash(league.rates)}, ${league.playsLike?.[0] ? `most like MLB ${league.playsLike[0].season}` : ''}`;
  return `${summary.games.toLocaleString('en-US')} games: ${league.runsPerGame.toFixed(2)} runs per team game${mlb}; ${lines}`;
}

/** Whether the cards print lines to meet (piecepack's tiles print none: the league is set beside MLB instead). */
const printsTargets = (summary: SeasonSummary) => Object.keys(summary.league.cards.batting.target).length > 0;

/**
 * Why runs per game differ from MLB's, in numbers: the event mix's share of the gap by linear weights, and the rest.
 */
function runsExplained(summary: SeasonSummary, rules: string, runMaking: string): SafeHtml {
  const { league } = summary;
  const mlb = league.mlb.runsPerGame;
  if (mlb === undefined || league.runsPerGameAtMlbMix === undefined)
    return html`<p>No MLB runs per game for ${league.mlb.season} to compare with.</p>`;
  const gap = league.runsPerGame - mlb;
  const mix = league.runsPerGame - league.runsPerGameAtMlbMix;
  const rest = league.runsPerGameAtMlbMix - mlb;
  return html`<p>The teams score <b>${league.runsPerGame.toFixed(2)}</b> runs per game (95% ${league.runsPerGameInterval.lower.toFixed(2)}–${league.runsPerGameInterval.upper.toFixed(2)}), ${Math.abs(gap).toFixed(2)} ${gap < 0 ? 'fewer' : 'more'} than MLB's ${mlb.toFixed(2)} in ${league.mlb.season}.
Priced with this season's own linear weights, the plate appearances' mix of results (the league hits ${slash(league.rates)} against MLB's ${slash(league.mlb.rates)}) accounts for <b>${mix >= 0 ? '+' : '−'}${Math.abs(mix).toFixed(2)}</b> of it: at MLB's mix the same engine would score ${league.runsPerGameAtMlbMix.toFixed(2)}.
The other <b>${rest >= 0 ? '+' : '−'}${Math.abs(rest).toFixed(2)}</b> is how the game turns results into runs: ${rules === 'main' ? 'no stolen bases, hit and runs or other optional rules (all off)' : `the optional rules in play (${rules})`}, ${runMaking}, and the bullpen and manager policies.</p>`;
}

function linesTable(summary: SeasonSummary): SafeHtml {
  const { league } = summary;
  const rows: {
    line: string;
    values: Record<string, number | { estimate: number }>;
    target?: Record<string, number>;
  }[] = [
    ...(printsTargets(summary)
      ? [
          { line: "the cards' batting", values: league.cards.batting.line.rates, target: league.cards.batting.target },
          {
            line: "batting against the cards' pitchers",
            values: league.cards.pitching.line.rates,
            target: league.cards.pitching.target,
          },
        ]
      : []),
    { line: 'every plate appearance', values: league.rates },
    { line: `MLB ${league.mlb.season}`, values: league.mlb.rates },
  ];
  if (league.cards.matchup)
    rows.push({ line: 'printed lines met team against team (odds ratio)', values: league.cards.matchup });
  const value = (v: number | { estimate: number } | undefined) => (typeof v === 'number' ? v : v?.estimate);
  const columns: Record<string, string[]> = { line: rows.map((r) => r.line) };
  for (const rate of SLASH) {
    columns[rate] = rows.map((r) => formatRate(rate, value(r.values[rate])));
    columns[`${rate} printed`] = rows.map((r) => formatRate(rate, r.target?.[rate]));
    columns[`${rate} miss`] = rows.map((r) =>
      r.target ? formatPoints(value(r.values[rate])! - r.target[rate]!) : '–',
    );
  }
  for (const rate of ['K%', 'BB%', 'HR%']) columns[rate] = rows.map((r) => formatRate(rate, value(r.values[rate])));
  return htmlTable(aq.table(columns), {
    text: ['line'],
    caption: 'Lines of the season (misses in points, thousandths)',
  });
}

/** How many teams' lines land within the aim, in words. */
function teamFitText(summary: SeasonSummary): string {
  const fit = teamLineFit(summary);
  return (
    `Teams within ${1000 * TEAM_LINE_TOLERANCE} points of their printed lines on AVG, OBP and SLG (each line ` +
    'counting the plate appearances of the cards that print it; a pitcher batting with a hitting card prints none): ' +
    `batting ${fit.batting} of ${fit.of}, against their pitchers ${fit.pitching} of ${fit.of}` +
    (fit.worst
      ? `; the largest miss ${(1000 * fit.worst.miss).toFixed(1)} (${fit.worst.team} ${fit.worst.side}).`
      : '.')
  );
}

const formatSigned = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(3)}`;

/** Each team's batting and the batting against its pitchers, in game context beside the printed lines pooled. */
function teamLinesTable(summary: SeasonSummary): SafeHtml {
  const teams = summary.league.cards.byTeam;
  const columns: Record<string, string[]> = { team: teams.map((t) => t.team) };
  for (const side of ['batting', 'pitching'] as const) {
    const label = side === 'batting' ? 'batting' : 'against';
    columns[label] = teams.map((t) => slash(t[side].line.rates));
    columns[`${label} printed`] = teams.map((t) => slash(t[side].target));
    columns[`${label} miss`] = teams.map((t) => (1000 * lineMiss(t[side])).toFixed(1));
  }
  return htmlTable(aq.table(columns), {
    text: ['team', 'batting', 'batting printed', 'against', 'against printed'],
    caption:
      `Each team's lines in game context beside its printed ones pooled by the plate appearances each player got ` +
      `(miss: the largest of AVG, OBP and SLG, in points; ${1000 * TEAM_LINE_TOLERANCE} is the aim)`,
  });
}

function runExpectancyTable(
  summary: SeasonSummary,
  exact: readonly ExactRunExpectancy[],
  mlb: MlbTable | undefined,
): SafeHtml {
  const re = summary.league.runExpectancy;
  const columns: Record<string, string[]> = {
    state: re.matrix.map((_, s) => formatBaseOutState(canonicalState(s))),
    'every team, simulated': re.matrix.map((v) => (Number.isFinite(v) ? v.toFixed(3) : '–')),
    'plate appearances': re.counts.map((n) => n.toLocaleString('en-US')),
  };
  if (mlb) {
    columns[`MLB ${mlb.season}`] = mlb.matrix.map((v) => v.toFixed(3));
    columns[`sim − MLB`] = mlb.matrix.map((v, s) =>
      Number.isFinite(re.matrix[s]!) ? formatSigned(re.matrix[s]! - v) : '–',
    );
    columns[`MLB ${mlb.season} events`] = mlb.counts.map((n) => n.toLocaleString('en-US'));
  }
  for (const e of exact) {
    const simulated = summary.league.teamRunExpectancy.find((t) => t.team === e.team)?.matrix ?? [];
    columns[`${e.team} simulated`] = simulated.map((v) => (Number.isFinite(v) ? v.toFixed(3) : '–'));
    columns[`${e.team} exact`] = e.matrix.map((v) => v.toFixed(3));
    columns[`${e.team} sim − exact`] = e.matrix.map((v, s) =>
      Number.isFinite(simulated[s] ?? Number.NaN) ? (simulated[s]! - v).toFixed(3) : '–',
    );
  }
  return htmlTable(aq.table(columns), {
    text: ['state'],
    caption: 'Runs from each base-out state to the end of the inning (complete innings only)',
  });
}

function usageTable(summary: SeasonSummary): SafeHtml {
  const u = summary.league.usage;
  const rows: [string, string][] = [
    ['innings per start', u.inningsPerStart!.toFixed(2)],
    [
      'complete games',
      `${u.completeGames!.toLocaleString('en-US')} (${(100 * u.completeGameShare!).toFixed(1)}% of starts)`,
    ],
    ['pitchers per team game', u.pitchersPerGame!.toFixed(2)],
    ['GDP per chance (runner on 1st, fewer than 2 out)', formatRate('AVG', u.gdpPerOpportunity)],
    ['sacrifice bunts per team game', u.sacrificesPerGame!.toFixed(3)],
    ['sacrifice flies per team game', u.sacrificeFliesPerGame!.toFixed(3)],
    ['errors per team game', u.errorsPerGame!.toFixed(3)],
    ['left on base per team game', u.leftOnBasePerGame!.toFixed(2)],
    ['plate appearances per team game', u.plateAppearancesPerGame!.toFixed(2)],
    [
      'games to extra innings',
      `${u.extraInningGames!.toLocaleString('en-US')} (${((100 * u.extraInningGames!) / summary.games).toFixed(1)}%)`,
    ],
  ];
  return htmlTable(aq.table({ measure: rows.map((r) => r[0]), value: rows.map((r) => r[1]) }), {
    text: ['measure'],
    caption: 'Usage and game events',
  });
}

function standingsTable(summary: SeasonSummary): SafeHtml {
  const teams = [...summary.teams].sort((a, b) => b.W / b.G - a.W / a.G);
  return htmlTable(
    aq.table({
      team: teams.map((t) => `${t.code} (${t.name})`),
      W: teams.map((t) => t.W),
      L: teams.map((t) => t.L),
      'win %': teams.map((t) => formatRate('AVG', t.W / t.G)),
      'RS/G': teams.map((t) => (t.RS / t.G).toFixed(2)),
      'RA/G': teams.map((t) => (t.RA / t.G).toFixed(2)),
      'run diff': teams.map((t) => (t.RS - t.RA).toLocaleString('en-US')),
      'Pythagorean %': teams.map((t) => formatRate('AVG', t.pythagorean)),
      lineups: teams.map((t) => t.lineups),
    }),
    { text: ['team', 'lineups'], caption: 'Standings' },
  );
}

function battersTable(players: readonly PlayerSeason[]): SafeHtml {
  const batters = players.filter((p) => p.batting.pa > 0).sort((a, b) => b.batting.pa - a.batting.pa);
  const columns: Record<string, (string | number)[]> = {
    player: batters.map((p) => p.name),
    team: batters.map((p) => p.team),
    G: batters.map((p) => p.batting.G),
    PA: batters.map((p) => p.batting.pa),
    R: batters.map((p) => p.batting.R),
    RBI: batters.map((p) => p.batting.RBI),
  };
  for (const rate of SLASH) {
    columns[rate] = batters.map((p) => formatRate(rate, p.batting.rates[rate]!.estimate));
    columns[`${rate} printed`] = batters.map((p) => formatRate(rate, p.batting.target[rate]));
    columns[`${rate} 95%`] = batters.map(
      (p) => `${formatRate(rate, p.batting.rates[rate]!.lower)}–${formatRate(rate, p.batting.rates[rate]!.upper)}`,
    );
  }
  const outside = (p: PlayerSeason) =>
    SLASH.some(
      (r) =>
        p.batting.target[r] !== undefined &&
        (p.batting.target[r]! < p.batting.rates[r]!.lower || p.batting.target[r]! > p.batting.rates[r]!.upper),
    );
  return htmlTable(aq.table(columns), {
    text: ['player', 'team'],
    caption:
      'Batters: the season line in game context beside the printed line (red: a printed rate outside the 95% interval)',
    rowClass: (row) => (outside(batters[row]!) ? 'flagged' : undefined),
  });
}

function pitchersTable(players: readonly PlayerSeason[]): SafeHtml {
  const pitchers = players
    .filter((p) => p.pitching && p.pitching.pa > 0)
    .sort((a, b) => b.pitching!.outs - a.pitching!.outs);
  const ip = (outs: number) => `${Math.floor(outs / 3)}.${outs % 3}`;
  const columns: Record<string, (string | number)[]> = {
    pitcher: pitchers.map((p) => p.name),
    team: pitchers.map((p) => p.team),
    G: pitchers.map((p) => p.pitching!.G),
    GS: pitchers.map((p) => p.pitching!.GS),
    CG: pitchers.map((p) => p.pitching!.CG),
    IP: pitchers.map((p) => ip(p.pitching!.outs)),
    'IP/G': pitchers.map((p) => (p.pitching!.outs / 3 / p.pitching!.G).toFixed(2)),
    'R/9': pitchers.map((p) => p.pitching!.runsPer9.toFixed(2)),
  };
  for (const rate of SLASH) {
    columns[rate] = pitchers.map((p) => formatRate(rate, p.pitching!.rates[rate]!.estimate));
    columns[`${rate} printed`] = pitchers.map((p) => formatRate(rate, p.pitching!.target[rate]));
  }
  return htmlTable(aq.table(columns), {
    text: ['pitcher', 'team'],
    caption: "Pitchers: opponents' line in game context beside the printed line",
  });
}

/**
 * The distribution report of a season: runs per game and per inning against MLB, why runs per game differ, the
 * cards' lines against their printed lines, the run-expectancy matrix (beside the exact one where given) and linear
 * weights, usage, standings, and every player's season.
 */
export async function seasonReport(input: SeasonReportInput): Promise<{ html: string; summary: string }> {
  const { summary } = input;
  const { league } = summary;
  const exact = input.exact ?? [];
  const runsChart = trustedHtml(
    await renderSvg(
      histogramSpec(histogramBars(league.histograms.runsPerGame), 'Runs scored by a team in a game', 'runs'),
    ),
  );
  const inningChart = trustedHtml(
    await renderSvg(
      histogramSpec(histogramBars(league.histograms.runsPerInning), 'Runs scored in a half-inning', 'runs'),
    ),
  );
  const outs = league.histograms.starterOuts;
  const starterInnings = Array.from({ length: Math.ceil(outs.length / 3) }, (_, k) =>
    outs.slice(3 * k, 3 * k + 3).reduce((a, b) => a + b, 0),
  );
  const startChart = trustedHtml(
    await renderSvg(
      histogramSpec(histogramBars(starterInnings), "Starters' innings (whole innings completed)", 'innings'),
    ),
  );
  const pitchersChart = trustedHtml(
    await renderSvg(
      histogramSpec(
        histogramBars(league.histograms.pitchersPerGame).slice(1),
        'Pitchers a team used in a game',
        'pitchers',
      ),
    ),
  );
  const spotChart = trustedHtml(await renderSvg(spotSpec(league.plateAppearancesBySpot)));
  const batting = league.cards.batting;
  const battingMiss = lineMiss(batting);
  const weights = htmlTable(
    aq.table({
      result: [...EVENT_KINDS],
      'run value': EVENT_KINDS.map((k) => league.linearWeights[k].toFixed(3)),
      'over an out': EVENT_KINDS.map((k) => (league.linearWeights[k] - league.linearWeights.out).toFixed(3)),
    }),
    {
      text: ['result'],
      caption: 'Linear weights: the average change in run expectancy plus runs scored (outs: every other result)',
    },
  );
  const mlb = league.mlb.runsPerGame;
  const body = html`<h1>${input.title}</h1>
<p class="lede">${summary.games.toLocaleString('en-US')} whole games (${summary.gamesPerTeam} per team): regulation and extra innings, lineups, starters, relievers and the manager's choices, ${league.pa.toLocaleString('en-US')} plate appearances.</p>
<div class="tiles">
${tile(league.runsPerGame.toFixed(2), `runs per team game${mlb === undefined ? '' : ` (MLB ${league.mlb.season}: ${mlb.toFixed(2)})`}`)}
${
  printsTargets(summary)
    ? html`${tile(slash(batting.line.rates), `the cards' batting (printed ${slash(batting.target)})`, battingMiss <= LINE_TOLERANCE ? 'good' : 'bad')}
${tile(slash(league.cards.pitching.line.rates), `against the cards' pitchers (printed ${slash(league.cards.pitching.target)})`)}`
    : html`${tile(slash(league.rates), `the league's batting (MLB ${league.mlb.season}: ${slash(league.mlb.rates)})`)}
${league.playsLike?.[0] ? tile(String(league.playsLike[0].season), `the MLB season it plays most like (Hellinger ${league.playsLike[0].distance.toFixed(3)})`) : ''}`
}
${tile(league.runsPerInning.toFixed(3), 'runs per half-inning')}
</div>
<h2>Runs per game</h2>
${runsExplained(summary, input.manifest.rules, input.runMaking)}
<figure class="chart" id="runs-per-game">${runsChart}<figcaption>Mean ${league.runsPerGame.toFixed(2)}, standard deviation ${league.runsPerGameInterval.sd.toFixed(2)}${mlb === undefined ? '' : `; MLB ${league.mlb.season} averaged ${mlb.toFixed(2)}`}.</figcaption></figure>
<figure class="chart" id="runs-per-inning">${inningChart}<figcaption>Complete half-innings only: a walk-off or an unplayed bottom of the ninth counts toward no inning. Mean ${league.runsPerInning.toFixed(3)}.</figcaption></figure>
<h2>${printsTargets(summary) ? "The cards' lines in game context" : 'The league beside MLB'}</h2>
${printsTargets(summary) ? html`<p>The printed lines are pooled by the plate appearances each player got in this season. ${battingMiss <= LINE_TOLERANCE ? html`The cards' batting is within ${formatRate('AVG', LINE_TOLERANCE)} of its printed line on AVG, OBP and SLG.` : html`The cards' batting misses its printed line by up to ${formatPoints(battingMiss)} points on AVG, OBP or SLG.`}</p>` : html`<p>The cards print no lines: the league's batting is set beside MLB's.</p>`}
${league.playsLike ? html`<p>The league's line (its shares of singles, doubles, triples, home runs, walks, hit batsmen, strikeouts and other outs) ${playsLikeText(league.playsLike)}. The interval is the distances a replay of as many plate appearances would show.</p>` : ''}
<div class="wide">${linesTable(summary)}</div>
${printsTargets(summary) && summary.league.cards.byTeam.length > 1 ? html`<p>${teamFitText(summary)}</p><div class="wide">${teamLinesTable(summary)}</div>` : ''}
<h2>Run expectancy and linear weights</h2>
<p class="note">${exact.length === 0 && input.mlbRunExpectancy ? "No exact matrix is set beside the simulated one: MLB's schedule plays thirty staffs that tire and change, no one fixed pitching mix; MLB's own table is the comparison." : exact.length === 0 ? 'No exact matrix is set beside the simulated one: the exact chain needs one fixed pitching mix, which a round robin of fatiguing staffs does not have (play the season against the league for it).' : `The exact matrices are absorbing Markov chains (src/exact) over the lineup's nine spots and the 24 states, with medium-speed runners and the pitching mix fixed, one per team batting against its league, beside that team's simulated matrix. The simulation has the real runners' speeds, the pitching staff a plate appearance meets and the game's own order of batters.`}</p>
${input.mlbRunExpectancy ? html`<p>MLB's ${input.mlbRunExpectancy.season} table is Retrosheet's every event of the season (cards/sources/re24_${input.mlbRunExpectancy.season}.csv, complete half-innings only; 2024's placed-runner extra innings left out). The simulated table and the real one lie ${runExpectancyGapText(runExpectancyGap(league.runExpectancy.matrix, input.mlbRunExpectancy.matrix))}.</p>` : ''}
<div class="wide">${runExpectancyTable(summary, exact, input.mlbRunExpectancy)}</div>
${weights}
<h2>How runners moved</h2>
${advancementNote(input.mlbAdvancement)}
<div class="wide">${advancementTable(league.advancement, input.mlbAdvancement)}</div>
<h2>Usage</h2>
${usageTable(summary)}
<figure class="chart">${startChart}</figure>
<figure class="chart">${pitchersChart}</figure>
<figure class="chart">${spotChart}<figcaption>Each spot down the order bats about 1/9 of a time through less per game than the one before it.</figcaption></figure>
<h2>Standings</h2>
${standingsTable(summary)}
<h2>Players</h2>
<div class="wide">${battersTable(summary.players)}</div>
<div class="wide">${pitchersTable(summary.players)}</div>`;
  const line = seasonSummaryLine(summary);
  return {
    html: reportPage({ kind: 'season', title: input.title, summary: line, body, manifest: input.manifest }),
    summary: line,
  };
}
