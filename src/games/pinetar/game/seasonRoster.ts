import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { FinishedGame } from '../../../core/game/GameRules.ts';
import type { PineTarCard } from '../cards.ts';
import type { PineTarRules } from '../rules/active.ts';
import { drawTwoDieRoll } from '../rules/diceRandomizer.ts';
import type { PineTarTables } from '../tables.ts';
import { dieFace } from '../../../core/dice/dieFace.ts';

/** Outs in an inning, for relief innings. */
const OUTS_PER_INNING = 3;

/** An injury rating: the chance (highest roll that injures) and the Injury Length letter. */
export function parseInjury(inj: string): { chance: number; letter: string } {
  const match = /^(\d{1,2})([A-Z])$/.exec(inj);
  if (!match) throw new RangeError(`an injury rating like "54C" (got "${inj}")`);
  return { chance: Number(match[1]), letter: match[2]! };
}

/**
 * What lasts from game to game of a season under the optional rules: who is out (injured, or a reliever resting) and
 * until which of his team's games, relievers' consecutive appearances, and each team's steals of home this month.
 * Games are counted per team; a player is out while his team's games played are below his `backAt`.
 */
export class SeasonRoster {
  declare private readonly cards: readonly PineTarCard[];
  declare private readonly teamOf: Int32Array;
  declare private readonly rules: PineTarRules;
  declare private readonly tables: PineTarTables;
  declare private readonly injury: readonly { chance: number; letter: string }[];
  declare private readonly played: Int32Array;
  declare private readonly backAt: Int32Array;
  /** 1 while a player's absence is an injury (not rest). */
  declare private readonly injured: Uint8Array;
  declare private readonly lastAppearance: Int32Array;
  declare private readonly consecutive: Int32Array;
  declare private readonly homeSteals: Int32Array;
  declare private readonly homeStealMonth: Int32Array;

  constructor(cards: readonly PineTarCard[], teamOf: Int32Array, tables: PineTarTables, rules: PineTarRules) {
    this.cards = cards;
    this.teamOf = teamOf;
    this.rules = rules;
    this.tables = tables;
    this.injury = cards.map((card) => parseInjury(card.inj));
    const teams = teamOf.length === 0 ? 0 : Math.max(...teamOf) + 1;
    this.played = new Int32Array(teams);
    this.backAt = new Int32Array(cards.length);
    this.injured = new Uint8Array(cards.length);
    this.lastAppearance = new Int32Array(cards.length).fill(-2);
    this.consecutive = new Int32Array(cards.length);
    this.homeSteals = new Int32Array(teams);
    this.homeStealMonth = new Int32Array(teams);
  }

  startSeason(): void {
    this.played.fill(0);
    this.backAt.fill(0);
    this.injured.fill(0);
    this.lastAppearance.fill(-2);
    this.consecutive.fill(0);
    this.homeSteals.fill(0);
    this.homeStealMonth.fill(0);
  }

  /** A team's games played this season. */
  gamesPlayed(team: number): number {
    return this.played[team]!;
  }

  available(player: number): boolean {
    return this.played[this.teamOf[player]!]! >= this.backAt[player]!;
  }

  /** Steals of home a team has left this month (a month is `gamesPerMonth` of its games). */
  homeStealsLeft(team: number): number {
    const rule = this.rules.stealOfHome;
    if (!rule) return 0;
    const month = Math.floor(this.played[team]! / rule.gamesPerMonth);
    if (month !== this.homeStealMonth[team]) {
      this.homeStealMonth[team] = month;
      this.homeSteals[team] = 0;
    }
    return rule.perMonth - this.homeSteals[team]!;
  }

  stoleHome(team: number): void {
    this.homeSteals[team]!++;
  }

  /** Puts a player out for `games` of his team's games after the current one (a rare play's injured catcher). */
  injure(player: number, games: number): void {
    this.backAt[player] = Math.max(this.backAt[player]!, this.played[this.teamOf[player]!]! + 1 + games);
    this.injured[player] = 1;
  }

  /** After a game: relievers' rest, injury checks, and each team's games played. */
  endGame(finished: FinishedGame, generator: RandomGenerator): void {
    for (const side of [0, 1] as const) {
      const team = finished.teams[side];
      if (finished.standIn[side]) {
        this.played[team]!++;
        continue;
      }
      const game = this.played[team]!;
      if (this.rules.relieverLimits) this.rest(finished.pitchers[side], game);
      if (this.rules.injuries) this.checkInjuries(finished, side, game, generator);
      this.played[team]!++;
    }
  }

  /**
   * A reliever who pitched `restAfterInnings` innings, or in `consecutiveGames` games in a row, sits out the next game.
   */
  private rest(pitchers: FinishedGame['pitchers'][0], game: number): void {
    const limits = this.rules.relieverLimits!;
    pitchers.forEach(({ player, outs }, order) => {
      if (order === 0) return; // the starter
      this.consecutive[player] = this.lastAppearance[player] === game - 1 ? this.consecutive[player]! + 1 : 1;
      this.lastAppearance[player] = game;
      if (outs >= limits.restAfterInnings * OUTS_PER_INNING || this.consecutive[player]! >= limits.consecutiveGames) {
        this.backAt[player] = Math.max(this.backAt[player]!, game + 2);
      }
    });
  }

  /**
   * Every pitcher who appeared, in order, then one starter a d10 picks by batting-order spot (0, or the pitcher's spot:
   * nobody) roll 2 dice against their INJ number, while the team has fewer than its limit of each kind out injured.
   */
  private checkInjuries(finished: FinishedGame, side: 0 | 1, game: number, generator: RandomGenerator): void {
    const limits = this.rules.injuries!;
    const team = finished.teams[side];
    const randomizer = this.rules.diceRandomizer !== undefined;
    for (const { player } of finished.pitchers[side]) {
      if (this.injuredOf(team, true) >= limits.pitchersOut) break;
      this.check(player, game, drawTwoDieRoll(generator, randomizer), generator);
    }
    const spot = dieFace(generator.next(), 10);
    if (spot === 0 || spot - 1 === finished.pitcherSpots[side]) return;
    if (this.injuredOf(team, false) >= limits.positionPlayersOut) return;
    this.check(finished.lineups[side][spot - 1]!, game, drawTwoDieRoll(generator, randomizer), generator);
  }

  private check(player: number, game: number, roll: number, generator: RandomGenerator): void {
    const { chance, letter } = this.injury[player]!;
    if (roll > chance) return;
    const lengths = this.tables.optional.injuryLength[letter];
    if (!lengths)
      throw new RangeError(`${this.cards[player]!.name}'s injury letter ${letter} is not in the Injury Length table`);
    const games = lengths[dieFace(generator.next(), 10)]!;
    // "The current game he just pitched in does not count towards his injury length."
    this.backAt[player] = Math.max(this.backAt[player]!, game + 1 + games);
    this.injured[player] = 1;
  }

  /** Players of a team out injured now, pitchers or position players. */
  private injuredOf(team: number, pitchers: boolean): number {
    let count = 0;
    for (let player = 0; player < this.cards.length; player++) {
      if (this.teamOf[player] !== team || this.injured[player] === 0) continue;
      if (this.available(player)) {
        this.injured[player] = 0;
        continue;
      }
      if ((this.cards[player]!.pitching !== undefined) === pitchers) count++;
    }
    return count;
  }
}
