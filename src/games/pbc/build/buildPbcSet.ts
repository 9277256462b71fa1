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
import { chartPool, fitBatter } from './fitBatter.ts';
import { PBC_ROLLS } from './fitScore.ts';
import { chartParts, fitChart, type ChartFit } from './fitChart.ts';
import type { PbcBuiltLeague } from './league.ts';
import { AIM_KINDS, type CardAims, type LineShift } from '../../../core/cards/cardAims.ts';
import { shiftLine } from '../../../mlb/lineAims.ts';
import { aimsKey, playerAims } from './playerAims.ts';
import { buntRating, speedRating } from './ratings.ts';
import { fitSeasonCards, MIN_PA, type PlayerAims, type SeasonCards } from './seasonFit.ts';
import { batterStandIns, pitcherStandIns } from './standIns.ts';

export { MIN_PA } from './seasonFit.ts';

/**
 * Stand-ins a calibrated set's league block prints for the league's cards as built: its pitchers' charts pooled by
 * batters faced (pitcherStandIns) and its batters pooled by plate appearances (batterStandIns). `check` plays each
 * card against every stand-in, so each costs the reports' time; these many play as the cards do within a point or so
 * on each rate (docs/pbc.md).
 */
const PITCHER_STAND_INS = 12;
const BATTER_STAND_INS = 12;
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
  /** The last season fitted, with the aims it was fitted to (a context build asks again each round). */
  declare private fitted: { aims: string; cards: SeasonCards } | undefined;

  constructor(data: SeasonData, solveLeague: () => PbcBuiltLeague) {
    this.data = data;
    this.solveLeague = solveLeague;
    this.solved = undefined;
    this.fitted = undefined;
  }

  /** The league's tiers: what naive cards are built against, and where the calibrated cards' fit starts. */
  private get league(): PbcBuiltLeague {
    this.solved ??= this.solveLeague();
    return this.solved;
  }

  /** Every calibrated card of the season, fitted against the others as built to `aims` (fitSeasonCards). */
  private season(aims: PlayerAims): SeasonCards {
    const key = aimsKey(aims);
    if (this.fitted?.aims !== key) this.fitted = { aims: key, cards: fitSeasonCards(this.data, this.league, aims) };
    return this.fitted.cards;
  }

  /**
   * The league block a set prints: a naive set's tiers; a calibrated set's stand-ins for the season's cards as built,
   * which its cards were fitted against.
   */
  private leagueBlock(season: SeasonCards | undefined) {
    const { league } = this;
    const states = Object.fromEntries(
      league.states.filter((s) => s.weight > 0).map((s) => [formatBaseOutState(s.state), round(s.weight, 6)]),
    );
    if (!season)
      return {
        name: league.name,
        states,
        pitchers: league.pitchers.map((p) => ({ name: p.name, weight: p.weight, outChart: chartText(p.outChart) })),
        batters: league.batters.map((b) => ({
          name: b.name,
          weight: round(b.weight, 0),
          hits: hitsText(b.hits),
          variance: b.variance,
          speed: b.speed,
        })),
      };
    const faced = [...this.data.pitching.values()].reduce(
      (sum, p) => sum + (season.pitching.has(p.playerID) ? p.opponents!.PA : 0),
      0,
    );
    const batted = season.batters.reduce((sum, b) => sum + b.weight, 0);
    const pitchers = pitcherStandIns(league.vectors, season.pool, PITCHER_STAND_INS);
    const batters = batterStandIns(league.vectors, season.batters, BATTER_STAND_INS);
    return {
      name: league.name,
      states,
      pitchers: pitchers.map((p, i) => ({
        name: `${league.name} pitching (${i + 1} of ${pitchers.length})`,
        weight: round(p.share * faced, 0),
        outChart: chartText(p.outChart),
      })),
      batters: batters.map((b, i) => ({
        name: `${league.name} batters (${i + 1} of ${batters.length})`,
        weight: round(b.share * batted, 0),
        hits: hitsText(b.hits),
        variance: b.variance,
        speed: b.speed,
      })),
    };
  }

  /** Every team of the builder's season. */
  teams(): string[] {
    return seasonTeams(this.data);
  }

  /**
   * The card set of `teams` in `mode`, as the YAML a card file holds. A calibrated set's cards are the whole season's
   * (fitSeasonCards), fitted to `aims` where they have one.
   */
  build(
    teams: readonly string[],
    mode: BuildMode,
    names: Readonly<Record<string, string>> = {},
    aims: CardAims = new Map(),
  ): string {
    const { data } = this;
    const own = playerAims(data, teams, aims);
    const season = mode === 'calibrated' ? this.season(own) : undefined;
    const players = rosterCards<object>(data, teams, {
      hitter: (record, team, id) => this.hitterCard(record, team, id, mode, season, own.batting.get(record.playerID)),
      pitcher: (record, team, id) =>
        this.pitcherCard(record, team, id, mode, season, own.pitching.get(record.playerID)),
    });
    const leagueBlock = this.leagueBlock(season);
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
        `batters' own hit rolls; fielding (every Defense is 0: the season files have none).` +
        (season ? ` ${this.calibratedNote(season)}` : ''),
      source:
        'cards/sources (Lahman Baseball Database and Retrosheet via Chadwick retrosplits; see cards/sources/NOTICE.md)',
      teams: Object.fromEntries(teams.map((t) => [t, { name: names[t] ?? t }])),
      league: leagueBlock,
      players,
    };
    const header =
      `# PBC Dice Baseball card set, generated by cardlab build pbc --season ${data.season} --teams ` +
      `${teams.join(',')} --mode ${mode}. Do not edit by hand: rebuild.\n# Data: cards/sources (CC BY-SA 3.0 / ` +
      `ODbL: see cards/sources/NOTICE.md); this file is shared under CC BY-SA 3.0 too.\n`;
    return header + stringify(set, { lineWidth: 200 });
  }

  /** What a calibrated set's description says of the league its cards were fitted against. */
  private calibratedNote(season: SeasonCards): string {
    const points = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(2)}`;
    const aim = AIM_KINDS.map((r) => `${r} ${points(season.shift[r] ?? 0)}`).join(', ');
    return (
      `Each card was fitted against the ${this.data.season} league's cards as built (every batter by his plate ` +
      `appearances, every pitcher by his batters faced, ${season.passes.length} passes and a last fit of each ` +
      `side), to its line shifted by the league's aim, in points of plate appearances: ${aim} ` +
      `(what brings the cards pooled to the league's line); the league block's stand-ins play as those cards.`
    );
  }

  /**
   * A roster line: hits, Variance and Speed for `line` (padded to MIN_PA with `pad`), Bunt and Defense. A naive card is
   * fitted here, against the league's tiers, to the line shifted by `aim`; a calibrated card is the `season`'s, by
   * Lahman id.
   */
  private rosterLine(
    playerID: string,
    line: SeasonLine,
    pad: SeasonLine,
    running: number,
    fitted: { season: SeasonCards | undefined; aim: LineShift | undefined },
    tested: boolean,
  ) {
    const { league } = this;
    const padded = padLine(line, pad, MIN_PA);
    const fit =
      fitted.season?.batting.get(playerID) ??
      fitBatter(league.vectors, chartPool(league.pitchers), shiftLine(padded.line, fitted.aim), running, 'naive');
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

  private hitterCard(
    record: BattingRecord,
    team: string,
    id: string,
    mode: BuildMode,
    season: SeasonCards | undefined,
    aim: LineShift | undefined,
  ) {
    const position =
      (this.data.positions.get(`${team}|${record.playerID}`)?.positions ?? []).find((p) => FIELD_POSITIONS.has(p)) ??
      'DH';
    const pad = this.league.batters.slice(0, 3).reduce((a, b) => (a.weight > b.weight ? a : b)).line;
    const running = speedRating(runningLine(record));
    const {
      leaguePA,
      cannotFit: cannot,
      ...roster
    } = this.rosterLine(record.playerID, record.line, pad, running, { season, aim }, true);
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

  private pitcherCard(
    record: PitchingRecord,
    team: string,
    id: string,
    mode: BuildMode,
    season: SeasonCards | undefined,
    aim: LineShift | undefined,
  ) {
    const { league } = this;
    const opponents = record.opponents!;
    const padded = padLine(opponents, league.pitchers[1]?.line ?? league.pitchers[0]!.line, MIN_PA);
    const chart: ChartFit =
      season?.pitching.get(record.playerID) ??
      fitChart(chartParts(league.vectors, league.batters), shiftLine(padded.line, aim), 'naive');
    const batting = this.data.batting.get(record.playerID)?.line;
    const pitchersBatting = league.batters[league.batters.length - 1]!.line;
    const {
      leaguePA,
      cannotFit: _,
      ...roster
    } = this.rosterLine(
      record.playerID,
      batting ?? pitchersBatting,
      pitchersBatting,
      -1,
      { season, aim: undefined },
      false,
    );
    const floor = opponents.H / opponents.PA < chart.rolledHits;
    const reason = floor
      ? `hits at the floor: the league batters' own hit rolls give ${chart.rolledHits.toFixed(3).replace(/^0/, '')} ` +
        'hits per plate appearance, whatever the chart'
      : padded.leaguePA > 0
        ? `a short line, fitted filled to ${MIN_PA} plate appearances with the league's`
        : 'the nearest chart the search found';
    const cannot = season ? cannotFit(opponents, chart.vector, 'pitching', reason) : undefined;
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
