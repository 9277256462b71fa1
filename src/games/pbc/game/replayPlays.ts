import type { DiceSource } from '../../../core/dice/DiceSource.ts';
import { NOBODY, type GameState } from '../../../core/game/GameState.ts';
import { EMPTY, type BaseOutState } from '../../../core/model/baseOut.ts';
import { POSITIONS, type Position } from '../../../core/model/positions.ts';
import type { Situation } from '../../../core/GameSystem.ts';
import { callHitAndRun } from '../../../modules/replay/calls.ts';
import { playReplayBunt, playReplayHitAndRun, type ReplayAttempt } from '../../../modules/replay/play.ts';
import {
  replayParties,
  UNRATED_FIELDER,
  type ReplayCard,
  type ReplayParties,
} from '../../../modules/replay/ratings.ts';
import type { ReplayDefense, ReplayRules } from '../../../modules/replay/rules.ts';
import type { HitAndRunGrade, ReplayTables } from '../../../modules/replay/tables.ts';
import { BUNT_CHARTS, BUNT_FIELDERS, type BuntChartName } from '../../../modules/replay/vocabulary.ts';
import type { OutChart, PbcCard } from '../cards.ts';
import type { StrategyCall } from '../policies.ts';
import { batterHitAndRunGrade, pitcherHitAndRunGrade, replayCardOf } from '../replayAdapter.ts';
import type { PbcReplayAdapter } from '../replayAdapterTable.ts';
import { replayBuntChances, type ReplayBuntChances } from '../replayChances.ts';
import { replayInfieldIn } from '../replayInfield.ts';
import type { PbcRules } from '../rules.ts';
import type { PbcTables } from '../tables.ts';

/** The radix of a chances key: every Replay rating is 1-5, 0 where nobody is. */
const RADIX = 6;
const AT = Object.fromEntries(POSITIONS.map((position, i) => [position, i])) as Record<Position, number>;

/** Whether a rule set plays any of Replay's charts. */
export const playsReplay = (rules: PbcRules): boolean =>
  rules.replay.bunt !== undefined || rules.replay.squeeze !== undefined || rules.replay.hitAndRun !== undefined;

/**
 * Replay's charts in a PBC game (the rules replay-bunt, replay-squeeze, replay-hit-and-run): every card's Replay
 * ratings made once, the parties of a play from the game's fielders and runners, and the chances the manager's
 * strategy call reads, each enumerated once per combination of the ratings it depends on and kept.
 *
 * Which chart a bunt reads: with the bases empty, Replay's bunt for a hit; with runners on 1st and/or 2nd and 3rd open,
 * the sacrifice chart, whether the manager called a sacrifice or a bunt for a hit (Replay has no other bunt with
 * runners on); with a lone runner on 3rd, the bunt for a hit, the runner holding on every out and scoring when the
 * batter reaches (Replay prints that chart for the bases empty; a bunt hit moves every runner up a base, as PBC's own
 * bunt single does, and a runner sent on the pitch is the squeeze, a call of its own). With 3rd and another base
 * taken no chart's heading fits: PBC's own bunt plays it, with PBC's own chances.
 */
export class PbcReplayPlays {
  declare readonly rules: ReplayRules;
  declare private readonly tables: ReplayTables;
  declare private readonly adapter: PbcReplayAdapter;
  declare private readonly players: readonly PbcCard[];
  declare private readonly cards: readonly ReplayCard[];
  declare private readonly grades: readonly HitAndRunGrade[];
  declare private readonly speedOf: (runner: number) => number;
  declare private readonly chances: Map<number, ReplayBuntChances>;
  /** A league's drawn pitchers' H&R results, by the Out Chart drawn. */
  declare private readonly drawnPitchers: Map<OutChart, ReplayCard>;

  constructor(players: readonly PbcCard[], tables: PbcTables, rules: PbcRules) {
    const adapter = tables.replayAdapter;
    const grades = tables.replay.hitAndRunGrades;
    this.rules = rules.replay;
    this.tables = tables.replay;
    this.adapter = adapter;
    this.players = players;
    this.cards = players.map((card) => replayCardOf(card, adapter, grades, rules.advancedDefense));
    this.grades = players.map((card) => batterHitAndRunGrade(card.hits, adapter));
    this.speedOf = (runner) => this.cards[runner]!.speed;
    this.chances = new Map();
    this.drawnPitchers = new Map();
  }

  /** The chart a bunt reads in `state` under replay-bunt; undefined where PBC's own bunt plays it. */
  buntChart(state: BaseOutState): BuntChartName | undefined {
    if (this.rules.bunt === undefined) return undefined;
    const [first, second, third] = state.bases;
    const forcesOn = first !== EMPTY || second !== EMPTY;
    if (third === EMPTY) return forcesOn ? 'sacrifice-bunt' : 'bunt-for-a-hit';
    return forcesOn ? undefined : 'bunt-for-a-hit';
  }

  /**
   * The manager's strategy call with the chances of the charts that will play the bunt: a sacrifice's the runners
   * moving up, a bunt for a hit's the batter safe (on a hit or an error), a squeeze's the run scoring; PBC's own
   * margins where PBC's own bunt plays it.
   */
  strategyCall(
    call: StrategyCall,
    game: GameState,
    state: BaseOutState,
    batter: number,
    pitcher: number,
    outChart: OutChart,
  ): StrategyCall {
    const chart = this.buntChart(state);
    const squeezes = this.rules.squeeze !== undefined && call.squeeze !== undefined;
    if (chart === undefined && !squeezes) return call;
    const bunt = chart && this.chancesOf(chart, game, state, batter, pitcher, outChart);
    return {
      ...call,
      ...(bunt && { buntForHit: bunt.reach }),
      ...(bunt && chart === 'sacrifice-bunt' && { sacrifice: bunt.advance }),
      ...(squeezes && { squeeze: this.chancesOf('squeeze-bunt', game, state, batter, pitcher, outChart).score }),
    };
  }

  /** A bunt (replay-bunt) or a squeeze (replay-squeeze) on its chart. */
  bunt(
    chart: BuntChartName,
    game: GameState,
    state: BaseOutState,
    batter: number,
    pitcher: number,
    outChart: OutChart,
    dice: DiceSource,
  ): ReplayAttempt {
    const parties = this.parties(game, batter, pitcher, outChart);
    return playReplayBunt(
      this.tables,
      chart,
      parties,
      this.defenseFor(chart),
      replayInfieldIn(parties.batter.bunt, this.isPitcher(batter)),
      state,
      dice,
    );
  }

  /** Whether the offense calls a hit and run (replay-hit-and-run): PBC has none, so the module's call decides. */
  callsHitAndRun(state: BaseOutState, situation: Situation, batter: number): boolean {
    return (
      this.rules.hitAndRun !== undefined &&
      callHitAndRun(state, situation, { grade: this.grades[batter]!, pitcher: this.isPitcher(batter) })
    );
  }

  hitAndRun(
    game: GameState,
    state: BaseOutState,
    batter: number,
    pitcher: number,
    outChart: OutChart,
    dice: DiceSource,
  ): ReplayAttempt {
    const parties = this.parties(game, batter, pitcher, outChart);
    return playReplayHitAndRun(this.tables, parties, this.rules.hitAndRun!, state, dice);
  }

  private isPitcher(player: number): boolean {
    return this.players[player]!.pitching !== undefined;
  }

  private defenseFor(chart: BuntChartName): ReplayDefense {
    return (chart === 'squeeze-bunt' ? this.rules.squeeze : this.rules.bunt)!;
  }

  /** The pitcher's card, or a league's drawn pitcher's: the mound card graded by the Out Chart drawn. */
  private pitcherCard(pitcher: number, outChart: OutChart): ReplayCard {
    const card = this.cards[pitcher]!;
    if (this.players[pitcher]!.pitching?.outChart === outChart) return card;
    let drawn = this.drawnPitchers.get(outChart);
    if (!drawn) {
      const grade = pitcherHitAndRunGrade(outChart, this.adapter);
      drawn = { ...card, pitcherHitAndRun: this.tables.hitAndRunGrades.pitcher[grade] };
      this.drawnPitchers.set(outChart, drawn);
    }
    return drawn;
  }

  /** Everyone a play reads: the batter (his hand against this pitcher), the pitcher, the fielders now, the runners. */
  private parties(game: GameState, batter: number, pitcher: number, outChart: OutChart): ReplayParties {
    const parties = replayParties(
      { id: batter, card: this.cards[batter]! },
      this.pitcherCard(pitcher, outChart),
      (position) => this.fielderAt(game, position),
      this.speedOf,
    );
    // A switch hitter bats left against a right-hander (cards without hands: right).
    if (this.players[batter]!.bats === 'S') parties.batter.bats = this.players[pitcher]!.throws === 'L' ? 'R' : 'L';
    return parties;
  }

  private fielderAt(game: GameState, position: Position): ReplayCard | undefined {
    const player = game.fielders[game.defense]![AT[position]]!;
    return player === NOBODY ? undefined : this.cards[player];
  }

  /**
   * The chances of a bunt on `chart`, kept by a key of everything the chart reads: the chart, the bases taken and the
   * lead runner's speed (the only runner a bunt chart or a missed squeeze reads; the outs change none of the chances),
   * the batter's bunt and speed, the infield, the error and defence of the four fielders a bunt goes to, and for the
   * squeeze the catcher and the pitcher's hold (a missed squeeze's steal of home). Enumerated on the first plate
   * appearance with that key: a season meets a few hundred keys.
   */
  private chancesOf(
    chart: BuntChartName,
    game: GameState,
    state: BaseOutState,
    batter: number,
    pitcher: number,
    outChart: OutChart,
  ): ReplayBuntChances {
    const hitter = this.cards[batter]!;
    const infieldIn = replayInfieldIn(hitter.bunt, this.isPitcher(batter));
    const [first, second, third] = state.bases;
    const lead = third !== EMPTY ? third : second !== EMPTY ? second : first;
    const taken = (first !== EMPTY ? 1 : 0) + (second !== EMPTY ? 2 : 0) + (third !== EMPTY ? 4 : 0);
    let key = (BUNT_CHARTS.indexOf(chart) * 8 + taken) * RADIX + (lead === EMPTY ? 0 : this.speedOf(lead));
    key = ((key * RADIX + hitter.bunt) * RADIX + hitter.speed) * 2 + (infieldIn ? 1 : 0);
    for (const position of BUNT_FIELDERS) {
      const fielder = this.fielderAt(game, position)?.fielding[position] ?? UNRATED_FIELDER;
      key = (key * RADIX + fielder.error) * RADIX + fielder.defence;
    }
    const squeeze = chart === 'squeeze-bunt';
    const catcher = squeeze ? (this.fielderAt(game, 'C')?.catcher ?? 0) : 0;
    key = (key * RADIX + catcher) * RADIX + (squeeze ? this.cards[pitcher]!.hold : 0);
    let chances = this.chances.get(key);
    if (!chances) {
      const parties = this.parties(game, batter, pitcher, outChart);
      chances = replayBuntChances(this.tables, chart, parties, this.defenseFor(chart), infieldIn, state);
      this.chances.set(key, chances);
    }
    return chances;
  }
}
