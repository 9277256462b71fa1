import type { Position } from '../../core/model/positions.ts';

/** The `game:`-free id of Replay's chart module (its rules are named `replay-...`). */
export const REPLAY_ID = 'replay';

/** Every result key the three bunt charts print, as printed. */
export const BUNT_RESULTS = [
  '1B ?',
  'SAC',
  'SAC+E ?',
  'SAC+H ?',
  'E ?',
  'Lead ?',
  'FC/E ?',
  'Rundown',
  'PO-DP ?',
  'FC',
  'Out at 1st',
  'Pop Out',
  'Miss ?',
  'Foul 1k',
  'Foul 2k',
  'Foul ?',
] as const;
export type BuntResult = (typeof BUNT_RESULTS)[number];

/** The three bunt charts. */
export const BUNT_CHARTS = ['bunt-for-a-hit', 'sacrifice-bunt', 'squeeze-bunt'] as const;
export type BuntChartName = (typeof BUNT_CHARTS)[number];

/** The fielders the blue die sends a bunt to. */
export const BUNT_FIELDERS: readonly Position[] = ['P', '1B', '3B', 'C'];

/** A Replay rating: 1-5 (bunting, speed, defence, hold, hit and run). */
export type ReplayRating = 1 | 2 | 3 | 4 | 5;

/** Every kind of play the hit-and-run chart's totals name (src/modules/replay/hitAndRun.ts resolves each). */
export const HIT_AND_RUN_KINDS = [
  'ground-out',
  'through-the-hole',
  'single',
  'single-runner-may-score',
  'strikeout-steal',
  'strikeout-or-foul',
  'ground-out-force-try',
  'line-drive-to-pitcher',
  'double-play',
  'first-base-double-play',
  'second-base-grounder',
  'fly-out',
  'ground-rule-double',
  'double',
  'home-run',
  'caught-stealing',
  'pick-off',
  'pitch-out',
  'pitch-in-the-dirt',
  'balk',
] as const;
export type HitAndRunKind = (typeof HIT_AND_RUN_KINDS)[number];
