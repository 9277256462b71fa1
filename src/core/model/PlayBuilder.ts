import { EMPTY, HOME, type BaseOutState, type RunnerId } from './baseOut.ts';
import type { Outcome } from './outcomes.ts';
import type { PitchEvent, PlayEvent, RunnerMove, StealAttempt } from './PlayEvent.ts';
import type { Position } from './positions.ts';

/** Shared by untraced plays: nobody writes to it. */
const NO_NOTES: string[] = [];

/**
 * Builds one play from the state before it: runners move, score or are put out, and the builder keeps
 * outs, runs and moves consistent. A move onto an occupied base throws: an engine bug, never a game event.
 * @example
 * const play = new PlayBuilder(baseOutState(0, [1, EMPTY, EMPTY]));
 * play.advance(1, 1); play.batterTo(0, 1);
 * play.finish('1B').after; // => { outs: 0, bases: [0, 1, EMPTY] }
 */
export class PlayBuilder {
  declare readonly before: BaseOutState;
  declare bases: [RunnerId, RunnerId, RunnerId];
  declare outs: number;
  declare runs: number;
  declare private readonly moves: RunnerMove[];
  declare private readonly notes: string[] | undefined;
  declare private errorBy: Position | undefined;
  declare private steals: StealAttempt[] | undefined;

  constructor(before: BaseOutState, trace = false) {
    this.before = before;
    this.bases = [...before.bases];
    this.outs = before.outs;
    this.runs = 0;
    this.moves = [];
    this.notes = trace ? [] : undefined;
    this.errorBy = undefined;
    this.steals = undefined;
  }

  /** Adds a note when tracing; the text is only built then. */
  note(text: () => string): void {
    this.notes?.push(text());
  }

  runnerOn(base: number): RunnerId {
    return this.bases[base - 1] ?? EMPTY;
  }

  isOccupied(base: number): boolean {
    return this.runnerOn(base) !== EMPTY;
  }

  /** Where the play stands so far: the state a decision in the middle of a play is made from. */
  state(): BaseOutState {
    return { outs: this.outs, bases: [this.bases[0], this.bases[1], this.bases[2]] };
  }

  /** The highest occupied base, 0 when the bases are empty. */
  leadBase(): number {
    for (let base = 3; base >= 1; base--) if (this.isOccupied(base)) return base;
    return 0;
  }

  /** Puts out the runner on `base`. */
  runnerOut(base: number): void {
    const runner = this.runnerOn(base);
    if (runner === EMPTY) throw new Error(`no runner on base ${base} to put out`);
    this.bases[base - 1] = EMPTY;
    this.outs++;
    this.moves.push({ runner, from: base, to: base, out: true });
  }

  /** Records the batter out. */
  batterOut(batter: RunnerId): void {
    this.outs++;
    this.moves.push({ runner: batter, from: 0, to: 0, out: true });
  }

  /** Moves the runner on `base` forward `count` bases (home and beyond is a run). */
  advance(base: number, count: number): void {
    const runner = this.runnerOn(base);
    if (runner === EMPTY || count <= 0) return;
    const to = Math.min(HOME, base + count);
    this.bases[base - 1] = EMPTY;
    this.place(runner, base, to);
  }

  /** Every runner forward `count` bases, lead runner first. */
  advanceAll(count: number): void {
    for (let base = 3; base >= 1; base--) this.advance(base, count);
  }

  /** The batter reaches `base` (4 = he scores). */
  batterTo(batter: RunnerId, base: number): void {
    this.place(batter, 0, base);
  }

  /** The batter takes first and every forced runner moves up one (walk, hit by pitch). */
  forceBatterToFirst(batter: RunnerId): void {
    let forced = 1;
    while (forced <= 3 && this.isOccupied(forced)) forced++;
    for (let base = forced - 1; base >= 1; base--) this.advance(base, 1);
    this.batterTo(batter, 1);
  }

  /** Records a steal attempt on the play (the runner's move or out is the caller's to make). */
  stealAttempt(runner: RunnerId, safe: boolean): void {
    (this.steals ??= []).push({ runner, safe });
  }

  /** Charges an error to a fielder. */
  chargeError(fielder: Position): void {
    this.errorBy = fielder;
  }

  private place(runner: RunnerId, from: number, to: number): void {
    if (to >= HOME) {
      this.runs++;
    } else {
      if (this.bases[to - 1] !== EMPTY)
        throw new Error(`runner ${runner} from base ${from} cannot take base ${to}: it is occupied`);
      this.bases[to - 1] = runner;
    }
    this.moves.push({ runner, from, to: Math.min(to, HOME), out: false });
  }

  /** Closes the play. */
  finish(
    result: Outcome | PitchEvent,
    options: { endsPlateAppearance?: boolean; location?: Position; doublePlay?: boolean } = {},
  ): PlayEvent {
    const outs = this.outs - this.before.outs;
    const event: PlayEvent = {
      result,
      endsPlateAppearance: options.endsPlateAppearance ?? true,
      moves: this.moves,
      outs,
      runs: this.runs,
      doublePlay: options.doublePlay ?? outs >= 2,
      before: this.before,
      after: { outs: this.outs, bases: [this.bases[0], this.bases[1], this.bases[2]] },
      notes: this.notes ?? NO_NOTES,
    };
    if (options.location !== undefined) event.location = options.location;
    if (this.errorBy !== undefined) event.error = this.errorBy;
    if (this.steals) event.steals = this.steals;
    return event;
  }
}
