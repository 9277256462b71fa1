import { advancementFacts, type AdvancementFact } from '../core/model/advancement.ts';
import { END_STATES, TRANSITION_SLOTS } from '../core/model/transitions.ts';
import { BATTING_EXTRAS, PITCHING_EXTRAS, TEAM_COUNTS, type SeasonLayout } from '../engine/SeasonTally.ts';
import { LINEUP_SIZE, type RosterPlayer } from '../core/game/TeamSheet.ts';
import type { League } from '../core/game/League.ts';
import type { MlbSeason } from '../mlb/mlbTotals.ts';
import type { SeasonDistance } from '../stats/nearestSeasons.ts';
import { playsLike } from './mlbComparison.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import { CHECK_RATES, rateValue, type Counts } from '../core/model/rates.ts';
import { COUNTERS, TALLY_SLOTS } from '../core/model/Tally.ts';
import type { Interval } from '../stats/Interval.ts';
import { linearWeights } from '../stats/linearWeights.ts';
import { oddsRatioMix } from '../stats/oddsRatioMix.ts';
import { rateInterval } from '../stats/rateInterval.ts';
import type { SeasonTallies } from '../harness/simulateSeason.ts';

/** The line rates a season reports, in order. */
export const SEASON_RATES = ['AVG', 'OBP', 'SLG', 'OPS', 'K%', 'BB%', 'HR%', 'BABIP'] as const;
/**
 * Kinds of plate appearance that get a linear weight: outs are every other result (ROE, FC and sacrifices among them).
 */
export const EVENT_KINDS = ['1B', '2B', '3B', 'HR', 'BB', 'HBP', 'SO', 'out'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

const kindOf = (outcome: string): EventKind =>
  outcome === 'IBB' ? 'BB' : (EVENT_KINDS as readonly string[]).includes(outcome) ? (outcome as EventKind) : 'out';

/** A line of counts with its rates (95% intervals). */
export interface SeasonLine {
  pa: number;
  counts: Record<string, number>;
  counters: Record<string, number>;
  rates: Record<string, Interval>;
}

export interface PlayerSeason {
  file: string;
  id: string;
  name: string;
  team: string;
  /**
   * `target`: the printed line's rates; `targetMix`: its share of each kind of event, sacrifices and interference
   * aside (aimedMix: a context build's aim).
   */
  batting: SeasonLine & {
    R: number;
    RBI: number;
    G: number;
    target: Record<string, number>;
    targetMix: Record<EventKind, number>;
  };
  pitching?: SeasonLine & {
    G: number;
    GS: number;
    CG: number;
    R: number;
    outs: number;
    runsPer9: number;
    target: Record<string, number>;
    targetMix?: Record<EventKind, number>;
  };
}

export interface TeamSeason {
  code: string;
  name: string;
  file: string;
  lineups: 'card set' | 'generated';
  G: number;
  W: number;
  L: number;
  RS: number;
  RA: number;
  LOB: number;
  E: number;
  SB: number;
  CS: number;
  /** Runs per game, and the Pythagorean winning share RS^1.83 / (RS^1.83 + RA^1.83). */
  runsPerGame: number;
  pythagorean: number;
}

/**
 * A line of the cards' plate appearances beside its target: their printed lines pooled by the plate appearances each
 * got.
 */
export interface CardsLine {
  line: SeasonLine;
  target: Record<string, number>;
}

export interface SeasonSummary {
  games: number;
  gamesPerTeam: number;
  league: SeasonLine & {
    /** Runs per team game, its 95% interval and the standard deviation of a team's runs in a game. */
    runsPerGame: number;
    runsPerGameInterval: Interval & { sd: number };
    runsPerInning: number;
    /**
     * The card players' batting and the batting against the card pitchers (stand-ins for a league left out), each
     * beside its pooled printed target, counting only the plate appearances of cards that print the side's line (a
     * Strat pitcher batting with the set's hitting card, a pitcher with no batting of his own: like with like), unless
     * no card prints one (piecepack's tiles); in a round robin, `matchup` meets each team's batting targets with the
     * other teams' pitching targets by odds ratio against MLB's line.
     */
    cards: {
      batting: CardsLine;
      pitching: CardsLine;
      /** The same for each team: its cards' batting, and the batting against its pitchers (season-mode drift). */
      byTeam: { team: string; batting: CardsLine; pitching: CardsLine }[];
      matchup?: Record<string, number>;
    };
    mlb: { season: number; runsPerGame?: number; rates: Record<string, number> };
    /** Runs per game the same engine would score at MLB's event mix, by the season's own linear weights. */
    runsPerGameAtMlbMix?: number;
    /** The MLB seasons whose line the league's batting is most like, nearest first (where MLB's seasons were given). */
    playsLike?: SeasonDistance[];
    histograms: { runsPerGame: number[]; runsPerInning: number[]; starterOuts: number[]; pitchersPerGame: number[] };
    usage: Record<string, number>;
    /** Plate appearances per team game by batting-order spot 1-9. */
    plateAppearancesBySpot: number[];
    runExpectancy: { matrix: number[]; counts: number[] };
    /** The same for each team batting. */
    teamRunExpectancy: { team: string; matrix: number[]; counts: number[] }[];
    /** How runners moved on hits and outs (core/model/advancement.ts). */
    advancement: AdvancementFact[];
    linearWeights: Record<EventKind, number>;
  };
  teams: TeamSeason[];
  players: PlayerSeason[];
}

function lineOf(tally: Float64Array, at: number): SeasonLine {
  const counts: Record<string, number> = {};
  OUTCOMES.forEach((o, i) => (counts[o] = tally[at + i]!));
  const counters: Record<string, number> = {};
  COUNTERS.forEach((c, i) => (counters[c] = tally[at + OUTCOMES.length + i]!));
  const pa = OUTCOMES.reduce((sum, o) => sum + counts[o]!, 0);
  const rates: Record<string, Interval> = {};
  for (const rate of [...SEASON_RATES, 'GDP/opp'])
    rates[rate] = rateInterval(rate, { ...counts, ...counters } as Counts);
  return { pa, counts, counters, rates };
}

function ratesOf(counts: Counts): Record<string, number> {
  return Object.fromEntries(
    CHECK_RATES.map((rate) => [rate, rateValue(rate, counts)]).filter(([, v]) => Number.isFinite(v as number)),
  );
}

/** A line's share of each event kind per plate appearance. */
export function eventMix(counts: Counts): Record<EventKind, number> {
  const mix = Object.fromEntries(EVENT_KINDS.map((k) => [k, 0])) as Record<EventKind, number>;
  let total = 0;
  for (const o of OUTCOMES) {
    const n = counts[o] ?? 0;
    mix[kindOf(o)] += n;
    total += n;
  }
  for (const k of EVENT_KINDS) mix[k] = total > 0 ? mix[k] / total : 0;
  return mix;
}

/** Results a context build does not aim: sacrifices and catcher's interference, which are no at-bats. */
const NOT_AIMED = new Set<string>(['SH', 'SF', 'CI']);

/**
 * A line's share of each event kind among its plate appearances that are not sacrifices or interference: what a
 * context build aims at. A season's managers bunt and its runners tag up as the games have them do, not as often as
 * the printed line did; a team whose games sacrifice less than its printed lines would, on shares of every plate
 * appearance, meet each card's shares and still miss its AVG and SLG (the same hits over more at-bats): 1 to 3 points
 * of SLG under for most of Strat 2016's teams.
 * @example aimedMix({ '1B': 25, SH: 10, GO: 65 })['1B'] // => 25 / 90
 */
export function aimedMix(counts: Counts): Record<EventKind, number> {
  return eventMix(aimedCounts(counts));
}

/** A line's counts but its sacrifices and interference: the plate appearances aimedMix takes shares of. */
export function aimedCounts(counts: Counts): Counts {
  return Object.fromEntries(OUTCOMES.filter((o) => !NOT_AIMED.has(o)).map((o) => [o, counts[o] ?? 0]));
}

/** A per-plate-appearance mix as counts a rate can read (outs as GO). */
function mixCounts(mix: Record<EventKind, number>): Counts {
  return {
    '1B': mix['1B'],
    '2B': mix['2B'],
    '3B': mix['3B'],
    HR: mix.HR,
    BB: mix.BB,
    HBP: mix.HBP,
    SO: mix.SO,
    GO: mix.out,
  };
}

function pooled(parts: readonly { weight: number; counts: Counts }[]): Record<EventKind, number> {
  const pool = Object.fromEntries(EVENT_KINDS.map((k) => [k, 0])) as Record<EventKind, number>;
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  for (const { weight, counts } of parts) {
    const mix = eventMix(counts);
    for (const k of EVENT_KINDS) pool[k] += (weight / total) * mix[k];
  }
  return pool;
}

/**
 * Lines pooled by weight, each as its outcomes' shares of its plate appearances: counts every rate reads as the lines
 * do (a sacrifice is no at-bat, as pooled event kinds, whose outs all count as at-bats, would have it).
 */
export function pooledCounts(parts: readonly { weight: number; counts: Counts }[]): Counts {
  const pool: Record<string, number> = {};
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  for (const { weight, counts } of parts) {
    const pa = OUTCOMES.reduce((sum, o) => sum + (counts[o] ?? 0), 0);
    if (pa === 0) continue;
    for (const o of OUTCOMES) pool[o] = (pool[o] ?? 0) + ((weight / total) * (counts[o] ?? 0)) / pa;
  }
  return pool;
}

/**
 * Everything a season counted, as rates and tables: the league line with intervals and its targets (the batters'
 * printed lines pooled by the plate appearances they got, the pitchers' by batters faced, and the two met by odds
 * ratio against MLB's line, team against team), runs per game against MLB, histograms, usage, the simulated
 * run-expectancy matrix and linear weights, standings, and every player's lines beside his printed targets (a set
 * that plays itself adds both copies of a player into one line).
 */
export function summariseSeason(
  season: SeasonTallies,
  gamesPerTeam: number,
  mlb: MlbSeason,
  seasons?: readonly MlbSeason[],
): SeasonSummary {
  const { league, layout, tally } = season;
  const players = playerSeasons(league, layout, tally);
  const leagueCounts = new Float64Array(TALLY_SLOTS);
  for (let p = 0; p < league.players; p++)
    for (let i = 0; i < TALLY_SLOTS; i++) leagueCounts[i]! += tally[layout.batting(p) + i]!;
  const line = lineOf(leagueCounts, 0);
  const teams = teamSeasons(league, layout, tally);
  const teamGames = teams.reduce((sum, t) => sum + t.G, 0);
  const histogram = (base: number, bins: number) => Array.from(tally.subarray(base, base + bins));
  const runsPerGameBins = histogram(layout.runsPerGame, layout.runsPerInning - layout.runsPerGame);
  const runs = teams.reduce((sum, t) => sum + t.RS, 0);
  const meanRuns = runs / teamGames;
  const sumSquares = runsPerGameBins.reduce((sum, n, r) => sum + n * r * r, 0);
  const sd = Math.sqrt(Math.max(0, (sumSquares - teamGames * meanRuns * meanRuns) / Math.max(1, teamGames - 1)));
  const half = (1.959964 * sd) / Math.sqrt(teamGames);
  const inningBins = histogram(layout.runsPerInning, layout.starterOuts - layout.runsPerInning);
  const completeHalves = tally[layout.game('completeHalfInnings')]!;
  const re = runExpectancy(layout, tally);
  const weights = eventWeights(layout, tally, re.matrix);
  const mlbMix = eventMix(mlb.counts);
  const simMix = eventMix(line.counts);
  const paPerGame = line.pa / teamGames;
  const atMlbMix = meanRuns + paPerGame * EVENT_KINDS.reduce((sum, k) => sum + weights[k] * (mlbMix[k] - simMix[k]), 0);
  const g = (name: Parameters<SeasonLayout['game']>[0]) => tally[layout.game(name)]!;
  return {
    games: season.games,
    gamesPerTeam,
    league: {
      ...line,
      runsPerGame: meanRuns,
      runsPerGameInterval: { estimate: meanRuns, lower: meanRuns - half, upper: meanRuns + half, sd },
      runsPerInning: inningBins.reduce((sum, n, r) => sum + n * r, 0) / completeHalves,
      cards: cardLines(league, layout, tally, mlbMix),
      mlb: {
        season: mlb.season,
        ...(mlb.runsPerGame !== undefined && { runsPerGame: mlb.runsPerGame }),
        rates: ratesOf(mlb.counts),
      },
      ...(Number.isFinite(atMlbMix) && { runsPerGameAtMlbMix: atMlbMix }),
      ...(seasons && line.pa > 0 && { playsLike: playsLike(line.counts, seasons) }),
      histograms: {
        runsPerGame: runsPerGameBins,
        runsPerInning: inningBins,
        starterOuts: histogram(layout.starterOuts, layout.pitchersPerGame - layout.starterOuts),
        pitchersPerGame: histogram(layout.pitchersPerGame, layout.slotPlateAppearances - layout.pitchersPerGame),
      },
      usage: {
        teamGames,
        extraInningGames: g('extraInningGames'),
        inningsPerStart: starterOutsTotal(layout, tally) / 3 / g('starts'),
        completeGames: g('completeGames'),
        completeGameShare: g('completeGames') / g('starts'),
        pitchersPerGame: g('pitchersUsed') / g('staffGames'),
        gdpPerOpportunity: line.counts.GDP! / line.counters.gdpOpportunities!,
        sacrificesPerGame: line.counts.SH! / teamGames,
        sacrificeFliesPerGame: line.counts.SF! / teamGames,
        errorsPerGame: line.counters.errors! / teamGames,
        leftOnBasePerGame: teams.reduce((sum, t) => sum + t.LOB, 0) / teamGames,
        stolenBasesPerGame: teams.reduce((sum, t) => sum + t.SB, 0) / teamGames,
        caughtStealingPerGame: teams.reduce((sum, t) => sum + t.CS, 0) / teamGames,
        plateAppearancesPerGame: paPerGame,
      },
      plateAppearancesBySpot: histogram(layout.slotPlateAppearances, LINEUP_SIZE).map((n) => n / teamGames),
      runExpectancy: re,
      teamRunExpectancy: league.teams.map((sheet, t) => ({ team: sheet.code, ...runExpectancy(layout, tally, [t]) })),
      advancement: advancementFacts(tally.subarray(layout.transitions, layout.transitions + TRANSITION_SLOTS)),
      linearWeights: weights,
    },
    teams,
    players,
  };
}

function starterOutsTotal(layout: SeasonLayout, tally: Float64Array): number {
  let outs = 0;
  for (let bin = 0; bin < layout.pitchersPerGame - layout.starterOuts; bin++)
    outs += bin * tally[layout.starterOuts + bin]!;
  return outs;
}

/**
 * The simulated run-expectancy matrix of the teams `teams` batting (all by default), and its plate appearances per
 * state.
 */
function runExpectancy(
  layout: SeasonLayout,
  tally: Float64Array,
  teams = Array.from({ length: layout.teams }, (_, t) => t),
): { matrix: number[]; counts: number[] } {
  const counts = new Array<number>(24).fill(0);
  const runs = new Array<number>(24).fill(0);
  for (const t of teams) {
    for (let s = 0; s < 24; s++) {
      counts[s]! += tally[layout.reCount + 24 * t + s]!;
      runs[s]! += tally[layout.reRuns + 24 * t + s]!;
    }
  }
  return { matrix: counts.map((n, s) => (n > 0 ? runs[s]! / n : Number.NaN)), counts };
}

/**
 * Linear weights of the event kinds from the season's own run-expectancy matrix and its plate appearances' transitions.
 */
export function eventWeights(
  layout: SeasonLayout,
  tally: Float64Array,
  matrix: readonly number[],
): Record<EventKind, number> {
  const transitions = EVENT_KINDS.map(() => Array.from({ length: 24 }, () => new Array<number>(END_STATES).fill(0)));
  const runs = EVENT_KINDS.map(() => 0);
  OUTCOMES.forEach((outcome, o) => {
    const k = EVENT_KINDS.indexOf(kindOf(outcome));
    runs[k]! += tally[layout.outcomeRuns + o]!;
    for (let s = 0; s < 24; s++)
      for (let e = 0; e < END_STATES; e++)
        transitions[k]![s]![e]! += tally[layout.transitions + (o * 24 + s) * END_STATES + e]!;
  });
  const filled = matrix.map((v) => (Number.isFinite(v) ? v : 0));
  const { values } = linearWeights(transitions, runs, filled);
  return Object.fromEntries(EVENT_KINDS.map((k, i) => [k, values[i]!])) as Record<EventKind, number>;
}

function teamSeasons(league: League, layout: SeasonLayout, tally: Float64Array): TeamSeason[] {
  return league.teams.map((sheet, t) => {
    const n = Object.fromEntries(TEAM_COUNTS.map((name) => [name, tally[layout.team(t, name)]!])) as Record<
      (typeof TEAM_COUNTS)[number],
      number
    >;
    const exponent = 1.83;
    return {
      code: sheet.code,
      name: sheet.name,
      file: sheet.file,
      lineups: sheet.lineupSource,
      ...n,
      runsPerGame: n.RS / n.G,
      pythagorean: n.RS ** exponent / (n.RS ** exponent + n.RA ** exponent),
    };
  });
}

function playerSeasons(league: League, layout: SeasonLayout, tally: Float64Array): PlayerSeason[] {
  // A set that plays itself has two copies of each player: their counts add into one line.
  const merged = new Map<
    string,
    { file: string; team: string; index: number; batting: Float64Array; pitching: Float64Array }
  >();
  league.teams.forEach((sheet, t) => {
    sheet.players.forEach((player, i) => {
      const index = league.index(t, i);
      if (player.standIn) return;
      const key = `${sheet.file}\u0000${player.id}`;
      let entry = merged.get(key);
      if (!entry) {
        entry = {
          file: sheet.file,
          team: sheet.code.replace(/ 2$/, ''),
          index,
          batting: new Float64Array(layout.battingWidth),
          pitching: new Float64Array(layout.pitchingWidth),
        };
        merged.set(key, entry);
      }
      for (let s = 0; s < layout.battingWidth; s++) entry.batting[s]! += tally[layout.batting(index) + s]!;
      for (let s = 0; s < layout.pitchingWidth; s++) entry.pitching[s]! += tally[layout.pitching(index) + s]!;
    });
  });
  const seasons: PlayerSeason[] = [];
  for (const entry of merged.values()) {
    const player = league.player(entry.index);
    const extra = (line: Float64Array, names: readonly string[], name: string) =>
      line[TALLY_SLOTS + names.indexOf(name)]!;
    const batting = {
      ...lineOf(entry.batting, 0),
      R: extra(entry.batting, BATTING_EXTRAS, 'R'),
      RBI: extra(entry.batting, BATTING_EXTRAS, 'RBI'),
      G: extra(entry.batting, BATTING_EXTRAS, 'G'),
      SB: extra(entry.batting, BATTING_EXTRAS, 'SB'),
      CS: extra(entry.batting, BATTING_EXTRAS, 'CS'),
      target: ratesOf(player.targets.batting),
      targetMix: aimedMix(player.targets.batting),
    };
    const season: PlayerSeason = { file: entry.file, id: player.id, name: player.name, team: entry.team, batting };
    if (player.pitching) {
      const line = lineOf(entry.pitching, 0);
      const outs = line.counters.outs!;
      const runs = extra(entry.pitching, PITCHING_EXTRAS, 'R');
      season.pitching = {
        ...line,
        G: extra(entry.pitching, PITCHING_EXTRAS, 'G'),
        GS: extra(entry.pitching, PITCHING_EXTRAS, 'GS'),
        CG: extra(entry.pitching, PITCHING_EXTRAS, 'CG'),
        R: runs,
        outs,
        runsPer9: outs > 0 ? (27 * runs) / outs : Number.NaN,
        target: player.targets.pitching ? ratesOf(player.targets.pitching) : {},
        ...(player.targets.pitching && { targetMix: aimedMix(player.targets.pitching) }),
      };
    }
    seasons.push(season);
  }
  return seasons;
}

function cardLines(
  league: League,
  layout: SeasonLayout,
  tally: Float64Array,
  mlbMix: Record<EventKind, number>,
): SeasonSummary['league']['cards'] {
  const plateAppearances = (at: number) => OUTCOMES.reduce((sum, _o, i) => sum + tally[at + i]!, 0);
  const real = league.teams.map((_, t) => t).filter((t) => league.teams[t]!.players.some((p) => !p.standIn));
  const members = (t: number) =>
    league.teams[t]!.players.map((player, i) => ({ player, index: league.index(t, i) })).filter(
      ({ player }) => !player.standIn,
    );
  const printsLine = (player: RosterPlayer, side: 'batting' | 'pitching') =>
    OUTCOMES.some((o) => (player.targets[side]?.[o] ?? 0) > 0);
  const printing = {
    batting: real.some((t) => members(t).some(({ player }) => printsLine(player, 'batting'))),
    pitching: real.some((t) => members(t).some(({ player }) => printsLine(player, 'pitching'))),
  };
  /** The members whose plate appearances a side's lines count: those that print its line, if any card does. */
  const counted = (t: number, side: 'batting' | 'pitching') =>
    members(t).filter(({ player }) => !printing[side] || printsLine(player, side));
  const sumLines = (side: 'batting' | 'pitching', teams: readonly number[]) => {
    const counts = new Float64Array(TALLY_SLOTS);
    for (const t of teams)
      for (const { index } of counted(t, side))
        for (let i = 0; i < TALLY_SLOTS; i++) counts[i]! += tally[layout[side](index) + i]!;
    return lineOf(counts, 0);
  };
  /** The cards' printed lines of a side, weighted by the plate appearances each got. */
  const targetParts = (side: 'batting' | 'pitching', teams: readonly number[]) =>
    teams.flatMap((t) =>
      members(t)
        .filter(({ player }) => player.targets[side] !== undefined)
        .map(({ player, index }) => ({ weight: plateAppearances(layout[side](index)), counts: player.targets[side]! }))
        .filter((x) => x.weight > 0),
    );
  const targetOf = (side: 'batting' | 'pitching', teams: readonly number[]) => pooled(targetParts(side, teams));
  const targetRatesOf = (side: 'batting' | 'pitching', teams: readonly number[]) =>
    ratesOf(pooledCounts(targetParts(side, teams)));
  const batting = real.map((t) => targetOf('batting', [t]));
  const pitching = real.map((t) => targetOf('pitching', [t]));
  const battingWeight = real.map((t) => sumLines('batting', [t]).pa);
  const average = (mixes: Record<EventKind, number>[], weights: number[]) => {
    const out = Object.fromEntries(EVENT_KINDS.map((k) => [k, 0])) as Record<EventKind, number>;
    const sum = weights.reduce((a, b) => a + b, 0);
    mixes.forEach((mix, i) => EVENT_KINDS.forEach((k) => (out[k] += (weights[i]! / sum) * mix[k])));
    return out;
  };
  // In a round robin each team bats against every other team's staff equally often.
  const againstOthers = (a: number) => {
    const others = real.map((_, b) => b).filter((b) => b !== a);
    return average(
      others.map((b) => oddsRatioMix(batting[a]!, pitching[b]!, mlbMix)),
      others.map(() => 1),
    );
  };
  // Cards that print no lines (piecepack's tiles) have no targets to meet.
  const printed = (mix: Record<EventKind, number>) => EVENT_KINDS.some((k) => mix[k] > 0);
  const matchup =
    league.pairing === 'round-robin' && real.length > 1 && batting.every(printed) && pitching.every(printed)
      ? ratesOf(
          mixCounts(
            average(
              real.map((_, a) => againstOthers(a)),
              battingWeight,
            ),
          ),
        )
      : undefined;
  const cardsLine = (side: 'batting' | 'pitching', teams: readonly number[]): CardsLine => ({
    line: sumLines(side, teams),
    target: targetRatesOf(side, teams),
  });
  return {
    batting: cardsLine('batting', real),
    pitching: cardsLine('pitching', real),
    byTeam: real.map((t) => ({
      team: league.teams[t]!.code,
      batting: { line: sumLines('batting', [t]), target: targetRatesOf('batting', [t]) },
      pitching: { line: sumLines('pitching', [t]), target: targetRatesOf('pitching', [t]) },
    })),
    ...(matchup && { matchup }),
  };
}

/** The rates a team's line is held to: the slash line. */
export const SLASH_RATES = ['AVG', 'OBP', 'SLG'] as const;

/** The largest miss of a line's AVG, OBP and SLG from its target. */
export function lineMiss(cards: CardsLine): number {
  return Math.max(...SLASH_RATES.map((r) => Math.abs(cards.line.rates[r]!.estimate - cards.target[r]!)));
}

/** How near a team's lines in a season must come to its printed ones (`build --context season` aims within it). */
export const TEAM_LINE_TOLERANCE = 0.005;

/** A team's batting or pitching line in a season beside its printed one: each slash rate's miss, games less printed. */
export interface TeamLineMiss {
  team: string;
  side: 'batting' | 'pitching';
  /** The largest of the three misses, unsigned. */
  miss: number;
  by: Record<(typeof SLASH_RATES)[number], number>;
}

/** Every team's batting and pitching lines beside their printed ones, largest miss first (batting first on ties). */
export function teamLineMisses(summary: SeasonSummary): TeamLineMiss[] {
  const teams = summary.league.cards.byTeam;
  const misses = (['batting', 'pitching'] as const).flatMap((side) =>
    teams.map(({ team, [side]: cards }) => {
      const by = Object.fromEntries(
        SLASH_RATES.map((r) => [r, cards.line.rates[r]!.estimate - cards.target[r]!]),
      ) as TeamLineMiss['by'];
      return { team, side, miss: Math.max(...SLASH_RATES.map((r) => Math.abs(by[r]))), by };
    }),
  );
  return misses.sort((a, b) => b.miss - a.miss); // stable: batting before pitching, teams in order, on a tie
}

/** The teams' lines in game context against their printed ones: within TEAM_LINE_TOLERANCE, and the worst miss. */
export function teamLineFit(summary: SeasonSummary): {
  batting: number;
  pitching: number;
  of: number;
  worst: { team: string; side: 'batting' | 'pitching'; miss: number } | undefined;
} {
  const misses = teamLineMisses(summary);
  const within = (side: 'batting' | 'pitching') =>
    misses.filter((m) => m.side === side && m.miss <= TEAM_LINE_TOLERANCE).length;
  const worst = misses[0] && { team: misses[0].team, side: misses[0].side, miss: misses[0].miss };
  return { batting: within('batting'), pitching: within('pitching'), of: summary.league.cards.byTeam.length, worst };
}
