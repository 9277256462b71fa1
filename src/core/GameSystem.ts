import type { CardAims } from './cards/cardAims.ts';
import type { League } from './game/League.ts';
import type { DiceSource, DieKind } from './dice/DiceSource.ts';
import type { BaseOutState } from './model/baseOut.ts';
import type { CompiledMatchup } from './DiceGraphData.ts';
import type { InputProblem } from './input/InputError.ts';
import type { LoadedInput } from './input/LoadedInput.ts';
import type { ExactResult, PlateAppearanceResult, PlayEvent } from './model/PlayEvent.ts';
import type { Counts } from './model/rates.ts';
import type { Tally } from './model/Tally.ts';
import type { OptionalRule, RuleSet } from './OptionalRule.ts';

/** What a manager knows beyond bases and outs when a decision comes up. */
export interface Situation {
  inning: number;
  /** Offense's runs minus the defense's. */
  offenseLead: number;
  /** The home team bats (the bottom half), where the caller knows it: in a game, not in plate-appearance mode. */
  bottom?: boolean;
}

/**
 * One batter against one pitcher (with that pitcher's fielders, park and rules) at one moment of a game: the unit
 * every engine resolves. `plateAppearance` rolls until the plate appearance ends; events that do not end it
 * (balls, balks, wild pitches, Strat's WP/PB gate, Replay's fouls) come first in the result's events.
 * Game-specific state that lasts across plate appearances (PBC fatigue points, piecepack hands of cards) lives
 * in the matchup's own objects, which the game engine hands from one plate appearance to the next.
 */
export interface Matchup {
  plateAppearance(state: BaseOutState, dice: DiceSource, situation?: Situation): PlateAppearanceResult;
  /**
   * One step of a plate appearance (one roll with its follow-ups) from a state and the game's count inside the
   * plate appearance (Pine Tar: balls), `first` when the plate appearance has just begun. Exact engines chain steps
   * as a Markov chain over (state, count) instead of enumerating every re-roll path.
   */
  step(
    state: BaseOutState,
    count: number,
    first: boolean,
    dice: DiceSource,
    situation?: Situation,
  ): PlateAppearanceStep;
  /**
   * The exact tally of one plate appearance from a mix of start states (expected counts per plate appearance, times
   * the mix's weights), where the game has a faster way than enumerating `step`; tests hold it equal to
   * `plateAppearanceDistribution`.
   */
  exactTally?(states: StateMix): Tally;
  /**
   * The exact distribution of one plate appearance from a state, where the game has a faster way than enumerating
   * `step` (src/exact/plateAppearanceDistribution.ts, `exactDistribution`); tests hold it equal to the generic chain.
   */
  distribution?(state: BaseOutState, situation?: Situation): ExactResult[];
  /**
   * The matchup compiled for the fast harness, where the game has a kernel (plate-appearance mode situation), for
   * plate appearances from `states`.
   */
  compile?(states: readonly BaseOutState[]): CompiledMatchup;
}

/** Start states of a check, each with its share of the plate appearances. */
export type StateMix = readonly { state: BaseOutState; weight: number }[];

/** What one step did, and whether the batter bats on (with the count then). */
export interface PlateAppearanceStep {
  events: PlayEvent[];
  continues: boolean;
  count: number;
}

/** A printed target line as counts, ready for the rate definitions. */
export type TargetCounts = Counts;

/** Printed targets of one card: the whole season and, where known, against each hand. */
export interface CardTargets {
  season?: TargetCounts;
  vsL?: TargetCounts;
  vsR?: TargetCounts;
  /** Rates printed on the card itself (AVG, OBP, SLG), which win over rates computed from the counts. */
  printed?: { season?: Record<string, number>; vsL?: Record<string, number>; vsR?: Record<string, number> };
}

/**
 * One stratum of a card's check: a matchup, its share of the card's plate appearances, and the split it counts toward.
 */
export interface CheckStratum {
  weight: number;
  /** The opponent's hand: a batter's vs-LHP/vs-RHP split, or the batter side a pitcher faced. */
  split: 'vsL' | 'vsR';
  label: string;
  matchup: Matchup;
}

/** A card to check: who, what it is meant to reproduce, and the plate appearances that test it. */
export interface CheckSubject {
  id: string;
  name: string;
  team: string;
  role: 'batter' | 'pitcher';
  targets: CardTargets;
  strata: CheckStratum[];
  /** The states every stratum's plate appearances start from, by share. */
  states: StateMix;
  /**
   * What whole rolls alone cost each rate, where the card records it (season and splits); else computed from the
   * targets.
   */
  budget?: { season?: Record<string, number>; vsL?: Record<string, number>; vsR?: Record<string, number> };
  /**
   * What the card's builder notes it cannot carry of this season line (a card's `build.cannotFit`): the rates it
   * misses beyond budget, and why.
   */
  cannotFit?: { rates: readonly string[]; why: string };
  /**
   * The MLB season its season target is, for a game without printed targets (CheckOptions.reference): no rounding
   * budget then, and the check lists the seasons it plays most like.
   */
  mlbSeason?: number;
  /**
   * The outcome distribution the card itself prints, per column, where it prints one (a batter's columns, not a
   * pitcher's grade).
   */
  printed?: PrintedColumn[];
}

/**
 * A column of a card as printed: each kind of result's share of the dice, keyed by the report's outcome groups
 * (src/model/outcomeGroups.ts) where a printed result is one of them, else by the printed text (a re-roll, a split
 * result such as Pine Tar's ROE/PO).
 */
export interface PrintedColumn {
  label: string;
  shares: Record<string, number>;
}

/**
 * The grade-shift experiment: every batter of a set (and the league-average batter, where the set has a league)
 * against pitchers of each grade in turn, all else equal. `subjects[g]` lists the same cards, in the same order, for
 * `grades[g]`; the league-average batter has id LEAGUE_AVERAGE_ID.
 */
export interface GradePlan {
  /** The game's pitcher grades, best first. */
  grades: readonly string[];
  /** The grade shifts are measured from (the game's average grade). */
  reference: string;
  /** Who the hands of the opposing pitchers are, in words. */
  opponents: string;
  subjects: readonly CheckSubject[][];
}

/** Id of the league-average batter of a grade plan. */
export const LEAGUE_AVERAGE_ID = 'league-average';

/** Options of a check plan that every game understands. */
export interface CheckOptions {
  /**
   * State every plate appearance starts from; without it, the game picks (Pine Tar: the set's league mix, else ---/0).
   */
  state?: BaseOutState;
  /** Whom cards face: the league the set was built against (default, where it has one) or the set's own other teams. */
  against?: 'league' | 'set';
  /** Opponent pitchers for batters, instead of the set's own (`--vs`). */
  opponents?: readonly { hand: 'L' | 'R'; grade: string; weight: number }[];
  /**
   * Optional rules in play; only those that act inside a plate appearance change a check (the main rules when absent).
   */
  rules?: RuleSet;
  /**
   * A real line to compare with, for a game whose cards print none (GameSystem.realTargets): the MLB season the set
   * names. The plan's subjects take it as their season target.
   */
  reference?: { season: number; counts: TargetCounts };
}

/**
 * How a season is played, in every game: whom the teams play, the designated hitter, and the manager's policies by
 * name.
 */
export interface SeasonOptions {
  /**
   * `set`: a round robin of the sets' teams (a lone team plays a copy of itself); `league`: each team plays the league
   * its set was built against.
   */
  against: 'set' | 'league';
  dh: boolean;
  manager: string;
  /** Optional rules in play (the main rules alone when absent). */
  rules?: RuleSet;
}

/** An exact run-expectancy matrix of one team batting (24 states, index outs * 8 + occupancy), and what it assumes. */
export interface ExactRunExpectancy {
  team: string;
  label: string;
  matrix: number[];
}

/** What a game says about itself in numbers (the rules report prints it): a title and its sentences. */
export interface GameFinding {
  title: string;
  text: string;
}

/**
 * The tables of a rule module (src/modules: Replay's charts) a game plays with. On the command line and in a game's
 * inputs each is named `<id>/<name>` (`--table replay/umpire=my-umpire.yaml`).
 */
export interface ModuleTables {
  readonly id: string;
  readonly names: readonly string[];
  readonly builtIn: URL;
}

/** Tables a game loaded, with the identity that goes into manifests. */
export interface LoadedTables {
  hash: string;
  files: Record<string, string>;
}

/** How a card builder sizes a card: the published formula (naive) or solved against the exact engine (calibrated). */
export type BuildMode = 'naive' | 'calibrated';

/** A game's card builder for one season's statistics (its league solved once, shared by every set it builds). */
export interface CardBuilder {
  /** Every team of its season, by Lahman id (what `--teams ALL` builds). */
  teams(): readonly string[];
  /**
   * The card set of `teams` in `mode`, as the YAML a card file holds; `names` are the teams' printed names. A card
   * with an aim is fitted to its printed line shifted by it, and prints the real line (`build --context season`).
   */
  build(teams: readonly string[], mode: BuildMode, names?: Readonly<Record<string, string>>, aims?: CardAims): string;
}

/** A loaded, validated card set of any game. */
export interface CardSet {
  game: string;
  name: string;
  /** The name of the input it was read from (the path as the user gave it). */
  file: string;
  /**
   * What the cards print that disagrees with what they play (a printed average that is not the card's own): located
   * like errors, but the set still plays. The CLI prints them.
   */
  warnings?: readonly InputProblem[];
}

/** Inputs by name: a game's table files by table name, a builder's season files by file name. */
export type InputsByName = Readonly<Record<string, LoadedInput>>;

/**
 * A tabletop game behind one interface: load its cards and tables, and build the matchups every harness runs.
 * Adding a game means one folder under src/games and one line in the registry; see src/games/README.md for how each
 * of the five seed games maps onto it.
 */
export interface GameSystem<Set extends CardSet = CardSet, Tables extends LoadedTables = LoadedTables> {
  readonly id: string;
  readonly title: string;
  /** The dice the game rolls, for documentation and dice-space enumeration. */
  readonly dice: readonly DieKind[];
  /**
   * True for a game whose cards print no targets (piecepack's tiles): a check compares its rates with the MLB season
   * the set names (CheckOptions.reference) and finds the seasons it plays most like.
   */
  readonly realTargets?: boolean;
  /** The optional rules the game offers, for `--rules` (none when absent). */
  readonly optionalRules?: readonly OptionalRule[];
  /** The managers (policies by name) a season can play under, for `--manager`: 'default' first. */
  readonly managers?: readonly string[];
  /** What turns the game's results into runs, in words a report can print: "Pine Tar's base-advancement tables". */
  readonly runMaking: string;
  /**
   * Seconds the game's reports may take in the main job (`npm start`) on two cores: the job stays under a minute as
   * games join it, and says which game ran over.
   */
  readonly reportBudget: number;
  /** The URL of the module whose default export is this game: worker threads import it to rebuild what they play. */
  readonly module: string;
  /**
   * The game's rule tables: their names, and the folder of the built-in files (`<name>.yaml` each); and the tables of
   * the rule modules it plays with (src/modules), named `<module>/<name>`.
   */
  readonly tables: {
    readonly names: readonly string[];
    readonly builtIn: URL;
    readonly modules?: readonly ModuleTables[];
  };
  /**
   * Validates a loaded card set; bad input throws an InputError naming file, line and field. The set is plain data
   * (no functions or classes): season worker threads receive it by structured clone.
   */
  loadCardSet(input: LoadedInput): Set;
  /**
   * The game's rule tables from their loaded files, one per name (the built-in file or a user's own in its place);
   * plain data, like a card set.
   */
  loadTables(inputs: InputsByName): Tables;
  /** The cards of a set to check, each with the matchups that test it and its printed targets. */
  checkPlan(set: Set, tables: Tables, options: CheckOptions): CheckSubject[];
  /** The grade-shift experiment, where the game rates pitchers by grade. */
  gradePlan?(set: Set, tables: Tables): GradePlan;
  /** The teams of the sets as a league the game engine plays (src/engine), where the game plays whole games. */
  seasonLeague?(sets: readonly Set[], tables: Tables, options: SeasonOptions): League;
  /**
   * The card builder of a season, from its loaded season files (cards/sources) and the tables, where the game builds
   * cards.
   */
  cardBuilder?(sources: InputsByName, tables: Tables, season: number): CardBuilder;
  /** What the game says about itself in numbers for these sets (piecepack: how much of an at-bat is the cards). */
  findings?(sets: readonly Set[], tables: Tables): GameFinding[];
  /** Each team's exact run-expectancy matrix (24 states) where the game can chain one for a season of these options. */
  seasonRunExpectancy?(sets: readonly Set[], tables: Tables, options: SeasonOptions): ExactRunExpectancy[];
}
