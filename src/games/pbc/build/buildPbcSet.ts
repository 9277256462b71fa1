import { stringify } from 'yaml';
import { formatBaseOutState } from '../../../core/model/baseOut.ts';
import { lineCounts, type SeasonLine } from '../../../core/cards/cardLines.ts';
import type { BuildMode, CardBuilder } from '../../../core/GameSystem.ts';
import { FIT_RATES, FitTarget, type CannotFit } from '../../../mlb/fitTarget.ts';
import { roundingBudget } from '../../../stats/roundingBudget.ts';
import { Tally, TALLY_SLOTS } from '../../../core/model/Tally.ts';
import { padLine, printedLine } from '../../../mlb/lines.ts';
import { cardIdentity, rosterCards, seasonTeams } from '../../../mlb/roster.ts';
import { runningLine, type BattingRecord, type PitchingRecord, type SeasonData } from '../../../mlb/seasonData.ts';
import type { OutChart } from '../cards.ts';
import { hitChance, PBC_ID, type HitRolls } from '../vocabulary.ts';
import { fitBatter } from './fitBatter.ts';
import { PBC_ROLLS, SeasonConsistency } from './fitScore.ts';
import { fitChart } from './fitChart.ts';
import type { PbcBuiltLeague } from './league.ts';
import { buntRating, speedRating } from './ratings.ts';

/** Lines shorter than this are filled with the league's (pitchers' batting with pitchers' batting). */
export const MIN_PA = 100;
/** Field positions a roster card prints (the first the player played most). */
const FIELD_POSITIONS = new Set<string>(['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']);
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;

/** Hit rolls as a card prints them: `3,5,7=2B`. */
export const hitsText = (hits: HitRolls): string =>
  hits.totals.map((t) => `${t}${hits.fixed[t] ? `=${hits.fixed[t]}` : ''}`).join(',');

/** An Out Chart as a card prints it. */
const chartText = (chart: OutChart): Record<number, string> =>
  Object.fromEntries(
    Array.from({ length: 11 }, (_, i) => {
      const cell = chart[i + 2]!;
      return [i + 2, `${cell.key}${cell.rollOff ? '*' : ''}`];
    }),
  );

/**
 * The budget a card records for a printed line: what PBC's granularity (a total is 1 to 6 of 36 rolls) alone costs
 * each fit rate (FitTarget's budgets at 36 rolls, rounded up to four places), of the rates the line has trials of (a
 * pitcher's batting line may have no plate appearances).
 */
function fitBudget(line: SeasonLine): Record<string, number> {
  const budgets = new FitTarget(line, PBC_ROLLS).budgets;
  const defined = roundingBudget(lineCounts(line), PBC_ROLLS);
  return Object.fromEntries(FIT_RATES.filter((r) => defined[r] !== undefined).map((r) => [r, budgets[r]]));
}

/** What a calibrated card cannot carry of a printed line (FitTarget.cannotFit), from its exact outcome vector. */
function cannotFit(line: SeasonLine, vector: Float64Array, kind: CannotFit['line'], reason: string) {
  const counts = new Float64Array(TALLY_SLOTS);
  counts.set(vector);
  return new FitTarget(line, PBC_ROLLS).cannotFit(new Tally(counts), kind, reason);
}

/** Budgets for a card's printed lines: the season and each split it prints. */
const budgetsOf = (season: SeasonLine, vsL?: SeasonLine, vsR?: SeasonLine) => ({
  season: fitBudget(season),
  ...(vsL && { vsL: fitBudget(vsL) }),
  ...(vsR && { vsR: fitBudget(vsR) }),
});

/**
 * Builds PBC card sets of one season's teams against one league (build/league.ts): each batter's hit totals (at most
 * one fixed to an extra-base hit), Variance and Speed; each pitcher's Out Chart from his opponents' line against the
 * league batters. Naive cards read the printed Avg as the text does (the hit chance nearest his batting average, the
 * Variance of his extra bases per hit); calibrated cards are solved against the exact league plate appearance for the
 * whole line (FitTarget at 36 rolls: AVG, OBP, SLG, K%, BB% and HR%, and the season-fit test). Each card's budget is
 * what 1/36 granularity alone costs its line (FitTarget's budgets), not what the card misses by: the format has no
 * place for a batter's own walks and strikeouts (they come from the pitchers' charts, on the totals his hit rolls
 * leave) nor a pitcher's hits allowed on the batters' hit rolls, and most cards miss some rate beyond it.
 */
export class PbcBuilder implements CardBuilder {
  declare private readonly data: SeasonData;
  declare private readonly solveLeague: () => PbcBuiltLeague;
  declare private solved: PbcBuiltLeague | undefined;

  constructor(data: SeasonData, solveLeague: () => PbcBuiltLeague) {
    this.data = data;
    this.solveLeague = solveLeague;
    this.solved = undefined;
  }

  private get league(): PbcBuiltLeague {
    this.solved ??= this.solveLeague();
    return this.solved;
  }

  /** Every team of the builder's season. */
  teams(): string[] {
    return seasonTeams(this.data);
  }

  build(teams: readonly string[], mode: BuildMode, names: Readonly<Record<string, string>> = {}): string {
    const { data } = this;
    const players = rosterCards<object>(data, teams, {
      hitter: (record, team, id) => this.hitterCard(record, team, id, mode),
      pitcher: (record, team, id) => this.pitcherCard(record, team, id, mode),
    });
    const { league } = this;
    const set = {
      game: PBC_ID,
      name: `${data.season} ${teams.map((t) => names[t] ?? t).join(' and ')} (PBC, ${mode})`,
      season: data.season,
      description:
        `Every player who appeared for ${teams.join(', ')} in ${data.season}, built by \`cardlab build pbc --mode ` +
        `${mode}\` from cards/sources (see docs/pbc.md, "How PBC cards are built"). Printed targets are the real ` +
        `season lines; avg is the hit rolls' chance, as PBC prints it; budgets are what 1/36 granularity alone ` +
        `costs each rate of the line. What the format cannot carry: a batter's own walks and strikeouts (they come ` +
        `from the pitchers' Out Charts, on the totals his hit rolls leave), nor a pitcher's hits allowed on the ` +
        `batters' own hit rolls; fielding (every Defense is 0: the season files have none).`,
      source:
        'cards/sources (Lahman Baseball Database and Retrosheet via Chadwick retrosplits; see cards/sources/NOTICE.md)',
      teams: Object.fromEntries(teams.map((t) => [t, { name: names[t] ?? t }])),
      league: {
        name: league.name,
        states: Object.fromEntries(
          league.states.filter((s) => s.weight > 0).map((s) => [formatBaseOutState(s.state), round(s.weight, 6)]),
        ),
        pitchers: league.pitchers.map((p) => ({ name: p.name, weight: p.weight, outChart: chartText(p.outChart) })),
        batters: league.batters.map((b) => ({
          name: b.name,
          weight: round(b.weight, 0),
          hits: hitsText(b.hits),
          variance: b.variance,
          speed: b.speed,
        })),
      },
      players,
    };
    const header =
      `# PBC Dice Baseball card set, generated by cardlab build pbc --season ${data.season} --teams ` +
      `${teams.join(',')} --mode ${mode}. Do not edit by hand: rebuild.\n# Data: cards/sources (CC BY-SA 3.0 / ` +
      `ODbL: see cards/sources/NOTICE.md); this file is shared under CC BY-SA 3.0 too.\n`;
    return header + stringify(set, { lineWidth: 200 });
  }

  /** A roster line: hits, Variance and Speed for `line` (padded to MIN_PA with `pad`), Bunt and Defense. */
  private rosterLine(line: SeasonLine, pad: SeasonLine, running: number, mode: BuildMode, tested: boolean) {
    const { league } = this;
    const padded = padLine(line, pad, MIN_PA);
    const consistency = tested ? new SeasonConsistency(lineCounts(line)) : null;
    const fit = fitBatter(league.vectors, league.pitchers, padded.line, running, mode, { consistency });
    const reason =
      padded.leaguePA > 0
        ? `a short line, fitted filled to ${MIN_PA} plate appearances with the league's`
        : "the nearest card the format allows: a batter's strikeouts and walks are the league's Out Charts' on the " +
          'totals his hit rolls leave';
    return {
      hits: hitsText(fit.hits),
      avg: round(hitChance(fit.hits), 3),
      variance: fit.variance,
      speed: fit.speed,
      leaguePA: padded.leaguePA,
      cannotFit: tested && fit.vector ? cannotFit(line, fit.vector, 'batting', reason) : undefined,
    };
  }

  private hitterCard(record: BattingRecord, team: string, id: string, mode: BuildMode) {
    const position =
      (this.data.positions.get(`${team}|${record.playerID}`)?.positions ?? []).find((p) => FIELD_POSITIONS.has(p)) ??
      'DH';
    const pad = this.league.batters.slice(0, 3).reduce((a, b) => (a.weight > b.weight ? a : b)).line;
    const running = speedRating(runningLine(record));
    const { leaguePA, cannotFit: cannot, ...roster } = this.rosterLine(record.line, pad, running, mode, true);
    return {
      ...cardIdentity(id, record, team),
      position: position === 'DH' ? '1B' : position,
      ...roster,
      bunt: buntRating(record.line),
      defense: 0,
      targets: {
        season: printedLine(record.line),
        ...(record.vsL && { vsL: printedLine(record.vsL) }),
        ...(record.vsR && { vsR: printedLine(record.vsR) }),
      },
      budget: budgetsOf(record.line, record.vsL, record.vsR),
      build: {
        mode,
        ...(leaguePA > 0 && { leaguePA: { season: leaguePA } }),
        ...(cannot && { cannotFit: [cannot] }),
      },
    };
  }

  private pitcherCard(record: PitchingRecord, team: string, id: string, mode: BuildMode) {
    const { league } = this;
    const opponents = record.opponents!;
    const padded = padLine(opponents, league.pitchers[1]?.line ?? league.pitchers[0]!.line, MIN_PA);
    const chart = fitChart(
      league.vectors,
      league.batters,
      padded.line,
      mode,
      new SeasonConsistency(lineCounts(opponents)),
    );
    const batting = this.data.batting.get(record.playerID)?.line;
    const pitchersBatting = league.batters[league.batters.length - 1]!.line;
    const {
      leaguePA,
      cannotFit: _,
      ...roster
    } = this.rosterLine(batting ?? pitchersBatting, pitchersBatting, -1, mode, false);
    const floor = opponents.H / opponents.PA < chart.rolledHits;
    const reason = floor
      ? `hits at the floor: the league batters' own hit rolls give ${chart.rolledHits.toFixed(3).replace(/^0/, '')} ` +
        'hits per plate appearance, whatever the chart'
      : padded.leaguePA > 0
        ? `a short line, fitted filled to ${MIN_PA} plate appearances with the league's`
        : 'the nearest chart the search found';
    const cannot = mode === 'calibrated' ? cannotFit(opponents, chart.vector, 'pitching', reason) : undefined;
    const role = record.GS >= record.G / 2 ? 'S' : record.SV >= 10 ? 'C' : 'R';
    return {
      ...cardIdentity(id, record, team),
      position: 'P',
      ...roster,
      bunt: batting ? buntRating(batting) : 0,
      defense: 0,
      pitching: {
        outChart: chartText(chart.outChart),
        fatigue: 0,
        role,
        starts: record.GS,
        targets: {
          season: printedLine(opponents),
          ...(record.vsL && { vsL: printedLine(record.vsL) }),
          ...(record.vsR && { vsR: printedLine(record.vsR) }),
        },
        budget: budgetsOf(opponents, record.vsL, record.vsR),
      },
      ...(batting && { targets: { season: printedLine(batting) } }),
      ...(batting && { budget: budgetsOf(batting) }),
      build: {
        mode,
        ...((padded.leaguePA > 0 || leaguePA > 0) && {
          leaguePA: {
            ...(leaguePA > 0 && { season: leaguePA }),
            ...(padded.leaguePA > 0 && { pitching: padded.leaguePA }),
          },
        }),
        ...(cannot && { cannotFit: [cannot] }),
      },
    };
  }
}
