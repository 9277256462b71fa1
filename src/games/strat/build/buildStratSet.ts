import { aimKey, type CardAims, type LineShift } from '../../../core/cards/cardAims.ts';
import { aimedBatting, aimedPitching } from '../../../mlb/lineAims.ts';
import { stringify } from 'yaml';
import { formatBaseOutState } from '../../../core/model/baseOut.ts';
import type { Position } from '../../../core/model/positions.ts';
import { FitTarget, type CannotFit } from '../../../mlb/fitTarget.ts';
import { CATEGORIES, mixTallies, padLine, printedLine } from '../../../mlb/lines.ts';
import { cardIdentity, emptyLine, rosterCards, seasonTeams, splitShares } from '../../../mlb/roster.ts';
import { runningLine, type BattingRecord, type PitchingRecord, type SeasonData } from '../../../mlb/seasonData.ts';
import type { SeasonLine } from '../../../core/cards/cardLines.ts';
import type { BuildMode, CardBuilder } from '../../../core/GameSystem.ts';
import type { Tally } from '../../../core/model/Tally.ts';
import type { CardSide } from '../cards.ts';
import { LEAGUE_FIELDERS, LEAGUE_PITCHING } from '../defense.ts';
import { batterSide } from '../plan.ts';
import { STRAT_ID } from '../vocabulary.ts';
import {
  calibrateCard,
  feasibleChances,
  laySide,
  lineShares,
  pairTally,
  ROLLS,
  tallyShares,
  type CardSideSpec,
  type PrintedSide,
  type SideBuild,
} from './fit.ts';
import { sideRows } from './layout.ts';
import { pitcherRows, powDots, X_CHANCES, type StratLeague } from './league.ts';
import { columnsForFile, readSide } from './printing.ts';
import { doublePlayChances } from './doublePlays.ts';
import {
  buntingRating,
  endurance,
  hitAndRunRating,
  powerRating,
  runningRating,
  stealingLine,
  wildPitchRatings,
} from './ratings.ts';
import { ReadingTallies } from './sideModel.ts';

type Hand = 'L' | 'R';
type Split = 'vsL' | 'vsR';
const HANDS: readonly Hand[] = ['L', 'R'];
const split = (hand: Hand): Split => (hand === 'L' ? 'vsL' : 'vsR');

/** Split lines shorter than this are filled with the league's line for the same batter side and pitcher hand. */
export const MIN_SPLIT_PA = 100;
/**
 * The pitchers' hitting cards: one per side a pitcher bats from (a switch-hitting pitcher uses the right-handed one).
 */
const HITTING_CARD: Record<Hand, number> = { R: 1, L: 2 };
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;
const FIELD_POSITIONS = new Set<string>(['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']);

/** A card's sides as printed, and (calibrated) what it cannot carry of its season line. */
interface CalibratedCard {
  sides: PrintedSide[];
  cannotFit?: CannotFit | undefined;
}

/**
 * What a calibrated card cannot carry of its season line (FitTarget.cannotFit), and why. A side is half of every plate
 * appearance, so the opponent's half alone sets a floor under each category: where the card prints none of a category
 * and still plays more of it than the line (Tomlin's walks, José Ramírez's strikeouts), the line cannot be printed,
 * and the card's other misses are what that floor costs the rest of the line. Else the search found no nearer card
 * (short lines, mostly).
 */
function cannotFit(
  target: FitTarget,
  line: SeasonLine,
  tally: Tally,
  kind: CannotFit['line'],
  sides: readonly { side: PrintedSide; share: number }[],
) {
  const card = tallyShares(tally);
  const goal = lineShares(line);
  // A side the player never met (a share of 0) plays no part in his season.
  const played = sides.filter((s) => s.share > 0).map((s) => s.side);
  const floors = CATEGORIES.filter(
    (category, i) => category !== 'OUT' && card[i]! > goal[i]! && played.every((s) => s.chances[i] === 0),
  );
  const opponent = kind === 'batting' ? "league pitcher's" : "league batter's";
  const reason =
    floors.length > 0
      ? `${floors.join(', ')} at the floor: the card prints none, and the ${opponent} half alone gives more`
      : 'the nearest card the search found';
  return target.cannotFit(tally, kind, reason);
}

/**
 * Builds Strat card sets of one season's teams against one league: every batter's side against each pitcher hand is
 * laid against the league pitcher of that hand; every pitcher's side against each batter side (his 30 X chances and
 * 78 more) against the league batter of that side. Naive sides are the published formula, twice the player's rate
 * less the league's on 108 chances; calibrated sides are solved against the exact league plate appearance.
 */
export class StratBuilder implements CardBuilder {
  declare private readonly data: SeasonData;
  declare private readonly solveLeague: () => StratLeague;
  declare private solved: StratLeague | undefined;
  /**
   * The calibrated sides of each card met, by everything they depend on (the league is the builder's): a player in two
   * sets, or a pitchers' hitting card met again, calibrates nothing twice.
   */
  declare private readonly calibrated: Map<string, CalibratedCard>;
  /** What each kind of side's readings add (ReadingTallies), by kind: measured once per builder. */
  declare private readonly readings: Map<string, ReadingTallies>;
  /** The strikeout side's counts against the opponent of each side met, by the side's key. */
  declare private readonly zeros: Map<string, Float64Array>;

  /** `solveLeague` runs on the first card built, once the teams are known to exist (it takes about 8 s). */
  constructor(data: SeasonData, solveLeague: () => StratLeague) {
    this.data = data;
    this.solveLeague = solveLeague;
    this.solved = undefined;
    this.calibrated = new Map();
    this.readings = new Map();
    this.zeros = new Map();
  }

  private get league(): StratLeague {
    this.solved ??= this.solveLeague();
    return this.solved;
  }

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
      game: STRAT_ID,
      name: `${data.season} ${teams.map((t) => names[t] ?? t).join(' and ')} (Strat, ${mode})`,
      season: data.season,
      description:
        `Every player who appeared for ${teams.join(', ')} in ${data.season}, built by \`cardlab ` +
        `build strat --mode ${mode}\` from cards/sources (see README, "How Strat cards are built"). ` +
        `Printed targets are the real season lines; budgets are what rounding to 1/108 of a side alone costs ` +
        `each of AVG, OBP, SLG, K%, BB% and HR%; build.cannotFit says what a card cannot carry of its line, and why.`,
      source:
        'cards/sources (Lahman Baseball Database and Retrosheet via Chadwick retrosplits; see cards/sources/NOTICE.md)',
      teams: Object.fromEntries(teams.map((t) => [t, { name: names[t] ?? t }])),
      pitcherHitting: this.pitcherHitting(mode),
      league: this.leagueBlock(),
      players,
    };
    const header =
      `# Strat-O-Matic card set, generated by cardlab build strat --season ` +
      `${data.season} --teams ${teams.join(',')} --mode ${mode}. Do not edit ` +
      `by hand: rebuild.\n# Data: cards/sources (CC BY-SA 3.0 / ODbL: see ` +
      `cards/sources/NOTICE.md); this file is shared under CC BY-SA 3.0 too.\n`;
    return header + stringify(set, { lineWidth: 200 });
  }

  private leagueBlock() {
    const { league } = this;
    const sides = (pick: (hand: Hand) => { printed: string[][] }, first: number) => ({
      vsL: columnsForFile(pick('L').printed, first),
      vsR: columnsForFile(pick('R').printed, first),
    });
    return {
      name: league.name,
      states: new Map(
        league.states.filter((s) => s.weight > 0).map((s) => [formatBaseOutState(s.state), round(s.weight, 6)]),
      ),
      pitchers: Object.fromEntries(
        HANDS.map((hand) => [
          hand,
          {
            weight: round(league.pitcherHands[hand], 6),
            columns: sides((side) => league.pitchers[hand][split(side)], 4),
          },
        ]),
      ),
      batters: Object.fromEntries(
        HANDS.map((side) => [
          side,
          {
            weight: round(league.batterSides[side], 6),
            batting: sides((hand) => league.batters[side][split(hand)], 1),
          },
        ]),
      ),
    };
  }

  /** What the readings of a kind of side add, measured against `probe`'s opponent on first use. */
  private readingTallies(kind: string, probe: (side: CardSide) => Tally): ReadingTallies {
    let tallies = this.readings.get(kind);
    if (!tallies) {
      tallies = new ReadingTallies(probe);
      this.readings.set(kind, tallies);
    }
    return tallies;
  }

  /** The strikeout side's counts against a side's own opponent, by the side's key. */
  private zero(key: string, build: SideBuild): Float64Array {
    let zero = this.zeros.get(key);
    if (!zero) {
      zero = build.evaluate(ReadingTallies.zeroSide()).counts;
      this.zeros.set(key, zero);
    }
    return zero;
  }

  /**
   * A batter's side against `hand`'s league pitcher as calibration takes it: laid on the d20 and evaluated against the
   * league pitcher's side, with its naive chances. A batter's readings add the same whatever his power (power turns
   * only the pitcher's card's and the park's homers) and whichever pitcher he meets (the opponent cancels), so every
   * batter side of one batting side shares one ReadingTallies, measured against the league right-hander.
   */
  private batterSpec(
    line: SeasonLine,
    side: Hand,
    hand: Hand,
    power: 'N' | 'W',
    share: number,
    doublePlayRate: number,
  ): CardSideSpec {
    const { league } = this;
    const against = (h: Hand) => readSide(league.pitchers[h][split(side)].printed);
    const pitcher = against(hand);
    const build: SideBuild = {
      rows: sideRows(),
      fixed: [],
      side,
      granularity: 'd20',
      evaluate: (batter) => pairTally({ batter, side, power, pitcher }, league.context),
    };
    const leagueLine = league.lines.platoon[side][hand];
    const naive = twiceLessLeague(line, leagueLine, league.batters[side][split(hand)].chances);
    const probe = against('R');
    const tallies = this.readingTallies(`batter|${side}`, (batter) =>
      pairTally({ batter, side, power: 'N', pitcher: probe }, league.context),
    );
    const key = `batter|${side}|${hand}|${power}`;
    const zero = () => this.zero(key, build);
    build.doublePlays = { chances: doublePlayChances(doublePlayRate, tallies, zero(), build, 108) };
    return { key, build, line, naive, total: 108, share, tallies, zero };
  }

  /**
   * A pitcher's side against the league batter of `side` (his own WP and balk at the gate): his X rows and 78 chances
   * more. His readings are measured once per batter side, against the league batter of that side with the league's
   * WP and balk (calibrateCard corrects the model for his own).
   */
  private pitcherSpec(
    line: SeasonLine,
    hand: Hand,
    side: Hand,
    pitching: { wp: number; balk: number },
    share: number,
    doublePlayRate: number,
  ): CardSideSpec {
    const { league } = this;
    const batter = readSide(league.batters[side][split(hand)].printed);
    const build: SideBuild = {
      ...pitcherRows(),
      side,
      granularity: 'd20',
      dots: powDots,
      evaluate: (pitcher) => pairTally({ batter, side, power: 'N', pitcher, pitching }, league.context),
    };
    const leaguePitcher = league.pitchers[hand][split(side)];
    const naive = twiceLessLeague(line, league.lines.platoon[side][hand], leaguePitcher.chances);
    const probe = readSide(league.batters[side].vsR.printed);
    const leagueRatings = { wp: LEAGUE_PITCHING.wp, balk: LEAGUE_PITCHING.balk };
    const tallies = this.readingTallies(`pitcher|${side}`, (pitcher) =>
      pairTally({ batter: probe, side, power: 'N', pitcher, pitching: leagueRatings }, league.context),
    );
    const key = `pitcher|${hand}|${side}|${pitching.wp}|${pitching.balk}`;
    const zero = () => this.zero(key, build);
    const total = 108 - X_CHANCES;
    build.doublePlays = { chances: doublePlayChances(doublePlayRate, tallies, zero(), build, total) };
    return { key, build, line, naive, total, share, tallies, zero };
  }

  /**
   * A card's sides in `mode`: naive, each laid from its naive chances; calibrated, fitted together to the season
   * (calibrateCard), once per card, with what the card cannot carry of the season line (`line`: the batting line, or
   * a pitcher's opponents').
   */
  private cardSides(
    season: SeasonLine,
    specs: readonly CardSideSpec[],
    mode: BuildMode,
    line: CannotFit['line'] = 'batting',
  ): CalibratedCard {
    if (mode === 'naive') return { sides: specs.map((s) => laySide(feasibleChances(s.naive, s.total), s.build)) };
    const key = JSON.stringify([season, line, specs.map((s) => [s.key, s.line, s.share, s.build.doublePlays])]);
    let card = this.calibrated.get(key);
    if (!card) {
      const fits = calibrateCard(season, specs);
      const tally = mixTallies(fits.map((fit, p) => ({ tally: fit.tally, share: specs[p]!.share })));
      card = {
        sides: fits.map(({ chances, laid, printed }) => ({ chances, laid, printed })),
        cannotFit: cannotFit(
          new FitTarget(season, ROLLS),
          season,
          tally,
          line,
          fits.map((side, p) => ({ side, share: specs[p]!.share })),
        ),
      };
      this.calibrated.set(key, card);
    }
    return card;
  }

  /** A batter's card: fitted to his line shifted by `aim` (none: as printed), printing the real line. */
  private hitterCard(record: BattingRecord, team: string, id: string, mode: BuildMode, aim?: LineShift) {
    const { data, league } = this;
    const fit = aimedBatting(record, aim);
    const positions = (data.positions.get(`${team}|${record.playerID}`)?.positions ?? []).filter((p) =>
      FIELD_POSITIONS.has(p),
    ) as Position[];
    const running = runningLine(record);
    const leaguePA: Record<string, number> = {};
    const power = { vsL: powerRating(record.vsL), vsR: powerRating(record.vsR) };
    const shares = splitShares(record, league.pitcherHands);
    const specs = HANDS.map((hand) => {
      const side = batterSide(record.bats, hand);
      const { line, leaguePA: added } = padLine(fit[split(hand)], league.lines.platoon[side][hand], MIN_SPLIT_PA);
      if (added > 0) leaguePA[split(hand)] = added;
      return this.batterSpec(line, side, hand, power[split(hand)], shares[hand], league.doublePlays.batter(record));
    });
    const card = this.cardSides(fit.line, specs, mode);
    const [vsL, vsR] = card.sides as [PrintedSide, PrintedSide];
    return {
      ...cardIdentity(id, record, team),
      fielding: Object.fromEntries(positions.map((p) => [p, fieldingRating(p)])),
      running: runningRating(running),
      stealing: stealingLine(running),
      bunting: buntingRating(record.line),
      hitAndRun: hitAndRunRating(record.line),
      power: power.vsL === power.vsR ? power.vsL : power,
      batting: { vsL: columnsForFile(vsL.printed, 1), vsR: columnsForFile(vsR.printed, 1) },
      targets: {
        season: printedLine(record.line),
        ...(record.vsL && { vsL: printedLine(record.vsL) }),
        ...(record.vsR && { vsR: printedLine(record.vsR) }),
      },
      budget: budgets(record.line, record),
      build: {
        mode,
        ...(Object.keys(leaguePA).length > 0 && { leaguePA }),
        ...(card.cannotFit && { cannotFit: [card.cannotFit] }),
      },
    };
  }

  /** A pitcher's card: fitted to his opponents' line shifted by `aim` (none: as printed), printing the real line. */
  private pitcherCard(record: PitchingRecord, team: string, id: string, mode: BuildMode, aim?: LineShift) {
    const { league } = this;
    const opponents = record.opponents!;
    const fit = aimedPitching(record, aim);
    let added = 0;
    const pitching = wildPitchRatings(record, this.leaguePitching());
    const shares = splitShares(record, league.batterSides);
    const specs = HANDS.map((side) => {
      const { line, leaguePA } = padLine(fit[split(side)], league.lines.platoon[side][record.throws], MIN_SPLIT_PA);
      added += leaguePA;
      return this.pitcherSpec(line, record.throws, side, pitching, shares[side], league.doublePlays.pitcher(record));
    });
    const card = this.cardSides(fit.opponents!, specs, mode, 'pitching');
    const [vsL, vsR] = card.sides as [PrintedSide, PrintedSide];
    const batting = this.data.batting.get(record.playerID)?.line;
    return {
      ...cardIdentity(id, record, team),
      fielding: { P: fieldingRating('P') },
      running: 8,
      stealing: '-',
      bunting: batting ? buntingRating(batting) : 'D',
      hitAndRun: 'D',
      pitching: {
        ...endurance(record),
        ...(record.GS > 0 && { starts: record.GS }),
        hold: 0,
        ...pitching,
        hittingCard: HITTING_CARD[record.bats === 'L' ? 'L' : 'R'],
        columns: { vsL: columnsForFile(vsL.printed, 4), vsR: columnsForFile(vsR.printed, 4) },
        targets: {
          season: printedLine(opponents),
          ...(record.vsL && { vsL: printedLine(record.vsL) }),
          ...(record.vsR && { vsR: printedLine(record.vsR) }),
        },
        budget: budgets(opponents, record),
      },
      // His own batting line: a season's line of the cards' batting counts the pitchers too (he bats with a hitting
      // card).
      targets: { season: printedLine(batting ?? emptyLine()) },
      build: {
        mode,
        ...(added > 0 && { leaguePA: { pitching: added } }),
        ...(card.cannotFit && { cannotFit: [card.cannotFit] }),
      },
    };
  }

  private leaguePitching() {
    let WP = 0;
    let BK = 0;
    let BFP = 0;
    for (const p of this.data.pitching.values()) {
      WP += p.WP;
      BK += p.BK;
      BFP += p.BFP;
    }
    return { WP, BK, BFP };
  }

  /**
   * The pitchers' hitting cards, from the league pitchers' batting line against the league pitchers of each hand: each
   * side fitted alone to the line.
   */
  private pitcherHitting(mode: BuildMode) {
    const { league } = this;
    const line = league.lines.pitchersBatting;
    return Object.fromEntries(
      HANDS.map((side) => {
        const built = HANDS.map(
          (hand) =>
            this.cardSides(line, [this.batterSpec(line, side, hand, 'W', 1, league.doublePlays.pitchersBatting)], mode)
              .sides[0]!,
        );
        return [
          String(HITTING_CARD[side]),
          { vsL: columnsForFile(built[0]!.printed, 1), vsR: columnsForFile(built[1]!.printed, 1) },
        ];
      }),
    );
  }
}

/**
 * A card's budgets, for the season and each printed split with at-bats: what rounding to 1/108 of a side alone costs
 * each fit rate (FitTarget's budgets at ROLLS, which are rounded up to 4 places as recorded, so that the builder's
 * verdict is `check`'s). They depend on the line alone; the d20 splits a chance twenty ways, so a calibrated card can
 * meet them wherever the game can print its line at all.
 */
function budgets(season: SeasonLine, splits: { vsL?: SeasonLine; vsR?: SeasonLine }) {
  return {
    season: fitBudget(season),
    ...(splits.vsL && splits.vsL.AB > 0 && { vsL: fitBudget(splits.vsL) }),
    ...(splits.vsR && splits.vsR.AB > 0 && { vsR: fitBudget(splits.vsR) }),
  };
}

const fitBudget = (line: SeasonLine): Record<string, number> => ({ ...new FitTarget(line, ROLLS).budgets });

/**
 * The published starting point: each category at twice the player's share less the league's, as a move from the
 * league card's chances (`from`: a batter's is the league batter's side, its walks tilted by LEAGUE_BATTER_WALKS; a
 * pitcher's his league side's 78).
 */
function twiceLessLeague(line: SeasonLine, league: SeasonLine, from: readonly number[]): number[] {
  const player = lineShares(line);
  const average = lineShares(league);
  return from.map((x, i) => x + 2 * 108 * (player[i]! - average[i]!));
}

/**
 * A built fielder: range 3 (average) and the league e-rating at the position; the data has no fielding to rate more.
 */
function fieldingRating(position: Position) {
  const league = LEAGUE_FIELDERS[position];
  const arm = ['LF', 'CF', 'RF', 'C'].includes(position) ? { arm: league.arm } : {};
  const catcher = position === 'C' ? { pb: league.pb, t: league.t } : {};
  return { range: league.range, error: league.error, ...arm, ...catcher };
}
