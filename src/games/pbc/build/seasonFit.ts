import { lineCounts, type SeasonLine } from '../../../core/cards/cardLines.ts';
import { padLine } from '../../../mlb/lines.ts';
import { isPitcherSeason } from '../../../mlb/roster.ts';
import { addLines, runningLine, type SeasonData } from '../../../mlb/seasonData.ts';
import type { OutChart } from '../cards.ts';
import type { ChartCell } from '../vocabulary.ts';
import { batterCardKey, batterVector, chartPool, fitBatter, type BatterFit, type ChartPool } from './fitBatter.ts';
import { chartParts, fitChart, type BatterMix, type ChartFit, type ChartParts } from './fitChart.ts';
import { SeasonConsistency } from './fitScore.ts';
import type { PbcBuiltLeague } from './league.ts';
import { shiftKey, type LineShift } from '../../../core/cards/cardAims.ts';
import { shiftLine } from '../../../mlb/lineAims.ts';
import { addShift, leagueMiss } from './lineShift.ts';
import { addScaled, VECTOR_WIDTH } from './rateVector.ts';
import { speedRating } from './ratings.ts';

/** Lines shorter than this are filled with the league's (pitchers' batting with pitchers' batting). */
export const MIN_PA = 100;

/**
 * Passes of the alternation (fitSeasonCards): each fits every pitcher against the batters of the pass before and then
 * every batter against those pitchers. Measured on 2016 (docs/pbc.md): the pooled line moves most in the first two
 * passes, and the league's aim takes three more to bring it within a few points of the season's; the cards never stop
 * moving altogether (most charts change a cell or two every pass: the score has many near ties, and each pass's mix
 * moves them), so there is no fixed point to stop at, and five passes are what a build costs (a pass: under a minute).
 */
export const MAX_PASSES = 5;

/**
 * The share of the league's miss of its line (the cards pooled, leagueMiss) each pass adds to the shift every card is
 * fitted with: the cards of both sides follow a shift together, by more than it for strikeouts, so the whole miss
 * would overshoot.
 */
export const SHIFT_GAIN = 0.5;

/**
 * The share of the league's miss after the passes that the batters' last fit adds to the shift (fitSeasonCards, the
 * end): the charts are fitted to the batters once more but hardly move the line, so the batters take all of it.
 */
export const LAST_BATTER_GAIN = 1;

/**
 * Each player's own aim, by Lahman id (a season-context build's, `build --context season`): his batting, and the
 * batting against him as a pitcher. A card is fitted to its line shifted by its aim plus the league's.
 */
export interface PlayerAims {
  batting: ReadonlyMap<string, LineShift>;
  pitching: ReadonlyMap<string, LineShift>;
}

export const NO_AIMS: PlayerAims = { batting: new Map(), pitching: new Map() };

/**
 * A batting card to fit: the line (filled to MIN_PA), his own aim, his running Speed and the season it is tested
 * against (shifted by his aim: an aimed card is meant to play off his season, a plate appearance at a time).
 */
interface BatterJob {
  line: SeasonLine;
  aim: LineShift | undefined;
  leaguePA: number;
  running: number;
  /** The season-fit test (none for a pitcher's batting: nobody checks it). */
  tested: SeasonLine | undefined;
}

/** A player's batting card as the season's fit leaves it, and the league's plate appearances his line was filled by. */
export type SeasonBatter = BatterFit & { leaguePA: number };
/**
 * A pitcher's chart as the season's fit leaves it (its vector against the batters as built), and the league's plate
 * appearances his line was filled by.
 */
export type SeasonPitcher = ChartFit & { leaguePA: number };

/** One pass of the alternation: what it changed and the line the cards as built make against each other. */
export interface SeasonPass {
  /** Pitchers' charts and batters' cards (distinct lines) that differ from the pass before's. */
  pitchersChanged: number;
  battersChanged: number;
  /** Cells of the pitchers' charts that differ from the pass before's (of 11 a chart). */
  cellsChanged: number;
  /** The batters' exact outcome vector pooled by plate appearances against the pitchers pooled by batters faced. */
  pooled: Float64Array;
  /** The shift every card of the pass was fitted with. */
  shift: LineShift;
}

/** Every card of a season, each fitted against the others as built (fitSeasonCards). */
export interface SeasonCards {
  /** The shift the last fits took, every card's (the league's aim: build/lineShift.ts). */
  shift: LineShift;
  /** Batting cards by Lahman id: every position player, and every pitcher as he bats. */
  batting: Map<string, SeasonBatter>;
  /** Pitchers' charts by Lahman id. */
  pitching: Map<string, SeasonPitcher>;
  /** The batters as pitchers face them: each card by his real plate appearances. */
  batters: BatterMix;
  /** The pitchers as batters face them: their charts pooled by real batters faced. */
  pool: ChartPool;
  passes: SeasonPass[];
}

const lineKey = (line: SeasonLine | undefined) => (line ? JSON.stringify(lineCounts(line)) : '-');
const sameHits = (a: BatterFit, b: BatterFit) => batterCardKey(a) === batterCardKey(b);
const sameCell = (a: ChartCell, b: ChartCell) => a.key === b.key && a.rollOff === b.rollOff;
const sameChart = (a: OutChart, b: OutChart) => a.every((cell, t) => t < 2 || sameCell(cell, b[t]!));

/**
 * Every calibrated card of a season fitted against the others as built, not against the league's tiers alone: the
 * league's real batters and pitchers, each weighted by his real playing time. It starts from the batters fitted
 * against the tiers (`league`, build/league.ts), then alternates: each pitcher's chart against the batter cards (each
 * total weighted by how often they read it, by their plate appearances: chartParts), then each batter against the
 * pitchers' charts (pooled by batters faced: chartPool), each fit starting from the card of the pass before, for
 * MAX_PASSES passes; then the charts against the batters as they end, the batters once more (taking all the league
 * still misses, LAST_BATTER_GAIN) and the charts against them. After each pass every card of the next is aimed off its
 * line by the league's aim (SHIFT_GAIN of leagueMiss, added up), so that the cards pooled make the season's line; a
 * card still prints its real line. The tiers' charts read their total 5 from the pitchers batting only (their
 * batters all hit on it), a chart fitted against them fills it freely, and real batters who do not hit on 5 read it:
 * against the real cards, each total counts as often as real batters read it. With `aims`, each card is also fitted
 * off its line by its own aim (pitchers' batting aside: nobody checks it), and the league's aim brings the cards pooled
 * to the batting lines each shifted by its aim.
 * @example fitSeasonCards(data, league).passes.length // => 5
 */
export function fitSeasonCards(
  data: SeasonData,
  league: PbcBuiltLeague,
  aims: PlayerAims = NO_AIMS,
  /** Told each pass as it ends. */
  onPass?: (pass: SeasonPass) => void,
): SeasonCards {
  const { vectors } = league;
  const pitchersBatting = league.batters[league.batters.length - 1]!.line;
  const pad = league.batters.slice(0, 3).reduce((a, b) => (a.weight > b.weight ? a : b)).line;
  // Batting cards: each distinct job once (pitchers who never batted all share the pitchers' line).
  const jobs = new Map<string, BatterJob>();
  const jobOf = new Map<string, string>();
  const weights = new Map<string, number>();
  const addJob = (playerID: string, line: SeasonLine, fill: SeasonLine, running: number, tested: boolean) => {
    const padded = padLine(line, fill, MIN_PA);
    const aim = tested ? aims.batting.get(playerID) : undefined;
    const job = {
      line: padded.line,
      aim,
      leaguePA: padded.leaguePA,
      running,
      tested: tested ? shiftLine(line, aim) : undefined,
    };
    const key = `${lineKey(job.line)}|${shiftKey(aim)}|${running}|${lineKey(job.tested)}`;
    if (!jobs.has(key)) jobs.set(key, job);
    jobOf.set(playerID, key);
    weights.set(key, (weights.get(key) ?? 0) + (data.batting.get(playerID)?.line.PA ?? 0));
  };
  const pitcherJobs: {
    playerID: string;
    line: SeasonLine;
    aim: LineShift | undefined;
    leaguePA: number;
    weight: number;
    tested: SeasonLine;
  }[] = [];
  for (const record of data.batting.values())
    if (!isPitcherSeason(data, record.playerID))
      addJob(record.playerID, record.line, pad, speedRating(runningLine(record)), true);
  for (const record of data.pitching.values()) {
    if (!isPitcherSeason(data, record.playerID) || !record.opponents) continue;
    addJob(record.playerID, data.batting.get(record.playerID)?.line ?? pitchersBatting, pitchersBatting, -1, false);
    const padded = padLine(record.opponents, league.pitchers[1]?.line ?? league.pitchers[0]!.line, MIN_PA);
    pitcherJobs.push({
      playerID: record.playerID,
      line: padded.line,
      aim: aims.pitching.get(record.playerID),
      leaguePA: padded.leaguePA,
      weight: record.opponents.PA,
      tested: shiftLine(record.opponents, aims.pitching.get(record.playerID)),
    });
  }
  const consistency = new Map(
    [...jobs].map(([key, job]) => [key, job.tested && new SeasonConsistency(lineCounts(job.tested))]),
  );
  const fitBatters = (pool: ChartPool, shift: LineShift, before?: Map<string, BatterFit>) =>
    new Map(
      [...jobs].map(([key, job]) => [
        key,
        fitBatter(vectors, pool, aimed(job.line, shift, job.aim), job.running, 'calibrated', {
          consistency: consistency.get(key) ?? null,
          ...(before && { start: before.get(key)! }),
        }),
      ]),
    );
  const mixOf = (fits: Map<string, BatterFit>): BatterMix =>
    [...fits].map(([key, fit]) => ({ ...fit, weight: weights.get(key)! })).filter((b) => b.weight > 0);
  const poolOf = (charts: readonly ChartFit[]) =>
    chartPool(pitcherJobs.map((job, i) => ({ weight: job.weight, outChart: charts[i]!.outChart })));
  // The league's line: every batting line pooled (the season's), each shifted by its aim.
  const printed = [...data.batting.values()]
    .map((r) => shiftLine(r.line, isPitcherSeason(data, r.playerID) ? undefined : aims.batting.get(r.playerID)))
    .reduce(addLines);
  let shift: LineShift = {};
  let batting = fitBatters(chartPool(league.pitchers), shift);
  let charts: ChartFit[] = [];
  let parts: ChartParts = chartParts(vectors, mixOf(batting));
  let pool: ChartPool = [];
  const passes: SeasonPass[] = [];
  const vectorOf = (fit: BatterFit) => batterVector(vectors, pool, fit.hits, fit.variance, fit.speed);
  const fitCharts = (before: readonly ChartFit[]) =>
    pitcherJobs.map((job, i) =>
      fitChart(
        parts,
        aimed(job.line, shift, job.aim),
        'calibrated',
        new SeasonConsistency(lineCounts(job.tested)),
        before[i]?.outChart,
      ),
    );
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const before = charts;
    charts = fitCharts(before);
    pool = poolOf(charts);
    const was = batting;
    batting = fitBatters(pool, shift, was);
    parts = chartParts(vectors, mixOf(batting));
    const pitchersChanged = charts.filter((c, i) => !before[i] || !sameChart(c.outChart, before[i].outChart)).length;
    const battersChanged = [...batting].filter(([key, fit]) => !sameHits(fit, was.get(key)!)).length;
    const cellsChanged = charts.reduce(
      (sum, c, i) =>
        sum +
        (before[i] ? c.outChart.filter((cell, t) => t >= 2 && !sameCell(cell, before[i]!.outChart[t]!)).length : 11),
      0,
    );
    const pooled = pooledVector(vectors, mixOf(batting), pool);
    passes.push({ pitchersChanged, battersChanged, cellsChanged, pooled, shift });
    onPass?.(passes.at(-1)!);
    if (pass === MAX_PASSES - 1) break;
    shift = addShift(shift, leagueMiss(pooled, printed), SHIFT_GAIN);
  }
  // Each pass's charts were fitted against the batters of the pass before, and the batters then moved (in a small
  // league, onto the totals a chart had just filled with strikeouts). So the end: the charts against the batters as
  // they stand; then the batters once more, aimed at all the league's line then misses (a chart cannot take it back:
  // its cells are outs, walks and strikeouts, the hits are the batters'; 2016: SLG +.004 over MLB's without this);
  // then the charts against those batters. A batter's fit moves a cell or two of his hit rolls, which moves the line
  // the charts make only a little (2016, exact: .2544/.3216/.4185 against MLB's .2553/.3216/.4174).
  const playing = (fits: Map<string, BatterFit>) =>
    new Map([...fits].map(([key, fit]) => [key, { ...fit, vector: vectorOf(fit) }]));
  charts = fitCharts(charts);
  pool = poolOf(charts);
  shift = addShift(shift, leagueMiss(pooledVector(vectors, mixOf(playing(batting)), pool), printed), LAST_BATTER_GAIN);
  batting = fitBatters(pool, shift, batting);
  parts = chartParts(vectors, mixOf(batting));
  charts = fitCharts(charts);
  pool = poolOf(charts);
  batting = playing(batting);
  return {
    batting: new Map([...jobOf].map(([id, key]) => [id, { ...batting.get(key)!, leaguePA: jobs.get(key)!.leaguePA }])),
    pitching: new Map(pitcherJobs.map((job, i) => [job.playerID, { ...charts[i]!, leaguePA: job.leaguePA }])),
    batters: mixOf(batting),
    pool,
    passes,
    shift,
  };
}

/** A line as a card is fitted to it: shifted by the league's aim and its own, if any. */
function aimed(line: SeasonLine, shift: LineShift, own: LineShift | undefined): SeasonLine {
  const both = own ? addShift(shift, own) : shift;
  return Object.keys(both).length > 0 ? shiftLine(line, both) : line;
}

/** The batters' exact outcome vector pooled by weight against the chart pool. */
function pooledVector(vectors: PbcBuiltLeague['vectors'], batters: BatterMix, pool: ChartPool): Float64Array {
  const total = batters.reduce((sum, b) => sum + b.weight, 0);
  const v = new Float64Array(VECTOR_WIDTH);
  for (const b of batters) addScaled(v, batterVector(vectors, pool, b.hits, b.variance, b.speed), b.weight / total);
  return v;
}
