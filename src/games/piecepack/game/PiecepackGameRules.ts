import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { DiceFor } from '../../../core/dice/randomDice.ts';
import { drawFraction } from '../../../core/dice/dieFace.ts';
import type { GameRules } from '../../../core/game/GameRules.ts';
import { NOBODY, type GameState } from '../../../core/game/GameState.ts';
import { applyPlayEvent } from '../../../core/game/applyPlayEvent.ts';
import { gameBaseOut } from '../../../core/game/gameBaseOut.ts';
import { gameSituation } from '../../../core/game/gameSituation.ts';
import { EMPTY, type BaseOutState } from '../../../core/model/baseOut.ts';
import { OUTCOME_INDEX } from '../../../core/model/outcomes.ts';
import { PlayBuilder } from '../../../core/model/PlayBuilder.ts';
import type { PlayEvent } from '../../../core/model/PlayEvent.ts';
import { POSITIONS, type Position } from '../../../core/model/positions.ts';
import { recordEvents, recordPlateAppearance } from '../../../core/model/Tally.ts';
import { atBatValues } from '../atBatValues.ts';
import type { PiecepackMatchup } from '../matchup.ts';
import { atBat } from '../play.ts';
import type { CardsDown } from '../hitRoll.ts';
import {
  drawCard,
  RUN_ON_ODDS,
  type CardChoice,
  type CardPolicy,
  type PiecepackManager,
  type PitcherView,
} from '../policies.ts';
import type { PiecepackRules } from '../rules.ts';
import type { PiecepackTables } from '../tables.ts';
import { ACE, FACE_CARDS, handSize, type CardMask, type TileValue } from '../vocabulary.ts';
import { Hands } from './Hands.ts';
import { STACK_SIZE } from './teamSheets.ts';

/** What card play returns when the batter's Ace was a steal: the at-bat is still to come. */
const STOLEN = 'stolen';

/** Everything a piecepack game's rules are made from: who is who, and how each side plays. */
export interface PiecepackGameSetup {
  /** Per league index: the tile he bats and runs as; his position tile where he fields. */
  tiles: readonly number[];
  /** Per league index: whether he is one of his team's pitchers. */
  pitchers: ReadonlySet<number>;
  tables: PiecepackTables;
  rules: PiecepackRules;
  manager: PiecepackManager;
  /** Card policies by side (AWAY, HOME): the manager's own unless the card-play rule sets one. */
  cards: readonly [CardPolicy, CardPolicy];
  /** The run expectancy the game-theoretic policy values outcomes by (24 states), made when first asked for. */
  runExpectancy: () => readonly number[];
}

/**
 * piecepack Baseball's rules in a game (src/engine plays the innings): five-inning games; each side's hands of Swing
 * and Pitch cards carried from at-bat to at-bat; a card played by each side's policy before every at-bat; the Ace's
 * steal of second (its rule) inside the at-bat; the pitcher In Deep Trouble (four batting dice, no change for three
 * batters or to the end of the inning); every pitching change the manager's, at an empty Pitch hand or any time
 * else, putting Pitch cards out of play; and pinch hitting for the first two pitchers.
 */
export class PiecepackGameRules implements GameRules {
  readonly ownsPitchingChanges = true;
  declare readonly regulationInnings: number;
  declare private readonly setup: PiecepackGameSetup;
  declare private readonly hands: Hands;
  declare private readonly dice: DiceFor;
  /** Per side: the pitcher on its mound when it last fielded (a new one means a change), NOBODY before the first. */
  declare private readonly mound: Int32Array;
  /** Per side: pitching changes so far, runs off the pitcher now, In Deep Trouble, batters left in the window. */
  declare private readonly changes: Int32Array;
  declare private readonly runsAllowed: Int32Array;
  declare private readonly troubled: Uint8Array;
  declare private readonly troubleLeft: Int32Array;
  /** Fielders' tiles by the engine's defense key. */
  declare private readonly defenses: Map<number, Partial<Record<Position, TileValue>>>;
  /** The game-theoretic policy's at-bat values, by what they read. */
  declare private readonly values: Map<number, ReturnType<typeof atBatValues>>;
  declare private generator: RandomGenerator | undefined;
  /** The run expectancy, once a policy has asked for it. */
  declare private re: readonly number[] | undefined;
  /**
   * The two sides' card choices, one object each, refilled for every at-bat (the hot loop makes none), and what their
   * key and values read: the matchup and the defense's number now, and the key once made (-1 before).
   */
  declare private readonly choices: { swing: CardChoice; pitch: CardChoice };
  declare private readonly moment: { m: PiecepackMatchup | undefined; defense: number; key: number };
  /** The game being played (the engine asks mustLeave and mayStartInning without it). */
  declare private game: GameState | undefined;
  declare private readonly coin: () => boolean;
  declare private readonly draw: () => number;
  declare private readonly tileOf: (runner: number) => number;

  constructor(setup: PiecepackGameSetup) {
    this.setup = setup;
    this.regulationInnings = setup.tables.play.innings;
    this.hands = new Hands(setup.rules.aceSteal);
    this.dice = new DiceFor();
    this.mound = new Int32Array(2).fill(NOBODY);
    this.changes = new Int32Array(2);
    this.runsAllowed = new Int32Array(2);
    this.troubled = new Uint8Array(2);
    this.troubleLeft = new Int32Array(2);
    this.defenses = new Map();
    this.values = new Map();
    this.generator = undefined;
    this.re = undefined;
    this.game = undefined;
    this.draw = () => drawFraction(this.generator!.next());
    this.coin = () => this.draw() < 0.5;
    this.tileOf = (runner) => setup.tiles[runner]!;
    this.moment = { m: undefined, defense: 0, key: -1 };
    const choice = (side: CardChoice['side']): CardChoice => ({
      side,
      mine: 0,
      theirs: 0,
      state: { outs: 0, bases: [EMPTY, EMPTY, EMPTY] },
      situation: { inning: 1, offenseLead: 0 },
      stealOn: false,
      juice: setup.rules.juice,
      values: () => this.valuesNow(),
      key: () => this.momentNow(),
    });
    this.choices = { swing: choice('swing'), pitch: choice('pitch') };
  }

  startGame(game: GameState): void {
    this.game = game;
    this.hands.deal();
    this.mound.fill(NOBODY);
    this.changes.fill(0);
    this.runsAllowed.fill(0);
    this.troubled.fill(0);
    this.troubleLeft.fill(0);
  }

  plateAppearance(
    game: GameState,
    batter: number,
    pitcher: number,
    generator: RandomGenerator,
    tally: Float64Array,
  ): number {
    this.generator = generator;
    const defense = game.defense;
    this.onTheMound(defense, pitcher);
    const dice = this.dice.over(generator);
    const situation = gameSituation(game);
    const m = this.matchup(game, batter, defense);
    game.scoredCount = 0;
    const events: PlayEvent[] = [];
    let cards = this.playCards(game, m, batter, events);
    if (cards === STOLEN) {
      if (game.outs >= 3) {
        // Caught stealing for the third out: no at-bat; he leads off the next inning.
        recordEvents(tally, events);
        return -1;
      }
      cards = this.playCards(game, m, batter, events) as CardsDown;
    }
    const pa = atBat(m, gameBaseOut(game), cards, dice, situation);
    events.push(pa.events[0]!);
    applyPlayEvent(game, pa.events[0]!);
    game.rbiRuns = pa.runs;
    recordPlateAppearance(tally, { result: pa.result, events });
    this.afterAtBat(defense, game.scoredCount);
    return OUTCOME_INDEX[pa.result];
  }

  /**
   * Both sides play a card. A batter's Ace with a runner who may steal is the steal of second (safe unless the pitcher
   * played his Ace too, a pitchout; when safe the pitcher takes his card back): its play goes to `events` and the
   * at-bat goes on with new cards (the caller asks again).
   */
  private playCards(
    game: GameState,
    m: PiecepackMatchup,
    batter: number,
    events: PlayEvent[],
  ): CardsDown | typeof STOLEN {
    const offense = game.offense;
    const defense = game.defense;
    const hands = this.hands;
    if (hands.isEmpty(hands.pitch[defense]!)) hands.keepPitcher(defense);
    const state = gameBaseOut(game);
    const swingHand = this.legalSwings(hands.swing[offense]!, this.setup.pitchers.has(batter));
    const pitchHand = hands.pitch[defense]!;
    const stealOn = events.length === 0 && this.stealOn(game, defense, swingHand);
    const moment = this.moment;
    moment.m = m;
    moment.defense = game.defenseKey[defense]!;
    moment.key = -1;
    const situation = gameSituation(game);
    const { swing: swingChoice, pitch: pitchChoice } = this.choices;
    for (const choice of [swingChoice, pitchChoice]) {
      choice.state = state;
      choice.situation = situation;
      choice.stealOn = stealOn;
    }
    swingChoice.mine = pitchChoice.theirs = swingHand;
    pitchChoice.mine = swingChoice.theirs = pitchHand;
    const swing = drawCard(this.setup.cards[offense]!.mix(swingChoice), this.draw());
    const pitch = drawCard(this.setup.cards[defense]!.mix(pitchChoice), this.draw());
    hands.playSwing(offense, swing);
    hands.playPitch(defense, pitch);
    if (!(stealOn && swing === ACE)) return { pitch, swing };
    const caught = pitch === ACE;
    if (!caught) hands.returnPitch(defense, pitch);
    const play = new PlayBuilder(state);
    const runner = play.runnerOn(1);
    play.stealAttempt(runner, !caught);
    if (caught) play.runnerOut(1);
    else play.advance(1, 1);
    const event = play.finish('STEAL', { endsPlateAppearance: false });
    events.push(event);
    applyPlayEvent(game, event);
    return STOLEN;
  }

  /** A pitcher at the plate may not swing a face card unless his side has nothing else. */
  private legalSwings(hand: CardMask, pitcherBats: boolean): CardMask {
    if (!pitcherBats) return hand;
    const plain = hand & ~FACE_CARDS;
    return plain !== 0 ? plain : hand;
  }

  /** The Ace's steal is on: its rule, the Ace in hand, a runner on 1st (2nd open) whose tile is the catcher's or up. */
  private stealOn(game: GameState, defense: number, swingHand: CardMask): boolean {
    if (!this.setup.rules.aceSteal || (swingHand & (1 << ACE)) === 0) return false;
    const runner = game.bases[1]!;
    if (runner === NOBODY || game.bases[2] !== NOBODY) return false;
    const catcher = game.fielders[defense]![POSITIONS.indexOf('C')]!;
    return this.tileOf(runner) >= (catcher === NOBODY ? 0 : this.setup.tiles[catcher]!);
  }

  /** The number of the at-bat being played now (CardChoice.key), made when a policy first asks. */
  private momentNow(): number {
    const moment = this.moment;
    const { state, stealOn } = this.choices.swing;
    if (moment.key < 0) moment.key = momentKey(moment.m!, state, stealOn, moment.defense);
    return moment.key;
  }

  /** The at-bat's values now (CardChoice.values), computed once per moment. */
  private valuesNow(): ReturnType<typeof atBatValues> {
    const { state, stealOn } = this.choices.swing;
    return this.valuesOf(this.moment.m!, state, stealOn, this.momentNow());
  }

  private valuesOf(
    m: PiecepackMatchup,
    state: BaseOutState,
    stealOn: boolean,
    key: number,
  ): ReturnType<typeof atBatValues> {
    let values = this.values.get(key);
    if (values) return values;
    // Valued with the default manager's running: a manager's coin flips are the game's dice, not the valuation's.
    const valued = { ...m, running: RUN_ON_ODDS, coin: undefined };
    values = atBatValues(valued, state, (this.re ??= this.setup.runExpectancy()), stealOn);
    this.values.set(key, values);
    return values;
  }

  /** A new pitcher on the side's mound since it last fielded: his hand, his runs and trouble start over. */
  private onTheMound(side: number, pitcher: number): void {
    const before = this.mound[side]!;
    if (before === pitcher) return;
    this.mound[side] = pitcher;
    if (before === NOBODY) return;
    this.hands.changePitcher(side);
    this.changes[side]!++;
    this.runsAllowed[side] = 0;
    this.troubled[side] = 0;
    this.troubleLeft[side] = 0;
  }

  /** After an at-bat against the side's pitcher: his runs, and In Deep Trouble (not the third pitcher) from them. */
  private afterAtBat(side: number, runs: number): void {
    if (this.troubleLeft[side]! > 0) this.troubleLeft[side]!--;
    this.runsAllowed[side]! += runs;
    const play = this.setup.tables.play;
    if (
      this.troubled[side] === 0 &&
      this.changes[side]! < STACK_SIZE - 1 &&
      this.runsAllowed[side]! >= play.troubleRuns
    ) {
      this.troubled[side] = 1;
      this.troubleLeft[side] = play.troubleBatters;
    }
  }

  /** Batting dice against the side's pitcher now. */
  private diceAgainst(side: number): number {
    const play = this.setup.tables.play;
    const deep = this.troubleLeft[side]! > 0 || (this.setup.rules.troubleLasts && this.troubled[side] === 1);
    return deep ? play.troubleDice : play.battingDice;
  }

  private matchup(game: GameState, batter: number, defense: number): PiecepackMatchup {
    return {
      batter: { id: batter, tile: this.setup.tiles[batter]! },
      fielders: this.fielders(game, defense),
      tileOf: this.tileOf,
      dice: this.diceAgainst(defense),
      tables: this.setup.tables,
      rules: this.setup.rules,
      running: this.setup.manager.running,
      coin: this.coin,
    };
  }

  private fielders(game: GameState, side: number): Partial<Record<Position, TileValue>> {
    const key = game.defenseKey[side]!;
    let tiles = this.defenses.get(key);
    if (!tiles) {
      tiles = {};
      const fielders = game.fielders[side]!;
      POSITIONS.forEach((position, i) => {
        const player = fielders[i]!;
        if (position !== 'P' && player !== NOBODY) tiles![position] = this.setup.tiles[player] as TileValue;
      });
      this.defenses.set(key, tiles);
    }
    return tiles;
  }

  /** What the manager sees of the side's pitcher. */
  private view(side: number, game: GameState): PitcherView {
    return {
      left: STACK_SIZE - 1 - this.changes[side]!,
      runsAllowed: this.runsAllowed[side]!,
      troubled: this.troubled[side] === 1,
      cards: handCount(this.hands.pitch[side]!, this.hands),
      inning: game.inning,
      lead: side === game.defense ? -game.offenseLead : game.offenseLead,
    };
  }

  /** Whether the manager changes the side's pitcher now (never In Deep Trouble's window, never the third pitcher). */
  private wantsChange(side: number, game: GameState): boolean {
    if (this.troubleLeft[side]! > 0 || this.changes[side]! >= STACK_SIZE - 1) return false;
    const view = this.view(side, game);
    const pitching = this.setup.manager.pitching;
    if (this.hands.isEmpty(this.hands.pitch[side]!)) return pitching.changeWhenEmpty(view, this.coin);
    return pitching.changeNow(view, this.coin);
  }

  mayStartInning(pitcher: number): boolean {
    const side = this.mound[0] === pitcher ? 0 : this.mound[1] === pitcher ? 1 : -1;
    if (side < 0 || this.generator === undefined) return true;
    this.troubleLeft[side] = 0; // the inning ended: the window with it
    return !this.wantsChange(side, this.game!);
  }

  mustLeave(pitcher: number): boolean {
    const side = this.mound[0] === pitcher ? 0 : this.mound[1] === pitcher ? 1 : -1;
    return side >= 0 && this.wantsChange(side, this.game!);
  }

  afterInning(pitcher: number): void {
    const side = this.mound[0] === pitcher ? 0 : this.mound[1] === pitcher ? 1 : -1;
    if (side >= 0) this.troubleLeft[side] = 0;
  }

  pinchHit(game: GameState, batter: number, _pitcher: number, candidate: () => number): boolean {
    if (!this.setup.pitchers.has(batter)) return false;
    const side = game.offense;
    if (this.mound[side] !== batter || this.changes[side]! >= STACK_SIZE - 1) return false;
    const view = this.view(side, game);
    return this.setup.manager.pitching.pinchHit(view, gameBaseOut(game), this.coin) && candidate() !== NOBODY;
  }
}

/**
 * A number for what an at-bat's values read: the fielders (the engine's defense key), the batter's tile, the outs, the
 * runners' tiles (0-5, or 6 for nobody), the dice and whether a steal is on.
 */
function momentKey(m: PiecepackMatchup, state: BaseOutState, stealOn: boolean, defense: number): number {
  let key = defense * 6 + m.batter.tile;
  key = key * 3 + state.outs;
  for (const runner of state.bases) key = key * 7 + (runner === EMPTY ? 6 : m.tileOf(runner));
  return (key * 5 + m.dice) * 2 + (stealOn ? 1 : 0);
}

/** Cards in a Pitch hand that count (a lone Ace is an empty hand). */
const handCount = (mask: CardMask, hands: Hands): number => (hands.isEmpty(mask) ? 0 : handSize(mask));
