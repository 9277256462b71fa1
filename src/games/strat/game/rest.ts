import type { FinishedGame } from '../../../core/game/GameRules.ts';
import type { StratPitching } from '../cards.ts';
import { REST_CHART_OUTS, type RestChart } from '../restTable.ts';

/** A reliever who pitched this many straight days rests the next (Relief Pitcher's Rest Requirements). */
const STRAIGHT_DAYS = 2;
/** Relief endurance from which a reliever is a long one (Table 7). */
const LONG_RELIEF = 3;
const NEVER = -2;

/**
 * Rest between a season's games, counted in each team's games (cardlab's schedule has no days off). Main rules: a
 * reliever who pitched 2 straight days rests the next, and a starter rests the starters' chart's days before he may
 * relieve. With the Alternative Rules' Pitcher Rest, relievers also rest Table 7's days for their outing (the `0**`
 * outing does not count toward the straight days), and a pitcher who relieved in his team's last game starts fatigued.
 * `unratedRelief` is the relief endurance of a pitcher with no relief rating (1, or 3 under the rule).
 */
export class StratRest {
  declare private readonly pitching: readonly (StratPitching | undefined)[];
  declare private readonly teamOf: Int32Array;
  declare private readonly chart: RestChart;
  declare private readonly pitcherRest: boolean;
  declare private readonly unratedRelief: number;
  /** Games each team has played this season. */
  declare private readonly played: Int32Array;
  /** By league index: the team game from which he may pitch at all, and from which he may relieve. */
  declare private readonly backAt: Int32Array;
  declare private readonly relieveAt: Int32Array;
  /** By league index: the last team game that counted as a straight day, and how many straight days end there. */
  declare private readonly lastStraightDay: Int32Array;
  declare private readonly straightDays: Int32Array;
  /** By league index: the team game of his last relief outing. */
  declare private readonly lastRelief: Int32Array;

  constructor(
    pitching: readonly (StratPitching | undefined)[],
    teamOf: Int32Array,
    chart: RestChart,
    options: { pitcherRest: boolean; unratedRelief: number },
  ) {
    this.pitching = pitching;
    this.teamOf = teamOf;
    this.chart = chart;
    this.pitcherRest = options.pitcherRest;
    this.unratedRelief = options.unratedRelief;
    const teams = teamOf.length === 0 ? 0 : Math.max(...teamOf) + 1;
    this.played = new Int32Array(teams);
    this.backAt = new Int32Array(pitching.length);
    this.relieveAt = new Int32Array(pitching.length);
    this.lastStraightDay = new Int32Array(pitching.length);
    this.straightDays = new Int32Array(pitching.length);
    this.lastRelief = new Int32Array(pitching.length);
    this.startSeason();
  }

  startSeason(): void {
    this.played.fill(0);
    this.backAt.fill(0);
    this.relieveAt.fill(0);
    this.lastStraightDay.fill(NEVER);
    this.straightDays.fill(0);
    this.lastRelief.fill(NEVER);
  }

  private today(player: number): number {
    return this.played[this.teamOf[player]!]!;
  }

  /** Rested enough to pitch in his team's next game. */
  available(player: number): boolean {
    return this.today(player) >= this.backAt[player]!;
  }

  /** Rested enough to relieve in his team's next game (a starter's rest before he may relieve). */
  mayRelieve(player: number): boolean {
    return this.today(player) >= this.relieveAt[player]!;
  }

  /** Pitcher Rest: he relieved in his team's last game, so a start today is a fatigued one. */
  startsFatigued(player: number): boolean {
    return this.pitcherRest && this.lastRelief[player] === this.today(player) - 1;
  }

  /** After a game: each side's pitchers rest by their outings; each team has played one game more. */
  endGame(finished: FinishedGame): void {
    for (const side of [0, 1] as const) {
      const team = finished.teams[side];
      if (!finished.standIn[side]) {
        const game = this.played[team]!;
        finished.pitchers[side].forEach(({ player, outs }, order) =>
          order === 0 ? this.started(player, game, outs) : this.relieved(player, game, outs),
        );
      }
      this.played[team]!++;
    }
  }

  private started(player: number, game: number, outs: number): void {
    this.relieveAt[player] = game + 1 + this.chart.startingPitchers[Math.min(outs, REST_CHART_OUTS)]!;
  }

  private relieved(player: number, game: number, outs: number): void {
    if (!this.pitching[player]) return; // a position player who pitched in an emergency rests as a position player
    const endurance = this.pitching[player]?.relief ?? this.unratedRelief;
    const rest = this.pitcherRest
      ? this.chart.relief[endurance >= LONG_RELIEF ? 'long' : 'short'][Math.min(outs, REST_CHART_OUTS)]!
      : { days: 0, straightDay: true };
    let days = rest.days;
    if (rest.straightDay) {
      this.straightDays[player] = this.lastStraightDay[player] === game - 1 ? this.straightDays[player]! + 1 : 1;
      this.lastStraightDay[player] = game;
      if (this.straightDays[player]! >= STRAIGHT_DAYS) days = Math.max(days, 1);
    }
    this.backAt[player] = Math.max(this.backAt[player]!, game + 1 + days);
    this.lastRelief[player] = game;
  }
}
