import { stringify } from 'yaml';
import { InputError } from '../../../core/input/InputError.ts';
import { formatBaseOutState, canonicalState } from '../../../core/model/baseOut.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import type { BuildMode, CardBuilder } from '../../../core/GameSystem.ts';
import type { ColumnBatter, GradeWeight } from '../columnModel.ts';
import {
  calibrateColumn,
  calibrateSplitCard,
  COLUMN_ROLLS,
  columnTally,
  naiveCounts,
  type ColumnFit,
  type SplitColumn,
} from './calibrate.ts';
import { FitTarget } from '../../../mlb/fitTarget.ts';
import { calibrateGrades, mixedTally, naiveGrades, type GradeFit } from './grades.ts';
import { aimKey, shiftKey, type CardAims, type LineShift } from '../../../core/cards/cardAims.ts';
import { aimedBatting, aimedPitching } from '../../../mlb/lineAims.ts';
import { columnRanges } from './layout.ts';
import { pitcherHands } from '../plan.ts';
import { cardIdentity, rosterCards, seasonTeams, splitShares } from '../../../mlb/roster.ts';
import { gradedPitcher, gradesOfHand, mixByGrade, type League } from './league.ts';
import { mixLines, mixTallies, padLine, printedLine, rateErrors } from '../../../mlb/lines.ts';
import {
  bkwpRating,
  EC_BY_POSITION,
  injuryRating,
  mipRating,
  pitcherRole,
  sboRating,
  sbcRating,
  shcRating,
  soBbRating,
  speedRating,
} from './ratings.ts';
import { runningLine, type BattingRecord, type PitchingRecord, type SeasonData } from '../../../mlb/seasonData.ts';

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

/** The grades a single column (a pitcher's, used against both hands) meets: the league's, hands merged. */
function gradesOfEitherHand(pitchers: League['pitchers']): GradeWeight[] {
  const byGrade = new Map<string, number>();
  for (const p of pitchers) byGrade.set(p.grade, (byGrade.get(p.grade) ?? 0) + p.weight);
  return [...byGrade].map(([grade, weight]) => ({ grade: grade as GradeWeight['grade'], weight }));
}

/** Builds Pine Tar card sets of one season's teams against one league (computed once, shared by every set built). */
export class PineTarBuilder implements CardBuilder {
  declare private readonly data: SeasonData;
  declare private readonly league: League;
  /** Calibrated fits by player and ratings, shared by every set this builder makes. */
  declare private readonly columns: Map<string, ColumnFit>;
  declare private readonly cards: Map<string, { vsL: ColumnFit; vsR: ColumnFit }>;

  constructor(data: SeasonData, league: League) {
    this.data = data;
    this.league = league;
    this.columns = new Map();
    this.cards = new Map();
  }

  /** Cards are fitted to their aims (`build --context season`). */
  readonly takesAims = true;

  /** Every team of the builder's season. */
  teams(): string[] {
    return seasonTeams(this.data);
  }

  /** The card set of `teams` in `mode`, as the YAML a card file holds. */
  build(
    teams: readonly string[],
    mode: BuildMode,
    names: Readonly<Record<string, string>> = {},
    aims: CardAims = new Map(),
  ): string {
    const { data } = this;
    const players = rosterCards<object>(data, teams, {
      hitter: (record, team, id) => this.hitterCard(record, team, id, mode, aims.get(aimKey('batting', team, id))),
      pitcher: (record, team, id) => this.pitcherCard(record, team, id, mode, aims.get(aimKey('pitching', team, id))),
    });
    const set = {
      game: 'pinetar',
      name: `${data.season} ${teams.map((t) => names[t] ?? t).join(' and ')} (${mode})`,
      season: data.season,
      description:
        `Every player who appeared for ${teams.join(', ')} in ${data.season}, ` +
        `built by \`cardlab build pinetar --mode ${mode}\` from cards/sources ` +
        `(see docs/cards.md, "How cards are built"). Printed targets are the real ` +
        `season lines; budgets are what whole rolls alone cost each rate; ` +
        `build.cannotFit says what a card cannot carry.`,
      source:
        'cards/sources (Lahman Baseball Database and Retrosheet via Chadwick retrosplits; see cards/sources/NOTICE.md)',
      teams: Object.fromEntries(teams.map((t) => [t, { name: names[t] ?? t }])),
      league: this.leagueBlock(),
      players,
    };
    const header =
      `# Pine Tar card set, generated by cardlab build pinetar --season ` +
      `${data.season} --teams ${teams.join(',')} --mode ${mode}. Do not edit by ` +
      `hand: rebuild.\n# Data: cards/sources (CC BY-SA 3.0 / ODbL: see ` +
      `cards/sources/NOTICE.md); this file is shared under CC BY-SA 3.0 too.\n`;
    return header + stringify(set, { lineWidth: 160 });
  }

  private leagueBlock() {
    const { league } = this;
    const states = new Map<string, number>();
    league.states.forEach((share, i) => states.set(formatBaseOutState(canonicalState(i)), round(share, 6)));
    const side = (s: Hand) => ({
      weight: round(league.batters[s].weight, 6),
      vsL: columnRanges(league.batters[s].vsL.runs),
      vsR: columnRanges(league.batters[s].vsR.runs),
    });
    return {
      name: league.name,
      bkwp: league.bkwp.text,
      states,
      pitchers: league.pitchers.map((p) => ({ throws: p.throws, grade: p.grade, weight: round(p.weight, 6) })),
      batters: { L: side('L'), R: side('R') },
    };
  }

  /** A pitcher's batting column (one, for both hands): naive or calibrated. */
  private column(key: string, design: SeasonLine, side: Hand, batter: ColumnBatter, mode: BuildMode): ColumnFit {
    const opposition = {
      model: this.league.model,
      batter,
      grades: gradesOfEitherHand(this.league.pitchers),
      states: this.league.states,
    };
    if (mode === 'naive') return naiveColumn({ line: design, side, opposition, share: 1 });
    let best = this.columns.get(key);
    if (!best) {
      best = calibrateColumn(design, side, opposition);
      this.columns.set(key, best);
    }
    return best;
  }

  /** A batter's calibrated columns, fitted once per player and ratings. */
  private calibratedCard(key: string, season: SeasonLine, splits: Record<'vsL' | 'vsR', SplitColumn>) {
    let fit = this.cards.get(key);
    if (!fit) {
      fit = calibrateSplitCard(season, splits);
      this.cards.set(key, fit);
    }
    return fit;
  }

  /** A batter's card: fitted to his line shifted by `aim` (none: as printed), printing the real line. */
  private hitterCard(record: BattingRecord, team: string, id: string, mode: BuildMode, aim?: LineShift) {
    const { data, league } = this;
    const fit = aimedBatting(record, aim);
    const listed = data.positions.get(`${team}|${record.playerID}`)?.positions;
    if (!listed)
      throw new InputError([
        {
          file: data.names[`positions_${data.season}.csv`] ?? `positions_${data.season}.csv`,
          line: 0,
          field: 'positions',
          expected: `a row for ${team} ${record.playerID} (${record.name})`,
        },
      ]);
    // A card needs a position for its EC: a batter who never took the field (a DH, a pinch hitter) is carded at first
    // base, the position whose fielding the game asks least of.
    const positions = listed.length > 0 ? listed : ['1B'];
    const running = runningLine(record);
    const speed = speedRating(running);
    const shc = shcRating(running);
    const batter: ColumnBatter = { speed, shc, isPitcher: false };
    const shares = splitShares(record, pitcherHands(league.pitchers));
    const leaguePA: Record<string, number> = {};
    const splits = {} as Record<'vsL' | 'vsR', SplitColumn>;
    for (const hand of ['L', 'R'] as const) {
      const split = hand === 'L' ? 'vsL' : 'vsR';
      const side = sideAgainst(record.bats, hand);
      const { line, leaguePA: added } = padLine(fit[split], league.lines.platoon[side][hand], MIN_SPLIT_PA);
      if (added > 0) leaguePA[split] = added;
      const opposition = {
        model: league.model,
        batter,
        grades: gradesOfHand(league.pitchers, hand),
        states: league.states,
      };
      splits[split] = { line, side, opposition, share: shares[hand] };
    }
    // A season shorter than a split may be is no line to fit: the columns fit the filled splits' mix instead (a 5-PA
    // season would pull a bench card back to its 0-for-4). A longer one is fitted as printed, a short split or not.
    const fittedSeason =
      fit.line.PA < MIN_SPLIT_PA
        ? mixLines(
            [splits.vsL, splits.vsR].map(({ line, share }) => ({ line, share })),
            MIN_SPLIT_PA,
          )
        : fit.line;
    const columns =
      mode === 'calibrated'
        ? this.calibratedCard(`${record.playerID}|${speed}|${shc}|${shiftKey(aim)}`, fittedSeason, splits)
        : { vsL: naiveColumn(splits.vsL), vsR: naiveColumn(splits.vsR) };
    const budget = {
      season: fitBudget(record.line),
      ...(record.vsL && { vsL: fitBudget(record.vsL) }),
      ...(record.vsR && { vsR: fitBudget(record.vsR) }),
    };
    const season = mixTallies([
      { tally: columns.vsL.tally, share: shares.L },
      { tally: columns.vsR.tally, share: shares.R },
    ]);
    const filled = Object.entries(leaguePA).map(([split, pa]) => `${split} ${pa}`);
    // A naive card misses by design: only a calibrated card says what it cannot carry.
    const missed =
      mode === 'calibrated'
        ? new FitTarget(fit.line, COLUMN_ROLLS).cannotFit(
            season,
            'batting',
            record.line.PA < MIN_SPLIT_PA
              ? `a season of ${record.line.PA} PA, under ${MIN_SPLIT_PA}: the columns play his splits filled with ` +
                  `league plate appearances (${filled.join(', ')})`
              : filled.length > 0
                ? `short splits filled with league plate appearances (${filled.join(', ')})`
                : 'the nearest whole-roll columns found',
          )
        : undefined;
    const primary = positions[0]!;
    return {
      ...cardIdentity(id, record, team),
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
      batting: { vsL: columnRanges(columns.vsL.runs), vsR: columnRanges(columns.vsR.runs) },
      targets: {
        season: printedLine(record.line),
        ...(record.vsL && { vsL: printedLine(record.vsL) }),
        ...(record.vsR && { vsR: printedLine(record.vsR) }),
      },
      budget,
      build: {
        mode,
        ...(Object.keys(leaguePA).length > 0 && { leaguePA }),
        ...(missed && { cannotFit: [missed] }),
      },
    };
  }

  /** A pitcher's card: graded for his opponents' line shifted by `aim` (none: as printed), printing the real line. */
  private pitcherCard(record: PitchingRecord, team: string, id: string, mode: BuildMode, aim?: LineShift) {
    const { data, league } = this;
    const fit = aimedPitching(record, aim);
    const batting = data.batting.get(record.playerID);
    const running = batting
      ? runningLine(batting)
      : { G: record.G, SB: 0, CS: 0, singles: 0, walks: 0, doubles: 0, triples: 0, SH: 0 };
    const shc = shcRating(running);
    const batter: ColumnBatter = { speed: 'S', shc, isPitcher: true };
    // Under MIN_PITCHER_OWN_PA the league's pitchers' line stands in whole (one shared column); else filled up to
    // MIN_PITCHER_BATTING_PA.
    const own = (batting?.line.PA ?? 0) >= MIN_PITCHER_OWN_PA;
    const { line: design, leaguePA: battingLeaguePA } = own
      ? padLine(batting!.line, league.lines.pitchersBatting, MIN_PITCHER_BATTING_PA)
      : { line: league.lines.pitchersBatting, leaguePA: MIN_PITCHER_BATTING_PA };
    const side: Hand = record.bats === 'L' ? 'L' : 'R';
    const key = own ? `${record.playerID}|all|${shc}` : `pitchers|${side}|${shc}`;
    const column = this.column(key, design, side, batter, mode);
    const { pitcher, line: gradingLine, leaguePA: pitchingLeaguePA } = gradedPitcher(fit, league.lines.all);
    const shares = splitShares(record, { L: league.batters.L.weight, R: league.batters.R.weight });
    const byGrade = mixByGrade(league, record.throws, shares);
    // The league's grades were fitted to the printed lines; an aimed pitcher is graded again for his aim.
    const best = aim ? calibrateGrades(pitcher, gradingLine, byGrade) : league.grades.get(record.playerID)!;
    const chosen: GradeFit =
      mode === 'calibrated' ? best : naiveGrades(pitcher, gradingLine, league.lines.all, byGrade);
    const opponents = record.opponents!;
    const missed =
      mode === 'calibrated'
        ? new FitTarget(fit.opponents!, COLUMN_ROLLS).cannotFit(
            mixedTally(pitcher, chosen, byGrade),
            'pitching',
            pitchingLeaguePA > 0
              ? `${pitchingLeaguePA} league batters faced fill his short line before grading`
              : GRADE_LIMIT,
          )
        : undefined;
    const split = (g: GradeFit['home']) => (g.early === g.late ? g.early : `${g.early}/${g.late}`);
    const totals = league.lines.all;
    return {
      ...cardIdentity(id, record, team),
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
        sobb: soBbRating(fit.opponents!.SO, fit.opponents!.BB, opponents.PA, {
          so: totals.SO / totals.PA,
          bb: totals.BB / totals.PA,
        }),
        targets: {
          season: printedLine(opponents),
          ...(record.vsL && { vsL: printedLine(record.vsL) }),
          ...(record.vsR && { vsR: printedLine(record.vsR) }),
        },
        budget: {
          season: fitBudget(opponents),
          ...(record.vsL && record.vsL.AB > 0 && { vsL: fitBudget(record.vsL) }),
          ...(record.vsR && record.vsR.AB > 0 && { vsR: fitBudget(record.vsR) }),
        },
      },
      targets: {
        season: printedLine(
          batting?.line ?? { PA: 0, AB: 0, H: 0, '2B': 0, '3B': 0, HR: 0, BB: 0, IBB: 0, HBP: 0, SO: 0, SF: 0, SH: 0 },
        ),
      },
      ...(batting && { budget: { season: fitBudget(batting.line) } }),
      build: {
        mode,
        ...((battingLeaguePA > 0 || pitchingLeaguePA > 0) && {
          leaguePA: {
            ...(battingLeaguePA > 0 && { season: battingLeaguePA }),
            ...(pitchingLeaguePA > 0 && { pitching: pitchingLeaguePA }),
          },
        }),
        ...(missed && { cannotFit: [missed] }),
      },
    };
  }
}

/** Why a calibrated grade misses: what one letter can carry. */
const GRADE_LIMIT =
  "the grade pair his opponents are most consistent with: a letter moves 11 of the batter's 100 rolls, " +
  'so it cannot carry strikeout, walk and home run rates apart from hits';

/** A naive column of a card: ranges sized from the line's rates, with its exact tally against the opposition. */
function naiveColumn({ line, side, opposition }: SplitColumn): ColumnFit {
  const counts = naiveCounts(line);
  const { runs, column, tally } = columnTally(counts, side, opposition);
  return { counts, runs, column, tally, errors: rateErrors(tally, line) };
}

/** The budget a card records for a printed line: what 1/100 granularity alone costs each fit rate (FitTarget). */
const fitBudget = (line: SeasonLine): Record<string, number> => ({ ...new FitTarget(line, COLUMN_ROLLS).budgets });

/**
 * A pitcher's INJ: starts of a 32-start season (starters) or games of a 70-game season (relievers), scaled like a
 * batter's games.
 */
function pitcherInjury(record: PitchingRecord): string {
  const full = record.GS > 0 ? record.GS / 32 : record.G / 70;
  return injuryRating(Math.min(1, full) * 162);
}
