import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { DiceFor } from '../../../core/dice/randomDice.ts';
import type { GameRules } from '../../../core/game/GameRules.ts';
import { NOBODY, type GameState, type PitcherUsage } from '../../../core/game/GameState.ts';
import { LINEUP_SIZE } from '../../../core/game/TeamSheet.ts';
import { EMPTY, type BaseOutState } from '../../../core/model/baseOut.ts';
import { OUTCOME_INDEX } from '../../../core/model/outcomes.ts';
import { POSITIONS, type Position } from '../../../core/model/positions.ts';
import type { Situation } from '../../../core/GameSystem.ts';
import type { PineTarCard } from '../cards.ts';
import { mayStartInning, pitchesLateGrade } from '../fatigue.ts';
import { fielderOf, LEAGUE_FIELDER, type Fielder, type PineTarInGame, type PineTarMatchup } from '../matchup.ts';
import type { ManagerPolicies } from '../policies.ts';
import { MAIN_PINE_TAR_RULES, type PineTarRules } from '../rules/active.ts';
import { MIP_MARK, afterMipInning } from '../rules/mipModifiers.ts';
import { BasePlays, HIT_AND_RUN_ON_CHART, STOLE_HOME } from './basePlays.ts';
import { PineTarReplayCards } from '../replayAdapter.ts';
import type { ReplayParties } from '../../../modules/replay/ratings.ts';
import { SeasonRoster } from './seasonRoster.ts';
import type { Incident } from '../rarePlay.ts';
import { resolveGamePlateAppearance } from '../resolve.ts';
import { recordEvents, recordPlateAppearance } from '../../../core/model/Tally.ts';
import type { PineTarTables } from '../tables.ts';
import type { Grade } from '../vocabulary.ts';
import type { PitchingMix } from './leagueTeam.ts';
import { drawFraction } from '../../../core/dice/dieFace.ts';
import { gameSituation } from '../../../core/game/gameSituation.ts';
import { pitcherAtBat } from '../../../core/game/pitcherPinchHit.ts';

const CATCHER = POSITIONS.indexOf('C');
const PITCHER = POSITIONS.indexOf('P');

/** A league-staff pitcher's strata and their cumulative shares. */
interface MixDraw {
  strata: PitchingMix;
  cumulative: number[];
}

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
 * Defenses whose matchups a league's rules hold at once. A round robin meets a few a team; MLB's lineups as played
 * meet one a game, so the cache starts afresh past this many.
 */
const MATCHUP_DEFENSES = 64;
/** League-staff matchups held at once, likewise. */
const MIXED_MATCHUPS = 200_000;

/**
 * Pine Tar in a game: each plate appearance is the readable resolver's (resolveGamePlateAppearance), with the
 * pitcher's grade of the moment (home or away; a starter's third-time-through grade from his 19th batter), his
 * fielders, the manager's calls for the inning and score, the runners in motion on a hit and run and the game's rare
 * play; fatigue is the MIP with the starter's one-time bonus (fatigue.ts). Optional rules add plays on the bases before
 * a plate appearance (basePlays.ts), the MIP modifiers, and what lasts across a season's games (seasonRoster.ts);
 * Replay's rules add the league's cards on Replay's scales (replayAdapter.ts, adapted once) and the hit and run's call
 * on its chart.
 * Matchups are made as they are met and kept, so a season makes each batter-pitcher pairing once.
 * @example
 * new PineTarGameRules(cards, tables, DEFAULT_POLICIES).plateAppearance(game, batter, pitcher, generator, tally)
 */
export class PineTarGameRules implements GameRules {
  declare private readonly cards: readonly PineTarCard[];
  declare private readonly tables: PineTarTables;
  declare private readonly policies: ManagerPolicies;
  /**
   * Per defense key (GameState.defenseKey), matchups by (batter, pitcher, late grade, tired, home) key; filled as met,
   * for at most MATCHUP_DEFENSES defenses at once.
   */
  declare private readonly matchups: Map<number, Map<number, PineTarMatchup>>;
  /**
   * Pitchers who stand for a league's staff: per league index, the hands and grades drawn per plate appearance
   * (cumulative weights).
   */
  declare private readonly mixes: readonly (MixDraw | undefined)[];
  declare private readonly mixed: Map<number, PineTarMatchup>;
  /**
   * The game's part of every matchup (one object, which each plate appearance sets): runners in motion, the rare play.
   */
  declare private readonly inGame: PineTarInGame;
  /** The inning and score of the coming plate appearance, for the manager's calls. */
  declare private readonly situation: Situation;
  /** Dice over the engine's generator. */
  declare private readonly dice: DiceFor;
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
  /**
   * With Replay's rules on: the parties of each matchup that met a Replay play (a matchup belongs to one pitcher and
   * one defense), the coming plate appearance's pitcher and fielders, and whether its hit and run is Replay's.
   */
  declare private readonly replayParties: Map<PineTarMatchup, ReplayParties>;
  declare private pitcherNow: number;
  declare private fieldersNow: Int32Array;
  declare private replayPitch: boolean;

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
    const replayOn = rules.replayBunt ?? rules.replaySqueeze ?? rules.replayHitAndRun;
    const replayCards = replayOn ? new PineTarReplayCards(cards, tables) : undefined;
    this.replayParties = new Map();
    this.pitcherNow = NOBODY;
    this.fieldersNow = new Int32Array(POSITIONS.length).fill(NOBODY);
    this.replayPitch = false;
    this.inGame = {
      inMotion: 0,
      rarePlay: false,
      sbc: (runner) => cards[runner]?.sbc ?? 0,
      mayRun: (runner) => cards[runner]?.sbo !== 'N',
      ...(replayCards && { replay: { hitAndRun: false, parties: (m) => this.partiesOf(replayCards, m) } }),
    };
    this.situation = { inning: 1, offenseLead: 0, bottom: false };
    this.dice = new DiceFor();
    const onBases = rules.baseStealing || rules.hitAndRun || rules.replayHitAndRun;
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
    this.matchups = new Map();
    this.mixes = cards.map((_, index) => {
      const mix = mixes.get(index);
      if (!mix) return undefined;
      const total = mix.reduce((sum, m) => sum + m.weight, 0);
      let running = 0;
      return { strata: mix, cumulative: mix.map((m) => (running += m.weight / total)) };
    });
    this.mixed = new Map();
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
    const inGame = this.inGame;
    inGame.inMotion = this.inMotion;
    inGame.rarePlay = this.raresLeft > 0;
    this.inMotion = 0;
    if (inGame.replay) {
      inGame.replay.hitAndRun = this.replayPitch;
      this.replayPitch = false;
      this.pitcherNow = pitcher;
      this.fieldersNow = game.fielders[game.defense]!;
    }
    const situation = this.situation;
    situation.inning = game.inning;
    situation.offenseLead = game.offenseLead;
    situation.bottom = !game.top;
    const play = resolveGamePlateAppearance(matchup, stateOf(game), this.dice.over(generator), situation);
    if (play.rarePlay) {
      this.raresLeft--;
      if (play.rarePlay.incident) this.incident(game, play.rarePlay.incident, batter, pitcher);
    }
    game.scoredCount = 0;
    for (const event of play.events) {
      for (const move of event.moves) if (!move.out && move.to === 4) game.scored[game.scoredCount++] = move.runner;
      if (event.steals)
        for (const steal of event.steals) {
          game.steals[game.stealCount] = steal.runner;
          game.stealSafe[game.stealCount++] = steal.safe ? 1 : 0;
        }
    }
    game.outs = play.after.outs;
    for (let base = 1; base <= 3; base++) {
      const runner = play.after.bases[base - 1]!;
      game.bases[base] = runner === EMPTY ? NOBODY : runner;
    }
    if (play.result === undefined) {
      recordEvents(tally, play.events); // the third out on the bases: no plate appearance
      return -1;
    }
    recordPlateAppearance(tally, { result: play.result, events: play.events });
    const last = play.events[play.events.length - 1]!;
    game.rbiRuns = play.result === 'GDP' || last.error !== undefined ? 0 : last.runs;
    return OUTCOME_INDEX[play.result];
  }

  /**
   * The matchup of a card pitcher: his grade now (home or away, the late grade from the third time through), his
   * fielders.
   */
  private matchupOf(game: GameState, batter: number, pitcher: number): PineTarMatchup {
    const usage = game.usage;
    const late = pitchesLateGrade(usage.asStarter[pitcher] === 1, usage.battersFaced[pitcher]!, LINEUP_SIZE) ? 1 : 0;
    const defense = game.defense;
    const home = game.top ? 1 : 0; // the home team fields in the top half
    const defenseKey = game.defenseKey[defense]!;
    let byDefense = this.matchups.get(defenseKey);
    if (!byDefense) {
      // Lineups as played meet a new defense almost every game: start the cache afresh rather than hold them all.
      if (this.matchups.size >= MATCHUP_DEFENSES) this.matchups.clear();
      byDefense = new Map();
      this.matchups.set(defenseKey, byDefense);
    }
    const tired = this.tired[pitcher]!;
    const key = (((batter * this.cards.length + pitcher) * 2 + late) * 2 + tired) * 2 + home;
    let matchup = byDefense.get(key);
    if (matchup === undefined) {
      matchup = this.makeMatchup(
        batter,
        pitcher,
        late === 1,
        home === 1,
        game.fielders[defense]!,
        undefined,
        tired === 1,
      );
      byDefense.set(key, matchup);
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
  ): PineTarMatchup {
    const u = drawFraction(generator.next());
    let stratum = 0;
    while (stratum < mix.cumulative.length - 1 && u >= mix.cumulative[stratum]!) stratum++;
    const defense = game.defense;
    const key = ((game.defenseKey[defense]! * this.cards.length + batter) * 64 + stratum) * 2 + (game.top ? 1 : 0);
    let matchup = this.mixed.get(key);
    if (matchup === undefined) {
      if (this.mixed.size >= MIXED_MATCHUPS) this.mixed.clear();
      const { throws, grade } = mix.strata[stratum]!;
      matchup = this.makeMatchup(batter, pitcher, false, game.top, game.fielders[defense]!, { throws, grade });
      this.mixed.set(key, matchup);
    }
    return matchup;
  }

  pinchHit(game: GameState, batter: number): boolean {
    const pitcher = pitcherAtBat(game, batter);
    return pitcher !== undefined && this.policies.pinchHitPitcher(gameSituation(game), pitcher === 'starter');
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
    this.replayPitch = false;
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
    this.inMotion = call === STOLE_HOME || call === HIT_AND_RUN_ON_CHART ? 0 : call;
    this.replayPitch = call === HIT_AND_RUN_ON_CHART;
    if (call === STOLE_HOME) roster?.stoleHome(team);
  }

  /**
   * A matchup's parties on Replay's scales, made the first time it meets a Replay play, from the pitcher and fielders
   * of that plate appearance (those of every plate appearance of the matchup).
   */
  private partiesOf(cards: PineTarReplayCards, m: PineTarMatchup): ReplayParties {
    let parties = this.replayParties.get(m);
    if (parties === undefined) {
      parties = cards.parties(m, this.pitcherNow, this.fieldersNow);
      this.replayParties.set(m, parties);
    }
    return parties;
  }

  /**
   * What a rare play asks besides the play: players out of the game (the engine replaces them), an injury, tired
   * pitchers.
   */
  private incident(game: GameState, incident: Incident, batter: number, pitcher: number): void {
    const remove = (player: number) => {
      if (player !== NOBODY) game.removals[game.removalCount++] = player;
    };
    const catcher = game.fielders[game.defense]![CATCHER]!;
    const otherPitcher = game.fielders[game.offense]![PITCHER]!;
    switch (incident) {
      case 'eject-batter':
        remove(batter);
        break;
      case 'eject-catcher':
        remove(catcher);
        break;
      case 'injure-catcher':
        remove(catcher);
        if (catcher !== NOBODY) this.roster?.injure(catcher, this.tables.optional.rarePlay.catcherGamesOut);
        break;
      case 'eject-pitcher':
        remove(pitcher);
        break;
      case 'power-failure':
        remove(pitcher);
        remove(otherPitcher);
        break;
      case 'insects':
        for (const tired of [pitcher, otherPitcher]) {
          if (tired === NOBODY || this.tired[tired] === 1) continue;
          this.tired[tired] = 1;
          this.tiredList.push(tired);
        }
        break;
    }
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

  /** Makes a matchup; `drawn` is the hand and grade a league-staff pitcher pitches this plate appearance with. */
  private makeMatchup(
    batter: number,
    pitcher: number,
    late: boolean,
    home: boolean,
    fielders: Int32Array,
    drawn?: { throws: 'L' | 'R'; grade: Grade },
    tired = false,
  ): PineTarMatchup {
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
    return {
      batter: this.batterOf(this.cards[batter]!, batter, throws),
      pitcher: { grade, bkwp: pitching.bkwp, throws, ...(pitching.sobb && { sobb: pitching.sobb }) },
      defense,
      speedOf: (runner) => this.cards[runner]!.speed,
      tables: this.tables,
      policies: this.policies,
      rules: this.rules,
      game: this.inGame,
    };
  }
}

/** The bases and outs of a game as a plate appearance starts from them. */
function stateOf(game: GameState): BaseOutState {
  const bases = game.bases;
  return { outs: game.outs, bases: [runnerOf(bases[1]!), runnerOf(bases[2]!), runnerOf(bases[3]!)] };
}

const runnerOf = (player: number) => (player === NOBODY ? EMPTY : player);
