import { stringify } from 'yaml';
import { InputError } from '../../../input/InputError.ts';
import { formatBaseOutState } from '../../../model/baseOut.ts';
import { canonicalState } from '../../../exact/runExpectancy.ts';
import { Tally } from '../../../model/Tally.ts';
import type { SeasonLine } from '../../cardLines.ts';
import type { ColumnBatter, GradeWeight } from '../columnModel.ts';
import { calibrateColumn, columnTally, naiveCounts, rateErrors, type ColumnFit, type FittedRates } from './calibrate.ts';
import { mixedTally, naiveGrades, type GradeFit } from './grades.ts';
import { columnRanges } from './layout.ts';
import { pitcherHands, splitShares } from '../plan.ts';
import { gradedPitcher, gradesOfHand, isPitcherSeason, mixByGrade, type League } from './league.ts';
import { padLine, printedLine } from './lines.ts';
import { bkwpRating, EC_BY_POSITION, injuryRating, mipRating, pitcherRole, sboRating, sbcRating, shcRating, soBbRating, speedRating, type RunningLine } from './ratings.ts';
import type { BattingRecord, PitchingRecord, SeasonData } from './seasonData.ts';

export type BuildMode = 'naive' | 'calibrated';
type Hand = 'L' | 'R';

/** Split lines shorter than this are filled with the league's line for the same batter side and pitcher hand. */
export const MIN_SPLIT_PA = 100;
/** A pitcher's batting line shorter than this is filled with the league's pitchers' batting line... */
export const MIN_PITCHER_BATTING_PA = 100;
/** ...and one shorter than this is replaced by it. */
export const MIN_PITCHER_OWN_PA = 30;
const OUTFIELD = new Set(['LF', 'CF', 'RF']);
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;

/** The side a batter bats from against a pitcher's hand: a switch hitter takes the opposite side. */
const sideAgainst = (bats: 'L' | 'R' | 'S', hand: Hand): Hand => (bats === 'S' ? (hand === 'L' ? 'R' : 'L') : bats);

function runningLine(record: BattingRecord): RunningLine {
  const l = record.line;
  return { G: record.G, SB: record.SB, CS: record.CS, singles: l.H - l['2B'] - l['3B'] - l.HR, walks: l.BB + l.HBP, doubles: l['2B'], triples: l['3B'], SH: l.SH ?? 0 };
}

/** Budget record: the absolute errors, rounded to 4 places. */
const budgetOf = (errors: FittedRates) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, round(Math.abs(v))]));

/** The grades a single column (a pitcher's, used against both hands) meets: the league's, hands merged. */
function gradesOfEitherHand(pitchers: League['pitchers']): GradeWeight[] {
  const byGrade = new Map<string, number>();
  for (const p of pitchers) byGrade.set(p.grade, (byGrade.get(p.grade) ?? 0) + p.weight);
  return [...byGrade].map(([grade, weight]) => ({ grade: grade as GradeWeight['grade'], weight }));
}

/** Tallies per plate appearance mixed by split shares. */
function combine(parts: { tally: Tally; share: number }[]): Tally {
  const total = new Tally();
  for (const { tally, share } of parts) total.merge(tally, share);
  return total;
}

/** Builds Pine Tar card sets of one season's teams against one league (computed once, shared by every set built). */
export class PineTarBuilder {
  declare private readonly data: SeasonData;
  declare private readonly league: League;
  declare private readonly calibrated: Map<string, ColumnFit>;

  constructor(data: SeasonData, league: League) {
    this.data = data;
    this.league = league;
    this.calibrated = new Map();
  }

  /** The card set of `teams` in `mode`, as the YAML a card file holds. */
  build(teams: readonly string[], mode: BuildMode, names: Readonly<Record<string, string>> = {}): string {
    const { data } = this;
    for (const team of teams) {
      if (!data.stints.some((s) => s.teamID === team)) throw new InputError([{ file: `${data.directory}/batting_${data.season}.csv`, line: 0, field: 'teamID', expected: `a team that played in ${data.season} (no rows for "${team}")` }]);
    }
    const ids = new Map<string, string>();
    const used = new Set<string>();
    const players = teams.flatMap((team) => {
      const roster = [...new Set([...data.stints.filter((s) => s.teamID === team).map((s) => s.playerID), ...[...data.pitching.values()].filter((p) => p.teams.includes(team)).map((p) => p.playerID)])];
      const hitters = roster.filter((id) => !isPitcherSeason(data, id)).sort((a, b) => data.batting.get(b)!.line.PA - data.batting.get(a)!.line.PA || a.localeCompare(b));
      const pitchers = roster.filter((id) => isPitcherSeason(data, id)).sort((a, b) => data.pitching.get(b)!.BFP - data.pitching.get(a)!.BFP || a.localeCompare(b));
      const idOf = (playerID: string, name: string) => {
        const last = name.split(' ').slice(1).join(' ').toLowerCase().replace(/[^a-z]/g, '');
        let id = used.has(last) ? `${last}-${name.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}` : last;
        for (let n = 2; used.has(id); n++) id = `${last}${n}`;
        used.add(id);
        ids.set(playerID, id);
        return id;
      };
      return [
        ...hitters.map((id) => this.hitterCard(data.batting.get(id)!, team, idOf(id, data.batting.get(id)!.name), mode)),
        ...pitchers.map((id) => this.pitcherCard(data.pitching.get(id)!, team, idOf(id, data.pitching.get(id)!.name), mode)),
      ];
    });
    const set = {
      game: 'pinetar',
      name: `${data.season} ${teams.map((t) => names[t] ?? t).join(' and ')} (${mode})`,
      season: data.season,
      description:
        `Every player who appeared for ${teams.join(', ')} in ${data.season}, built by \`cardlab build pinetar --mode ${mode}\` from cards/sources ` +
        `(see README, "How cards are built"). Printed targets are the real season lines; budgets are what the best whole-roll card misses them by.`,
      source: 'cards/sources (Lahman Baseball Database and Retrosheet via Chadwick retrosplits; see cards/sources/NOTICE.md)',
      teams: Object.fromEntries(teams.map((t) => [t, { name: names[t] ?? t }])),
      league: this.leagueBlock(),
      players,
    };
    const header = `# Pine Tar card set, generated by cardlab build pinetar --season ${data.season} --teams ${teams.join(',')} --mode ${mode}. Do not edit by hand: rebuild.\n# Data: cards/sources (CC BY-SA 3.0 / ODbL: see cards/sources/NOTICE.md); this file is shared under CC BY-SA 3.0 too.\n`;
    return header + stringify(set, { lineWidth: 160 });
  }

  private leagueBlock() {
    const { league } = this;
    const states = new Map<string, number>();
    league.states.forEach((share, i) => states.set(formatBaseOutState(canonicalState(i)), round(share, 6)));
    const side = (s: Hand) => ({ weight: round(league.batters[s].weight, 6), vsL: columnRanges(league.batters[s].vsL.runs), vsR: columnRanges(league.batters[s].vsR.runs) });
    return {
      name: league.name,
      bkwp: league.bkwp.text,
      states,
      pitchers: league.pitchers.map((p) => ({ throws: p.throws, grade: p.grade, weight: round(p.weight, 6) })),
      batters: { L: side('L'), R: side('R') },
    };
  }

  /** The column a batter meets `hand` with, naive or calibrated, and the calibrated fit (the budget) either way. */
  private column(key: string, design: SeasonLine, side: Hand, batter: ColumnBatter, grades: readonly GradeWeight[], mode: BuildMode): { card: ColumnFit; best: ColumnFit } {
    const opposition = { model: this.league.model, batter, grades, states: this.league.states };
    let best = this.calibrated.get(key);
    if (!best) {
      best = calibrateColumn(design, side, opposition);
      this.calibrated.set(key, best);
    }
    if (mode === 'calibrated') return { card: best, best };
    const counts = naiveCounts(design);
    const { runs, column, tally } = columnTally(counts, side, opposition);
    return { card: { counts, runs, column, tally, errors: rateErrors(tally, design) }, best };
  }

  private hitterCard(record: BattingRecord, team: string, id: string, mode: BuildMode) {
    const { data, league } = this;
    const positions = data.positions.get(`${team}|${record.playerID}`)?.positions;
    if (!positions) throw new InputError([{ file: `${data.directory}/positions_${data.season}.csv`, line: 0, field: 'positions', expected: `a row for ${team} ${record.playerID} (${record.name})` }]);
    const running = runningLine(record);
    const speed = speedRating(running);
    const shc = shcRating(running);
    const batter: ColumnBatter = { speed, shc, isPitcher: false };
    const shares = splitShares(record, pitcherHands(league.pitchers));
    const leaguePA: Record<string, number> = {};
    const columns = {} as Record<'vsL' | 'vsR', { card: ColumnFit; best: ColumnFit }>;
    for (const hand of ['L', 'R'] as const) {
      const split = hand === 'L' ? 'vsL' : 'vsR';
      const side = sideAgainst(record.bats, hand);
      const { line: design, leaguePA: added } = padLine(record[split], league.lines.platoon[side][hand], MIN_SPLIT_PA);
      if (added > 0) leaguePA[split] = added;
      columns[split] = this.column(`${record.playerID}|${hand}|${speed}|${shc}`, design, side, batter, gradesOfHand(league.pitchers, hand), mode);
    }
    const season = (which: 'card' | 'best') => combine([{ tally: columns.vsL[which].tally, share: shares.L }, { tally: columns.vsR[which].tally, share: shares.R }]);
    const budget = {
      season: budgetOf(rateErrors(season('best'), record.line)),
      ...(record.vsL && { vsL: budgetOf(rateErrors(columns.vsL.best.tally, record.vsL)) }),
      ...(record.vsR && { vsR: budgetOf(rateErrors(columns.vsR.best.tally, record.vsR)) }),
    };
    const primary = positions[0]!;
    return {
      ...identity(id, record, team),
      positions,
      speed,
      sbc: sbcRating(running),
      sbo: sboRating(running),
      shc,
      inj: injuryRating(record.G),
      rg: 'neu',
      ec: EC_BY_POSITION[primary] ?? 3,
      ...(OUTFIELD.has(primary) && { arm: 'A' }),
      ...(primary === 'C' && { ar: 0 }),
      batting: { vsL: columnRanges(columns.vsL.card.runs), vsR: columnRanges(columns.vsR.card.runs) },
      targets: { season: printedLine(record.line), ...(record.vsL && { vsL: printedLine(record.vsL) }), ...(record.vsR && { vsR: printedLine(record.vsR) }) },
      budget,
      build: { mode, ...(Object.keys(leaguePA).length > 0 && { leaguePA }) },
    };
  }

  private pitcherCard(record: PitchingRecord, team: string, id: string, mode: BuildMode) {
    const { data, league } = this;
    const batting = data.batting.get(record.playerID);
    const running = batting ? runningLine(batting) : { G: record.G, SB: 0, CS: 0, singles: 0, walks: 0, doubles: 0, triples: 0, SH: 0 };
    const shc = shcRating(running);
    const batter: ColumnBatter = { speed: 'S', shc, isPitcher: true };
    // Under MIN_PITCHER_OWN_PA the league's pitchers' line stands in whole (one shared column); else filled up to MIN_PITCHER_BATTING_PA.
    const own = (batting?.line.PA ?? 0) >= MIN_PITCHER_OWN_PA;
    const { line: design, leaguePA: battingLeaguePA } = own ? padLine(batting!.line, league.lines.pitchersBatting, MIN_PITCHER_BATTING_PA) : { line: league.lines.pitchersBatting, leaguePA: MIN_PITCHER_BATTING_PA };
    const side: Hand = record.bats === 'L' ? 'L' : 'R';
    const key = own ? `${record.playerID}|all|${shc}` : `pitchers|${side}|${shc}`;
    const { card: column, best: bestColumn } = this.column(key, design, side, batter, gradesOfEitherHand(league.pitchers), mode);
    const { pitcher, line: gradingLine, leaguePA: pitchingLeaguePA } = gradedPitcher(record, league.lines.all);
    const shares = splitShares(record, { L: league.batters.L.weight, R: league.batters.R.weight });
    const byGrade = mixByGrade(league, record.throws, shares);
    const best = league.grades.get(record.playerID)!;
    const chosen: GradeFit = mode === 'calibrated' ? best : naiveGrades(pitcher, gradingLine, league.lines.all, byGrade);
    const opponents = record.opponents!;
    const splitBudget = (s: Hand) => budgetOf(rateErrors(mixedTally(pitcher, best, mixByGrade(league, record.throws, { L: s === 'L' ? 1 : 0, R: s === 'R' ? 1 : 0 })), record[s === 'L' ? 'vsL' : 'vsR']!));
    const split = (g: GradeFit['home']) => (g.early === g.late ? g.early : `${g.early}/${g.late}`);
    const totals = league.lines.all;
    return {
      ...identity(id, record, team),
      positions: ['P'],
      speed: 'S',
      sbc: null,
      sbo: 'N',
      shc,
      inj: pitcherInjury(record),
      rg: 'neu',
      ec: EC_BY_POSITION.P!,
      batting: { all: columnRanges(column.runs) },
      pitching: {
        role: pitcherRole(record),
        starts: record.GS,
        grade: { home: split(chosen.home), away: split(chosen.away) },
        mip: mipRating(record),
        bkwp: bkwpRating(record.BK, record.WP),
        sobb: soBbRating(opponents.SO, opponents.BB, opponents.PA, { so: totals.SO / totals.PA, bb: totals.BB / totals.PA }),
        targets: { season: printedLine(opponents), ...(record.vsL && { vsL: printedLine(record.vsL) }), ...(record.vsR && { vsR: printedLine(record.vsR) }) },
        budget: {
          season: budgetOf(rateErrors(best.tally, opponents)),
          ...(record.vsL && record.vsL.AB > 0 && { vsL: splitBudget('L') }),
          ...(record.vsR && record.vsR.AB > 0 && { vsR: splitBudget('R') }),
        },
      },
      targets: { season: printedLine(batting?.line ?? { PA: 0, AB: 0, H: 0, '2B': 0, '3B': 0, HR: 0, BB: 0, IBB: 0, HBP: 0, SO: 0, SF: 0, SH: 0 }) },
      budget: { season: budgetOf(rateErrors(bestColumn.tally, design)) },
      build: { mode, ...((battingLeaguePA > 0 || pitchingLeaguePA > 0) && { leaguePA: { ...(battingLeaguePA > 0 && { season: battingLeaguePA }), ...(pitchingLeaguePA > 0 && { pitching: pitchingLeaguePA }) } }) },
    };
  }
}

/** The fields that say who a card is, in the order a card prints them. */
function identity(id: string, record: { name: string; bats: 'L' | 'R' | 'S'; throws: Hand }, team: string) {
  return { id, name: record.name, team, bats: record.bats, throws: record.throws };
}

/** A pitcher's INJ: starts of a 32-start season (starters) or games of a 70-game season (relievers), scaled like a batter's games. */
function pitcherInjury(record: PitchingRecord): string {
  const full = record.GS > 0 ? record.GS / 32 : record.G / 70;
  return injuryRating(Math.min(1, full) * 162);
}
