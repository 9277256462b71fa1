import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { DiceFor } from '../../../core/dice/randomDice.ts';
import type { FinishedGame, GameRules } from '../../../core/game/GameRules.ts';
import { NOBODY, type GameState, type PitcherUsage } from '../../../core/game/GameState.ts';
import { EMPTY } from '../../../core/model/baseOut.ts';
import { OUTCOME_INDEX } from '../../../core/model/outcomes.ts';
import { POSITIONS, type Position } from '../../../core/model/positions.ts';
import { recordEvents, recordPlateAppearance } from '../../../core/model/Tally.ts';
import type { CardSide, StratCard, StratPitching } from '../cards.ts';
import { fielderAt, LEAGUE_FIELDERS } from '../defense.ts';
import type { StratFielder, StratMatchup } from '../matchup.ts';
import type { ParkCard } from '../park.ts';
import { batterSide } from '../plan.ts';
import type { StratPolicies } from '../policies.ts';
import { MAIN_STRAT_RULES, type StratRules } from '../rules.ts';
import type { StratTables } from '../tables.ts';
import type { HandMix } from './leagueTeam.ts';
import { StratBasePlays, type StealDefense } from './basePlays.ts';
import { PointOfWeakness, reliefMaximumOuts, UNRATED_RELIEF } from './pointOfWeakness.ts';
import { StratRest } from './rest.ts';
import { playWithStrategy } from './strategy.ts';
import { StratReplay } from './StratReplay.ts';
import { replayCardOf } from '../replayAdapter.ts';
import { drawFraction } from '../../../core/dice/dieFace.ts';
import { gameSituation } from '../../../core/game/gameSituation.ts';
import { pitcherAtBat } from '../../../core/game/pitcherPinchHit.ts';

/**
 * Pitcher Rest: "If a pitcher who does not have a rating as a relief pitcher must pitch in relief, give him an
 * endurance rating of 3."
 */
const PITCHER_REST_UNRATED_RELIEF = 3;
/** Innings from which a lead can make a closer situation. */
const CLOSER_INNING = 9;
const HITS_AND_WALKS = new Set<number>([
  OUTCOME_INDEX['1B'],
  OUTCOME_INDEX['2B'],
  OUTCOME_INDEX['3B'],
  OUTCOME_INDEX.HR,
  OUTCOME_INDEX.BB,
]);

/** A player as a Strat game reads him: his card, and the batting columns he bats with against each hand. */
export interface StratPlayer {
  card: StratCard;
  batting: { vsL: CardSide; vsR: CardSide };
  /** A league stand-in (leagueTeam.ts): he fields like the league, wherever he plays. */
  standIn?: boolean;
}

/** What a Strat league plays with beyond its players, tables and manager. */
export interface StratGameOptions {
  /** Optional rules that act in a plate appearance (none: the main rules). */
  rules?: StratRules;
  /** League indices of pitchers who stand for a league's staff, with the hands they pitch with. */
  mixes?: ReadonlyMap<number, HandMix>;
  /** Each league team's home park, by team index. */
  parks: readonly ParkCard[];
  /** Each league index's team (for rest, counted in team games); everyone on team 0 when absent. */
  teamOf?: Int32Array;
}

const split = (hand: 'L' | 'R'): 'vsL' | 'vsR' => (hand === 'L' ? 'vsL' : 'vsR');

/** A league staff's hand for one plate appearance: one draw against the hands' shares. */
function drawHand(mix: HandMix, generator: RandomGenerator): HandMix[number] {
  const total = mix.reduce((sum, hand) => sum + hand.weight, 0);
  let u = drawFraction(generator.next()) * total;
  for (const hand of mix) {
    if (u < hand.weight) return hand;
    u -= hand.weight;
  }
  return mix[mix.length - 1]!;
}

/**
 * The defense leads from the 9th inning on with the tying run at bat or on base: a lead no bigger than the runners
 * on base plus the batter.
 */
export function isCloserSituation(game: GameState): boolean {
  const lead = -game.offenseLead;
  if (game.inning < CLOSER_INNING || lead <= 0) return false;
  let runners = 0;
  for (let base = 1; base <= 3; base++) if (game.bases[base] !== NOBODY) runners++;
  return lead <= runners + 1;
}

/**
 * Strat-O-Matic Super-Advanced in a game: each plate appearance is the readable resolver's (the dice graph has no
 * runner ids), with the pitcher's point of weakness of the moment (pointOfWeakness.ts), his fielders and the home
 * team's park; steals come before it (basePlays.ts). Fatigue is the point of weakness: a pitcher past it comes out
 * at once and starts no inning (the text strongly suggests relieving him), and a reliever goes no further than his
 * maximum innings (Table 6).
 * @example
 * new StratGameRules(players, tables, DEFAULT_STRAT_POLICIES, { parks }).plateAppearance(game, batter, pitcher,
 * generator, tally)
 */
export class StratGameRules implements GameRules {
  declare private readonly players: readonly StratPlayer[];
  declare private readonly tables: StratTables;
  declare private readonly policies: StratPolicies;
  declare private readonly rules: StratRules;
  declare private readonly mixes: ReadonlyMap<number, HandMix>;
  declare private readonly parks: readonly ParkCard[];
  declare private readonly pow: PointOfWeakness;
  declare private readonly basePlays: StratBasePlays;
  declare private readonly rest: StratRest;
  declare private readonly unratedRelief: number;
  /** Rest lasts from game to game: a season is played in order. */
  declare readonly seasonal: true;
  /** Bringing a Position Player in to Pitch, with the Emergency Pitcher Card. */
  declare readonly positionPlayerPitching: true;
  /** Fielders by defense key (GameState.defenseKey) and pitcher (key * players + pitcher), filled as met. */
  declare private readonly defenses: Map<number, Record<Position, StratFielder>>;
  /** Dice over the engine's generator. */
  declare private readonly dice: DiceFor;
  declare private readonly runningOf: (runner: number) => number;
  /** Replay's charts, where one of their rules is on: every player's Replay card, read once for the league. */
  declare private readonly replay: StratReplay | undefined;
  /** The home team of the game being played. */
  declare private home: number;

  /** `players[i]` is league index i. */
  constructor(
    players: readonly StratPlayer[],
    tables: StratTables,
    policies: StratPolicies,
    options: StratGameOptions,
  ) {
    this.players = players;
    this.tables = tables;
    this.policies = policies;
    this.rules = options.rules ?? MAIN_STRAT_RULES;
    this.mixes = options.mixes ?? new Map();
    this.parks = options.parks;
    const pitching = players.map((p) => p.card.pitching);
    this.unratedRelief = this.rules.pitcherRest ? PITCHER_REST_UNRATED_RELIEF : UNRATED_RELIEF;
    // A position player on the mound pitches with the Emergency Pitcher Card's ratings; he does not rest for it.
    this.pow = new PointOfWeakness(
      pitching.map((card) => card ?? tables.emergencyPitcher.pitching),
      this.unratedRelief,
    );
    this.rest = new StratRest(pitching, options.teamOf ?? new Int32Array(players.length), tables.rest, {
      pitcherRest: this.rules.pitcherRest,
      unratedRelief: this.unratedRelief,
    });
    this.seasonal = true;
    this.positionPlayerPitching = true;
    this.basePlays = new StratBasePlays(
      players.map((p) => p.card.stealing),
      policies,
    );
    this.defenses = new Map();
    this.runningOf = (runner) => players[runner]!.card.running;
    const replay = this.rules.replay;
    this.replay =
      replay && (replay.bunt || replay.squeeze || replay.hitAndRun)
        ? new StratReplay(
            players.map((p) => replayCardOf(p.card, tables, p.standIn)),
            tables.replay,
            replay,
          )
        : undefined;
    this.home = 0;
    this.dice = new DiceFor();
  }

  startSeason(): void {
    this.rest.startSeason();
  }

  endGame(finished: FinishedGame): void {
    this.rest.endGame(finished);
  }

  available(player: number): boolean {
    return this.rest.available(player);
  }

  mayRelieve(player: number): boolean {
    return this.rest.mayRelieve(player);
  }

  startGame(_game: GameState, teams: readonly [number, number]): void {
    this.home = teams[1];
    this.pow.startGame();
    this.basePlays.startGame();
  }

  /** Steals before the plate appearance (basePlays.ts), against this pitcher and catcher. */
  beforePlateAppearance(game: GameState, _batter: number, pitcher: number, generator: RandomGenerator): void {
    this.basePlays.before(game, this.stealDefense(game, pitcher), this.dice.over(generator));
  }

  /**
   * What a steal reads of the defense: this pitcher's hold and balk, his catcher, the park's turf (with its rule on).
   */
  private stealDefense(game: GameState, pitcher: number): StealDefense {
    const pitching = this.pitchingOf(pitcher);
    const turf = this.rules.turfSteals && this.parks[this.home]!.surface === 'turf';
    return { catcher: this.defense(game, pitcher).C, hold: pitching.hold, balk: pitching.balk, turf };
  }

  plateAppearance(
    game: GameState,
    batter: number,
    pitcher: number,
    generator: RandomGenerator,
    tally: Float64Array,
  ): number {
    const mix = this.mixes.get(pitcher);
    const drawn = mix && drawHand(mix, generator);
    if (!mix) {
      if (game.usage.battersFaced[pitcher] === 0) {
        const asStarter = game.usage.asStarter[pitcher] === 1;
        this.pow.enter(pitcher, asStarter, asStarter && this.rest.startsFatigued(pitcher));
      }
      this.pow.before(pitcher, game.inning, isCloserSituation(game));
    }
    const m = this.matchup(game, batter, pitcher, drawn);
    const dice = this.dice.over(generator);
    const defense = this.stealDefense(game, pitcher);
    game.scoredCount = 0;
    const situation = { inning: game.inning, offenseLead: game.offenseLead, bottom: !game.top };
    const replay = this.replay?.at(game, batter, pitcher, m.batter.side);
    const played = playWithStrategy(
      game,
      { m, batter: this.players[batter]!.card, basePlays: this.basePlays, defense, replay },
      dice,
      situation,
    );
    if ('cutShort' in played) {
      recordEvents(tally, played.cutShort); // the third out on the bases: no plate appearance
      return -1;
    }
    const pa = played.pa;
    game.outs = pa.after.outs;
    for (let base = 1; base <= 3; base++)
      game.bases[base] = pa.after.bases[base - 1] === EMPTY ? NOBODY : pa.after.bases[base - 1]!;
    for (const event of pa.events) {
      for (const move of event.moves) if (!move.out && move.to === 4) game.scored[game.scoredCount++] = move.runner;
      // Steals inside a plate appearance (Replay's hit and run) count as Strat's own steals do.
      if (event.steals)
        for (const steal of event.steals) {
          game.steals[game.stealCount] = steal.runner;
          game.stealSafe[game.stealCount++] = steal.safe ? 1 : 0;
        }
    }
    const last = pa.events[pa.events.length - 1]!;
    const outcome = OUTCOME_INDEX[pa.result];
    game.rbiRuns = pa.result === 'GDP' || last.error !== undefined ? 0 : last.runs;
    recordPlateAppearance(tally, pa);
    if (!mix)
      this.pow.after(pitcher, {
        inning: game.inning,
        hitOrWalk: HITS_AND_WALKS.has(outcome),
        outs: pa.outs,
        runs: pa.runs,
      });
    if (played.runnersSteal && game.outs < 3) this.basePlays.forcedSteal(game, defense, dice);
    return outcome;
  }

  pinchHit(game: GameState, batter: number): boolean {
    const pitcher = pitcherAtBat(game, batter);
    return pitcher !== undefined && this.policies.pinchHitPitcher(gameSituation(game), pitcher === 'starter');
  }

  mayStartInning(pitcher: number, usage: PitcherUsage): boolean {
    return this.mixes.has(pitcher) || !this.spent(pitcher, usage);
  }

  mustLeave(pitcher: number, usage: PitcherUsage): boolean {
    return !this.mixes.has(pitcher) && this.spent(pitcher, usage);
  }

  /** Past his point of weakness, or a reliever at his maximum innings. */
  private spent(pitcher: number, usage: PitcherUsage): boolean {
    if (this.pow.weakened(pitcher)) return true;
    return (
      usage.asStarter[pitcher] !== 1 &&
      this.pow.outs(pitcher) >= reliefMaximumOuts(this.pitchingOf(pitcher), this.unratedRelief)
    );
  }

  /** A pitcher's card, or the Emergency Pitcher Card for a position player on the mound. */
  private pitchingOf(pitcher: number): StratPitching {
    return this.players[pitcher]!.card.pitching ?? this.tables.emergencyPitcher.pitching;
  }

  /** The matchup of a card pitcher, or of a league staff pitching as its pitcher of the `drawn` hand. */
  private matchup(game: GameState, batter: number, pitcher: number, drawn: HandMix[number] | undefined): StratMatchup {
    const hitter = this.players[batter]!;
    const mound = this.players[pitcher]!.card;
    const pitching = this.pitchingOf(pitcher);
    const throws = drawn?.throws ?? mound.throws;
    const side = batterSide(hitter.card.bats, throws);
    const columns = drawn?.columns ?? pitching.columns;
    return {
      batter: {
        id: batter,
        columns: hitter.batting[split(throws)],
        side,
        power: hitter.card.power[split(throws)],
        running: hitter.card.running,
      },
      pitcher: {
        columns: columns[split(side)],
        wp: pitching.wp,
        balk: pitching.balk,
        hold: pitching.hold,
        weakened: this.pow.weakened(pitcher),
      },
      defense: this.defense(game, pitcher),
      park: this.parks[this.home]!,
      runningOf: this.runningOf,
      tables: this.tables,
      policies: this.policies,
      rules: this.rules,
    };
  }

  /** The fielders behind `pitcher`: each at his rating at the position, or out of position (defense.ts, fielderAt). */
  private defense(game: GameState, pitcher: number): Record<Position, StratFielder> {
    const side = game.defense;
    const key = game.defenseKey[side]! * this.players.length + pitcher;
    let defense = this.defenses.get(key);
    if (!defense) {
      const fielders = game.fielders[side]!;
      defense = Object.fromEntries(
        POSITIONS.map((position, i): [Position, StratFielder] => {
          const player = position === 'P' ? pitcher : fielders[i]!;
          const fielder = player === NOBODY ? undefined : this.players[player]!;
          // A league stand-in fields like the league; a card player off his rated positions plays out of position.
          return [
            position,
            !fielder || fielder.standIn ? LEAGUE_FIELDERS[position] : fielderAt(fielder.card, position, this.tables),
          ];
        }),
      ) as Record<Position, StratFielder>;
      this.defenses.set(key, defense);
    }
    return defense;
  }
}
