import type { GameRules } from './GameRules.ts';
import type { RosterPlayer, TeamSheet } from './TeamSheet.ts';
import { RunRefused } from '../input/RunRefused.ts';

/**
 * Who plays whom: every team every other, or each of the first half of the teams its own league's team in the second
 * half.
 */
export type Pairing = 'round-robin' | 'own-league';

/**
 * The teams of a season with every player given one league index (team by team, in roster order), the rules that
 * play them, and who plays whom.
 * @example const league = new League(teams, rules); league.index(1, 0) // => the first player of the second team
 */
export class League {
  declare readonly teams: readonly TeamSheet[];
  declare readonly rules: GameRules;
  /** League index of each team's first player. */
  declare readonly offsets: readonly number[];
  declare readonly players: number;
  /** Team of each league index. */
  declare readonly teamOf: Int32Array;
  declare readonly pairing: Pairing;
  /**
   * A number for each distinct set of fielders met in games of this league (GameState.defenseKey), shared by every
   * engine that plays it, so rules that cache by the number stay right from one chunk of games to the next.
   */
  declare readonly defenseKeys: Map<string, number>;

  constructor(teams: readonly TeamSheet[], rules: GameRules, pairing: Pairing = 'round-robin') {
    if (teams.length === 0) throw new RunRefused('a league needs at least one team');
    this.teams = teams;
    this.rules = rules;
    this.pairing = pairing;
    this.defenseKeys = new Map();
    if (pairing === 'own-league' && teams.length % 2 !== 0)
      throw new RunRefused('an own-league season pairs each team with its league: an even number of teams');
    const offsets: number[] = [];
    let next = 0;
    for (const team of teams) {
      offsets.push(next);
      next += team.players.length;
    }
    this.offsets = offsets;
    this.players = next;
    this.teamOf = new Int32Array(next);
    teams.forEach((team, t) => this.teamOf.fill(t, offsets[t]!, offsets[t]! + team.players.length));
  }

  index(team: number, player: number): number {
    return this.offsets[team]! + player;
  }

  /** The roster entry of a league index. */
  player(index: number): RosterPlayer {
    const team = this.teamOf[index]!;
    return this.teams[team]!.players[index - this.offsets[team]!]!;
  }
}
