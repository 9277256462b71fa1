import type { PlayEvent } from '../../core/model/PlayEvent.ts';
import { POSITIONS } from '../../core/model/positions.ts';
import { encodePineTarState } from './compile.ts';
import { EVENT } from './kernelData.ts';
import type { PineTarMatchup } from './matchup.ts';

/**
 * One event as the kernel logs it: code (EVENT), state before and after (kernel codes), runs, outs, error fielder,
 * location (-1 none).
 */
export type KernelEvent = [
  event: number,
  before: number,
  after: number,
  runs: number,
  outs: number,
  error: number,
  location: number,
];

/**
 * Every event a kernel resolves, kept when a test asks for them; runs leave it null and pay one branch per event.
 * @example kernel.log = new KernelEventLog(); kernel.run(...); kernel.log.events()[0] // => [0, 0, 4, 0, 0, -1, 8]
 */
export class KernelEventLog {
  declare private readonly rows: KernelEvent[];

  constructor() {
    this.rows = [];
  }

  push(
    event: number,
    before: number,
    after: number,
    runs: number,
    outs: number,
    error: number,
    location: number,
  ): void {
    this.rows.push([event, before, after, runs, outs, error, location]);
  }

  events(): readonly KernelEvent[] {
    return this.rows;
  }
}

/**
 * A readable resolver's event in the kernel's format: the same tuple the kernel logs for the same dice, runners
 * written as their speeds (the batter's from his card, others' from the matchup).
 */
export function kernelEventOf(m: PineTarMatchup, event: PlayEvent): KernelEvent {
  const speeds: PineTarMatchup = {
    ...m,
    speedOf: (runner) => (runner === m.batter.id ? m.batter.speed : m.speedOf(runner)),
  };
  const code = EVENT[event.result];
  return [
    code,
    encodePineTarState(speeds, event.before),
    encodePineTarState(speeds, event.after),
    event.runs,
    event.outs,
    event.error === undefined ? -1 : POSITIONS.indexOf(event.error),
    event.location === undefined ? -1 : POSITIONS.indexOf(event.location),
  ];
}
