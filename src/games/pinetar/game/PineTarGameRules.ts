import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { GameRules } from '../../../core/game/GameRules.ts';
import { NOBODY, type GameState, type PitcherUsage } from '../../../core/game/GameState.ts';
import { LINEUP_SIZE } from '../../../core/game/TeamSheet.ts';
import { OUTCOME_INDEX } from '../../../core/model/outcomes.ts';
import { POSITIONS, type Position } from '../../../core/model/positions.ts';
import type { Situation } from '../../../core/GameSystem.ts';
import type { PineTarCard } from '../cards.ts';
import { compileColumns, compilePineTarDecisions, compilePineTarMatchup, type CompiledColumns } from '../compile.ts';
import { mayStartInning, pitchesLateGrade } from '../fatigue.ts';
import { PineTarKernel } from '../kernel.ts';
import { INCIDENT, SPEED_CODE, type PineTarDecisions, type PineTarKernelMatchup } from '../kernelData.ts';
import { fielderOf, LEAGUE_FIELDER, type Fielder, type PineTarMatchup } from '../matchup.ts';
import type { ManagerPolicies } from '../policies.ts';
import { MAIN_PINE_TAR_RULES, type PineTarRules } from '../rules/active.ts';
import { MIP_MARK, afterMipInning } from '../rules/mipModifiers.ts';
import { BasePlays, STOLE_HOME } from './basePlays.ts';
import { SeasonRoster } from './seasonRoster.ts';
import type { PineTarTables } from '../tables.ts';
import type { Grade } from '../vocabulary.ts';
import type { PitchingMix } from './leagueTeam.ts';
import { drawFraction } from '../../../core/dice/dieFace.ts';

const DOUBLE_PLAY = OUTCOME_INDEX.GDP;
const CATCHER = POSITIONS.indexOf('C');
const PITCHER = POSITIONS.indexOf('P');

/** A league-staff pitcher's strata and their cumulative shares. */
interface MixDraw {
  strata: PitchingMix;
  cumulative: number[];
}
const EMPTY_BASE = NOBODY; // a module constant: imported bindings are getters under tsx, and this runs per play
/** Situation keys: innings apart by this much, leads offset into 0..LEAD_SPAN-1 (clamped: policies see at most ±31). */
const LEAD_SPAN = 64;

/** What a Pine Tar league plays with beyond its cards, tables and manager. */
export interface PineTarGameOptions {
  /** Optional rules in play (none: the main rules). */
  rules?: PineTarRules;
  /** League indices of pitchers who stand for a league's staff, with the hands and grades they pitch with. */
  mixes?: ReadonlyMap<number, PitchingMix>;
  /** Team of each league index (the season rules count games per team). */
  teamOf?: Int32Array;
}

/**
 * Pine Tar in a game: the compiled kernel plays each plate appearance with the pitcher's grade of the moment (home or
 * away; a starter's third-time-through grade from his 19th batter), his fielders, and the manager's decisions for the
 * inning and score; fatigue is the MIP with the starter's one-time bonus (fatigue.ts). Optional rules add plays on
 * the bases before a plate appearance (basePlays.ts), the MIP modifiers, and what lasts across a season's games
 * (seasonRoster.ts). Compiled matchups and decisions are cached as they are met, so a season compiles each
 * batter-pitcher pairing once.
 * @example
 * new PineTarGameRules(cards, tables, DEFAULT_POLICIES).plateAppearance(game, batter, pitcher, generator, tally)
 */
export class PineTarGameRules implements GameRules {
  declare private readonly cards: readonly PineTarCard[];
  declare private readonly tables: PineTarTables;
  declare private readonly policies: ManagerPolicies;
  declare private readonly kernel: PineTarKernel;
  declare private readonly speed: Uint8Array;
  /**
   * Per defense key (GameState.defenseKey) and batter, compiled matchups by (pitcher, late grade, tired, home) key;
   * filled as met.
   */
  declare private readonly matchups: ((PineTarKernelMatchup | undefined)[] | undefined)[][];
  /** Per inning, decisions by (lead, bunting class) key; filled as met. */
  declare private readonly decisions: (PineTarDecisions | undefined)[][];
  /**
   * Batters whose bunting ratings are alike get the same decisions: class of each league index, and one card of each
   * class.
   */
  declare private readonly buntClass: Int32Array;
  declare private readonly classCards: readonly number[];
  /**
   * Pitchers who stand for a league's staff: per league index, the hands and grades drawn per plate appearance
   * (cumulative weights).
   */
  declare private readonly mixes: readonly (MixDraw | undefined)[];
  declare private readonly mixed: Map<number, PineTarKernelMatchup>;
  /** Compiled columns by batter, pitcher's hand, grade and SO/BB rating: shared by every set of fielders. */
  declare private readonly columns: Map<string, CompiledColumns>;
  /**
   * Decisions a compiled matchup carries but a game never reads (decisionsFor hands the kernel the situation's own).
   */
  declare private anyDecisions: PineTarDecisions | undefined;
  declare private readonly rules: PineTarRules;
  declare private readonly basePlays: BasePlays | undefined;
  declare private readonly roster: SeasonRoster | undefined;
  declare readonly seasonal: boolean;
  declare readonly beforePlateAppearance?: GameRules['beforePlateAppearance'];
  declare readonly mustLeave?: GameRules['mustLeave'];
  declare readonly afterInning?: GameRules['afterInning'];
  declare readonly endGame?: GameRules['endGame'];
  declare readonly available?: GameRules['available'];
  /** The teams of the game being played (AWAY, HOME), and the runners in motion of the coming plate appearance. */
  declare private readonly teams: Int32Array;
  declare private inMotion: number;
  /** Rare plays left in this game; pitchers a rare play's insects tired (one grade worse), listed to clear. */
  declare private raresLeft: number;
  declare private readonly tired: Uint8Array;
  declare private readonly tiredList: number[];

  /** `cards[i]` is the card of league index i. */
  constructor(
    cards: readonly PineTarCard[],
    tables: PineTarTables,
    policies: ManagerPolicies,
    options: PineTarGameOptions = {},
  ) {
    const mixes = options.mixes ?? new Map<number, PitchingMix>();
    const rules = options.rules ?? MAIN_PINE_TAR_RULES;
    this.cards = cards;
    this.tables = tables;
    this.policies = policies;
    this.rules = rules;
    this.kernel = new PineTarKernel([]);
    this.kernel.setRunners(
      Int16Array.from(cards, (card) => card.sbc ?? 0),
      Uint8Array.from(cards, (card) => (card.sbo === 'N' ? 0 : 1)),
    );
    const onBases = rules.baseStealing || rules.hitAndRun;
    this.basePlays = onBases ? new BasePlays(cards, tables, rules, policies) : undefined;
    this.seasonal =
      rules.baseStealing !== undefined ||
      rules.relieverLimits !== undefined ||
      rules.injuries !== undefined ||
      rules.stealOfHome !== undefined ||
      rules.rarePlays !== undefined;
    this.roster = this.seasonal
      ? new SeasonRoster(cards, options.teamOf ?? new Int32Array(cards.length), tables, rules)
      : undefined;
    // The engine's optional hooks exist only where a rule needs them: the main rules pay for none.
    const plays = this.basePlays;
    if (plays)
      this.beforePlateAppearance = (game, batter, _pitcher, generator) =>
        this.playOnTheBases(plays, game, batter, generator);
    if (rules.mipModifiers) {
      this.mustLeave = (pitcher, usage, reached) => this.extendedStarterLeaves(pitcher, usage, reached);
      this.afterInning = (pitcher, usage, batters, runs, whole) =>
        this.mipModifiersAfter(pitcher, usage, batters, runs, whole);
    }
    const roster = this.roster;
    if (roster) {
      this.endGame = (finished, generator) => roster.endGame(finished, generator);
      this.available = (player) => roster.available(player);
    }
    this.teams = new Int32Array(2);
    this.inMotion = 0;
    this.raresLeft = 0;
    this.tired = new Uint8Array(cards.length);
    this.tiredList = [];
    this.speed = Uint8Array.from(cards, (card) => SPEED_CODE[card.speed]);
    this.matchups = [];
    this.decisions = [];
    const classes = new Map<string, number>();
    const classCards: number[] = [];
    this.buntClass = Int32Array.from(cards, (card, index) => {
      const key = `${card.pitching !== undefined}|${card.shc}`;
      if (!classes.has(key)) {
        classes.set(key, classCards.length);
        classCards.push(index);
      }
      return classes.get(key)!;
    });
    this.classCards = classCards;
    this.mixes = cards.map((_, index) => {
      const mix = mixes.get(index);
      if (!mix) return undefined;
      const total = mix.reduce((sum, m) => sum + m.weight, 0);
      let running = 0;
      return { strata: mix, cumulative: mix.map((m) => (running += m.weight / total)) };
    });
    this.mixed = new Map();
    this.columns = new Map();
    this.anyDecisions = undefined;
  }

  plateAppearance(
    game: GameState,
    batter: number,
    pitcher: number,
    generator: RandomGenerator,
    tally: Float64Array,
  ): number {
    const mix = this.mixes[pitcher];
    const matchup =
      mix === undefined
        ? this.matchupOf(game, batter, pitcher)
        : this.mixedMatchupOf(game, batter, pitcher, mix, generator);
    const bases = game.bases;
    const speed = this.speed;
    const code =
      game.outs |
      (bases[1] === EMPTY_BASE ? 0 : speed[bases[1]!]! << 2) |
      (bases[2] === EMPTY_BASE ? 0 : speed[bases[2]!]! << 4) |
      (bases[3] === EMPTY_BASE ? 0 : speed[bases[3]!]! << 6);
    const kernel = this.kernel;
    const after = kernel.playInGame(
      matchup,
      this.decisionsFor(game, batter),
      code,
      batter,
      bases,
      generator,
      tally,
      0,
      this.inMotion,
      this.raresLeft > 0,
    );
    this.inMotion = 0;
    if (kernel.rareUsed) {
      this.raresLeft--;
      if (kernel.incident !== INCIDENT.NONE) this.incident(game, kernel.incident, batter, pitcher);
    }
    for (let i = 0; i < kernel.stealCount; i++) {
      game.steals[game.stealCount] = kernel.stealers[i]!;
      game.stealSafe[game.stealCount++] = kernel.stealSafe[i]!;
    }
    game.outs = after & 3;
    for (let base = 1; base <= 3; base++) if (((after >> (base << 1)) & 3) === 0) bases[base] = EMPTY_BASE;
    game.scoredCount = kernel.scoredCount;
    for (let i = 0; i < kernel.scoredCount; i++) game.scored[i] = kernel.scored[i]!;
    const outcome = kernel.lastOutcome;
    game.rbiRuns = outcome === DOUBLE_PLAY || kernel.terminalError ? 0 : kernel.terminalRuns;
    return outcome;
  }

  /**
   * The compiled matchup of a card pitcher: his grade now (home or away, the late grade from the third time through),
   * his fielders.
   */
  private matchupOf(game: GameState, batter: number, pitcher: number): PineTarKernelMatchup {
    const usage = game.usage;
    const late = pitchesLateGrade(usage.asStarter[pitcher] === 1, usage.battersFaced[pitcher]!, LINEUP_SIZE) ? 1 : 0;
    const defense = game.defense;
    const home = game.top ? 1 : 0; // the home team fields in the top half
    // Dense arrays, sized up front: a sparse write far past an array's end turns it into a slow dictionary.
    const byDefense = (this.matchups[game.defenseKey[defense]!] ??= new Array<
      (PineTarKernelMatchup | undefined)[] | undefined
    >(this.cards.length).fill(undefined));
    const byBatter = (byDefense[batter] ??= new Array<PineTarKernelMatchup | undefined>(this.cards.length * 8).fill(
      undefined,
    ));
    const tired = this.tired[pitcher]!;
    const key = ((pitcher * 2 + late) * 2 + tired) * 2 + home;
    let matchup = byBatter[key];
    if (matchup === undefined) {
      matchup = this.compile(batter, pitcher, late === 1, home === 1, game.fielders[defense]!, undefined, tired === 1);
      byBatter[key] = matchup;
    }
    return matchup;
  }

  /** A league-staff pitcher's plate appearance: one draw picks the hand and grade it is pitched with. */
  private mixedMatchupOf(
    game: GameState,
    batter: number,
    pitcher: number,
    mix: MixDraw,
    generator: RandomGenerator,
  ): PineTarKernelMatchup {
    const u = drawFraction(generator.next());
    let stratum = 0;
    while (stratum < mix.cumulative.length - 1 && u >= mix.cumulative[stratum]!) stratum++;
    const defense = game.defense;
    const key = ((game.defenseKey[defense]! * this.cards.length + batter) * 64 + stratum) * 2 + (game.top ? 1 : 0);
    let matchup = this.mixed.get(key);
    if (matchup === undefined) {
      const { throws, grade } = mix.strata[stratum]!;
      matchup = this.compile(batter, pitcher, false, game.top, game.fielders[defense]!, { throws, grade });
      this.mixed.set(key, matchup);
    }
    return matchup;
  }

  mayStartInning(pitcher: number, usage: PitcherUsage): boolean {
    const card = this.cards[pitcher]!.pitching;
    // a league's staff never tires, nor (by the rules) a position player on the mound
    if (!card || this.mixes[pitcher] !== undefined) return true;
    const asStarter = usage.asStarter[pitcher] === 1;
    const modifiers = this.rules.mipModifiers;
    const { allowed, extended, fatigue } = mayStartInning(
      {
        asStarter,
        mip: asStarter ? card.mip.starter : card.mip.relief,
        inningsCompleted: usage.inningsCompleted[pitcher]!,
        runsAllowed: usage.runsCharged[pitcher]!,
        battersFaced: usage.battersFaced[pitcher]!,
        bonusUsed: usage.bonusUsed[pitcher] === 1,
        limitChange: modifiers ? usage.limitChange[pitcher]! : 0,
      },
      modifiers?.untilRunnerReaches ?? false,
    );
    if (fatigue.bonusUsed) usage.bonusUsed[pitcher] = 1;
    if (extended) usage.marks[pitcher]! |= MIP_MARK.EXTENDED;
    return allowed;
  }

  /** A starter pitching on past his bonus inning (the MIP modifiers' suggested bonus) leaves when a runner reaches. */
  private extendedStarterLeaves(pitcher: number, usage: PitcherUsage, batterReached: boolean): boolean {
    return batterReached && (usage.marks[pitcher]! & MIP_MARK.EXTENDED) !== 0;
  }

  private mipModifiersAfter(
    pitcher: number,
    usage: PitcherUsage,
    batters: number,
    runs: number,
    wholeInning: boolean,
  ): void {
    if (this.mixes[pitcher] === undefined)
      afterMipInning(usage, pitcher, this.tables.optional.mipModifiers, batters, runs, wholeInning);
  }

  startSeason(): void {
    this.roster?.startSeason();
    this.basePlays?.startSeason();
  }

  startGame(_game: GameState, teams: readonly [number, number]): void {
    this.teams[0] = teams[0];
    this.teams[1] = teams[1];
    this.inMotion = 0;
    this.raresLeft = this.rules.rarePlays?.perGame ?? 0;
    for (const pitcher of this.tiredList) this.tired[pitcher] = 0;
    this.tiredList.length = 0;
    this.basePlays?.startGame();
  }

  private playOnTheBases(plays: BasePlays, game: GameState, batter: number, generator: RandomGenerator): void {
    const team = this.teams[game.offense]!;
    const roster = this.roster;
    const call = plays.before(
      game,
      batter,
      generator,
      roster?.gamesPlayed(team) ?? 0,
      roster?.homeStealsLeft(team) ?? 0,
    );
    this.inMotion = call === STOLE_HOME ? 0 : call;
    if (call === STOLE_HOME) roster?.stoleHome(team);
  }

  /**
   * What a rare play asks besides the play: players out of the game (the engine replaces them), an injury, tired
   * pitchers.
   */
  private incident(game: GameState, incident: number, batter: number, pitcher: number): void {
    const remove = (player: number) => {
      if (player !== NOBODY) game.removals[game.removalCount++] = player;
    };
    const catcher = game.fielders[game.defense]![CATCHER]!;
    const otherPitcher = game.fielders[game.offense]![PITCHER]!;
    switch (incident) {
      case INCIDENT.EJECT_BATTER:
        remove(batter);
        break;
      case INCIDENT.EJECT_CATCHER:
        remove(catcher);
        break;
      case INCIDENT.INJURE_CATCHER:
        remove(catcher);
        if (catcher !== NOBODY) this.roster?.injure(catcher, this.tables.optional.rarePlay.catcherGamesOut);
        break;
      case INCIDENT.EJECT_PITCHER:
        remove(pitcher);
        break;
      case INCIDENT.POWER_FAILURE:
        remove(pitcher);
        remove(otherPitcher);
        break;
      case INCIDENT.INSECTS:
        for (const tired of [pitcher, otherPitcher]) {
          if (tired === NOBODY || this.tired[tired] === 1) continue;
          this.tired[tired] = 1;
          this.tiredList.push(tired);
        }
        break;
    }
  }

  private decisionsFor(game: GameState, batter: number): PineTarDecisions {
    const lead = Math.max(-LEAD_SPAN / 2, Math.min(LEAD_SPAN / 2 - 1, game.offenseLead));
    const buntClass = this.buntClass[batter]!;
    while (this.decisions.length <= game.inning)
      this.decisions.push(new Array<PineTarDecisions | undefined>(LEAD_SPAN * this.classCards.length).fill(undefined));
    const byInning = this.decisions[game.inning]!;
    const key = (lead + LEAD_SPAN / 2) * this.classCards.length + buntClass;
    let decisions = byInning[key];
    if (decisions === undefined) {
      const situation: Situation = { inning: game.inning, offenseLead: lead };
      const like = this.classCards[buntClass]!;
      decisions = compilePineTarDecisions(
        { batter: this.batterOf(this.cards[like]!, like, 'R'), policies: this.policies, rules: this.rules },
        situation,
      );
      byInning[key] = decisions;
    }
    return decisions;
  }

  private batterOf(card: PineTarCard, id: number, hand: 'L' | 'R'): PineTarMatchup['batter'] {
    return {
      id,
      column: hand === 'L' ? card.columns.vsL : card.columns.vsR,
      speed: card.speed,
      shc: card.shc,
      isPitcher: card.pitching !== undefined,
      bats: card.bats,
    };
  }

  /** Compiles a matchup; `drawn` is the hand and grade a league-staff pitcher pitches this plate appearance with. */
  private compile(
    batter: number,
    pitcher: number,
    late: boolean,
    home: boolean,
    fielders: Int32Array,
    drawn?: { throws: 'L' | 'R'; grade: Grade },
    tired = false,
  ): PineTarKernelMatchup {
    const pitcherCard = this.cards[pitcher]!;
    const pitching = pitcherCard.pitching;
    if (!pitching) throw new Error(`${pitcherCard.name} (${pitcherCard.id}) has no pitching card and cannot pitch`);
    const split = pitching.grade[home ? 'home' : 'away'];
    const card = drawn?.grade ?? (late ? split.late : split.early);
    const grade = tired ? this.tables.optional.gradePenalty[card] : card;
    const defense = Object.fromEntries(
      POSITIONS.map((position, i): [Position, Fielder] => {
        const fielder = fielders[i]!;
        return [position, fielder === NOBODY ? LEAGUE_FIELDER : fielderOf(this.cards[fielder]!)];
      }),
    ) as Record<Position, Fielder>;
    const throws = drawn?.throws ?? pitcherCard.throws;
    const m: PineTarMatchup = {
      batter: this.batterOf(this.cards[batter]!, batter, throws),
      pitcher: { grade, bkwp: pitching.bkwp, throws, ...(pitching.sobb && { sobb: pitching.sobb }) },
      defense,
      speedOf: (runner) => this.cards[runner]!.speed,
      tables: this.tables,
      policies: this.policies,
      rules: this.rules,
    };
    // The columns depend on the batter, the pitcher's grade, hand and rating and the rules, not on the fielders: one
    // per kind.
    const key = `${batter}|${throws}|${grade}|${pitching.sobb ?? ''}`;
    let columns = this.columns.get(key);
    if (!columns) {
      columns = compileColumns(m);
      this.columns.set(key, columns);
    }
    this.anyDecisions ??= compilePineTarDecisions(m, { inning: 1, offenseLead: 0 });
    return compilePineTarMatchup(m, undefined, columns, this.anyDecisions);
  }
}
