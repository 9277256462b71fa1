import { solveLinearSystem } from '../../../exact/solveLinearSystem.ts';
import { POSITIONS, type Position } from '../../../core/model/positions.ts';
import { Tally } from '../../../core/model/Tally.ts';
import type { BkWpRating } from '../cards.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import { ColumnModel, INNING_OVER, type ColumnBatter, type GradeWeight } from '../columnModel.ts';
import { LEAGUE_FIELDER, type Fielder } from '../matchup.ts';
import { gradeShares } from '../plan.ts';
import { leagueLines, splitShares, type LeagueLines } from '../../../mlb/roster.ts';
import type { ManagerPolicies } from '../policies.ts';
import type { PineTarTables } from '../tables.ts';
import { GRADES, type Grade } from '../vocabulary.ts';
import { columnTally, naiveCounts, type ColumnFit } from './calibrate.ts';
import { rateErrors } from '../../../mlb/lines.ts';
import { calibrateGrades, type GradedPitcher, type GradeFit } from './grades.ts';
import type { PitchingRecord, SeasonData } from '../../../mlb/seasonData.ts';
import { padLine } from '../../../mlb/lines.ts';
import { pitcherRole } from './ratings.ts';

type Hand = 'L' | 'R';
const HANDS: readonly Hand[] = ['L', 'R'];

/** A league-average batter: medium speed, never bunts. */
export const LEAGUE_BATTER: ColumnBatter = { speed: 'M', shc: 'N', isPitcher: false };
/** Pitchers' opponents' lines shorter than this are filled with the league's line (see `padLine`). */
export const MIN_PITCHER_BF = 100;
/** Rounds between the pitchers' grades and the league's start states. */
const LEAGUE_ROUNDS = 2;

/**
 * The league a set is built against: its pitching, its average batters, its start states, and every pitcher's grades.
 */
export interface League {
  name: string;
  bkwp: BkWpRating;
  defense: Record<Position, Fielder>;
  model: ColumnModel;
  /** Share of plate appearances starting in each of the 24 states. */
  states: number[];
  /** Grade situations by hand, as shares of all batters faced. */
  pitchers: { throws: Hand; grade: Grade; weight: number }[];
  /** League-average batters by side: share of plate appearances and a column against each hand (naive: the anchor). */
  batters: Record<Hand, { weight: number; vsL: ColumnFit; vsR: ColumnFit }>;
  /** The league's batting line by batter side and pitcher hand, all batting, and pitchers' own batting. */
  lines: LeagueLines;
  /** Every pitcher's calibrated grades, by player id. */
  grades: Map<string, GradeFit>;
  /** League batters' exact tally per plate appearance against each grade, by batter side and pitcher hand. */
  byGrade: Record<Hand, Record<Hand, Map<Grade, Tally>>>;
}

/** The league's BK/WP: its balks' share of balks and wild pitches as the balk range, the rest wild pitches. */
function leagueBkWp(data: SeasonData): BkWpRating {
  let balks = 0;
  let wild = 0;
  for (const p of data.pitching.values()) {
    balks += p.BK;
    wild += p.WP;
  }
  const top = Math.round((100 * balks) / (balks + wild)) - 1;
  return { balkTop: top, wildPitchTop: 99, text: `${String(top).padStart(2, '0')}/99` };
}

/**
 * A pitcher's grading inputs: role, starts and real opponents' line (which set his grade situations' shares, as the
 * check plan reads them from his card), and the line the grades aim at: his opponents' line filled up to
 * MIN_PITCHER_BF.
 */
export function gradedPitcher(
  record: PitchingRecord,
  league: SeasonLine,
): { pitcher: GradedPitcher; line: SeasonLine; leaguePA: number } {
  const { line, leaguePA } = padLine(record.opponents, league, MIN_PITCHER_BF);
  const role = pitcherRole(record);
  return { pitcher: { role, starts: record.GS, targets: { season: record.opponents ?? line } }, line, leaguePA };
}

/** The league batters' tally against each grade, for a pitcher of `hand` facing sides in `shares`. */
export function mixByGrade(
  league: Pick<League, 'byGrade'>,
  hand: Hand,
  shares: Record<Hand, number>,
): Map<Grade, Tally> {
  const out = new Map<Grade, Tally>();
  for (const grade of GRADES) {
    const total = new Tally();
    for (const side of HANDS) total.merge(league.byGrade[side][hand].get(grade)!, shares[side]);
    out.set(grade, total);
  }
  return out;
}

/** The grades a batter facing `hand` meets, with their shares of that hand's batters faced. */
export function gradesOfHand(pitchers: League['pitchers'], hand: Hand): GradeWeight[] {
  const mine = pitchers.filter((p) => p.throws === hand && p.weight > 0);
  const total = mine.reduce((s, p) => s + p.weight, 0);
  return mine.map((p) => ({ grade: p.grade, weight: p.weight / total }));
}

/** Expected plate appearances per inning from each state, from the league's transitions, as shares. */
function stateShares(
  model: ColumnModel,
  batters: League['batters'],
  pitchers: League['pitchers'],
  platoon: LeagueLines['platoon'],
): number[] {
  const q = Array.from({ length: 24 }, () => new Array<number>(24).fill(0));
  const totalPA = HANDS.reduce((s, side) => s + platoon[side].L.PA + platoon[side].R.PA, 0);
  for (const side of HANDS) {
    for (const hand of HANDS) {
      const share = platoon[side][hand].PA / totalPA;
      const column = (hand === 'L' ? batters[side].vsL : batters[side].vsR).column;
      for (const { grade, weight } of gradesOfHand(pitchers, hand)) {
        const rows = model.transitions(column, LEAGUE_BATTER, grade);
        for (let s = 0; s < 24; s++) for (let t = 0; t < INNING_OVER; t++) q[s]![t]! += share * weight * rows[s]![t]!;
      }
    }
  }
  // Visits v solve v = e0 + Q'v: every inning starts at ---/0.
  const system = Array.from({ length: 24 }, (_, r) =>
    Array.from({ length: 24 }, (_, c) => (r === c ? 1 : 0) - q[c]![r]!),
  );
  const visits = solveLinearSystem(
    system,
    Array.from({ length: 24 }, (_, i) => (i === 0 ? 1 : 0)),
  );
  const total = visits.reduce((s, v) => s + v, 0);
  return visits.map((v) => v / total);
}

/**
 * The league of a season. Its average batters are the naive cards of the league's own platoon lines (one column per
 * batter side and pitcher hand): the anchor that says what an average hitter's card looks like. Every pitcher of the
 * season is graded against those batters; the grades, weighted by batters faced, are the league's pitching; the start
 * states are the expected plate appearances per state of innings these batters play against this pitching (an
 * absorbing Markov chain from `---/0`). Grading needs the states and the states need the grades, so this runs
 * LEAGUE_ROUNDS rounds from every pitcher at grade C.
 *
 * Why anchor the batters: grades and batting cards trade off (worse grades everywhere and weaker cards give the same
 * league), so one of them must be fixed; fixing the average card keeps calibrated cards close to their printed rates.
 */
export function buildLeague(data: SeasonData, tables: PineTarTables, policies: ManagerPolicies): League {
  const lines = leagueLines(data);
  const bkwp = leagueBkWp(data);
  const defense = Object.fromEntries(POSITIONS.map((p) => [p, LEAGUE_FIELDER])) as Record<Position, Fielder>;
  const model = new ColumnModel({ tables, policies, defense, bkwp });
  const sidePA = { L: lines.platoon.L.L.PA + lines.platoon.L.R.PA, R: lines.platoon.R.L.PA + lines.platoon.R.R.PA };
  const sideWeight = { L: sidePA.L / (sidePA.L + sidePA.R), R: sidePA.R / (sidePA.L + sidePA.R) };
  const graded = [...data.pitching.values()].filter((p) => p.opponents && p.opponents.PA > 0);
  let pitchers: League['pitchers'] = HANDS.map((hand) => ({
    throws: hand,
    grade: 'C' as Grade,
    weight: graded.filter((p) => p.throws === hand).reduce((s, p) => s + p.opponents!.PA, 0),
  }));
  let states: number[] = [];
  let grades = new Map<string, GradeFit>();
  let byGrade: League['byGrade'] | undefined;
  const anchor = (side: Hand, hand: Hand) => naiveCounts(lines.platoon[side][hand]);
  const fitOf = (side: Hand, hand: Hand, grades: readonly GradeWeight[]) => {
    const counts = anchor(side, hand);
    const { runs, column, tally } = columnTally(counts, side, { model, batter: LEAGUE_BATTER, grades, states });
    return { counts, runs, column, tally, errors: rateErrors(tally, lines.platoon[side][hand]) };
  };
  // The average batters' tallies against each grade, from the current start states.
  const gradeTallies = (): League['byGrade'] => {
    const against = (side: Hand, hand: Hand) =>
      new Map(GRADES.map((grade) => [grade, fitOf(side, hand, [{ grade, weight: 1 }]).tally]));
    return { L: { L: against('L', 'L'), R: against('L', 'R') }, R: { L: against('R', 'L'), R: against('R', 'R') } };
  };
  const battersAgainst = (mix: League['pitchers']): League['batters'] => {
    const side = (s: Hand) => ({
      weight: sideWeight[s],
      vsL: fitOf(s, 'L', gradesOfHand(mix, 'L')),
      vsR: fitOf(s, 'R', gradesOfHand(mix, 'R')),
    });
    return { L: side('L'), R: side('R') };
  };
  for (let round = 0; round < LEAGUE_ROUNDS; round++) {
    states = stateShares(model, battersAgainst(pitchers), pitchers, lines.platoon);
    byGrade = gradeTallies();
    const league = { byGrade };
    grades = new Map(
      graded.map((record) => {
        const { pitcher, line } = gradedPitcher(record, lines.all);
        return [
          record.playerID,
          calibrateGrades(pitcher, line, mixByGrade(league, record.throws, splitShares(record, sideWeight))),
        ];
      }),
    );
    const weights = new Map<string, number>();
    for (const record of graded) {
      const fitted = grades.get(record.playerID)!;
      const card = {
        role: pitcherRole(record),
        starts: record.GS,
        targets: { season: record.opponents! },
        grade: { home: fitted.home, away: fitted.away },
        mip: { starter: 1, relief: 1 },
        bkwp,
      };
      for (const share of gradeShares(card)) {
        const key = `${record.throws}|${share.grade}`;
        weights.set(key, (weights.get(key) ?? 0) + share.weight * record.opponents!.PA);
      }
    }
    const faced = [...weights.values()].reduce((s, w) => s + w, 0);
    pitchers = HANDS.flatMap((hand) =>
      GRADES.filter((g) => weights.has(`${hand}|${g}`)).map((grade) => ({
        throws: hand,
        grade,
        weight: weights.get(`${hand}|${grade}`)! / faced,
      })),
    );
  }
  states = stateShares(model, battersAgainst(pitchers), pitchers, lines.platoon);
  // The league the set carries plays from these states: what a pitcher's grades do is read against them.
  byGrade = gradeTallies();
  return {
    name: `${data.season} MLB`,
    bkwp,
    defense,
    model,
    states,
    pitchers,
    batters: battersAgainst(pitchers),
    lines,
    grades,
    byGrade,
  };
}
