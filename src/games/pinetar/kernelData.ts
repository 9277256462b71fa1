import { OUTCOMES, OUTCOME_INDEX } from '../../core/model/outcomes.ts';
import type { Speed } from './vocabulary.ts';

// The shape of a compiled Pine Tar matchup, shared by the compiler (compile.ts) and the kernel (kernel.ts). Kept apart
// from both so a worker thread loads the kernel without the card and table loaders.

/**
 * What a column roll says, as `kind << 4 | parameter` (hit bases, ground-out fielder, fly field, line-out position).
 */
export const KIND = { HIT: 0, BB: 1, HBP: 2, SO: 3, GO: 4, FO: 5, LO: 6, ROE_PO: 7, ROE_LO: 8, BK_WP: 9 } as const;
/** Ground-out fielders in table order; a GO code's parameter. */
export const GROUND_FIELDERS = ['P', 'C', '1B', '2B', '3B', 'SS'] as const;
/** Hit fields in Hit Location order; IF is the infield roll. */
export const HIT_FIELDS = ['LF', 'CF', 'RF', 'IF'] as const;
/** Ground-out tables in kernel order. */
export const GROUND_TABLES = ['runnerOnFirst', 'noRunnerOnFirst', 'basesLoaded'] as const;
/** A runner's speed as a base holds it in a kernel state (0 is an empty base). */
export const SPEED_CODE: Readonly<Record<Speed, number>> = { S: 1, M: 2, F: 3 };
/** Bunt decisions by state. */
export const BUNT = { SWING: 0, SACRIFICE: 1, SQUEEZE: 2 } as const;
/** A tag value meaning the runner may not try (the table's blank cell). */
export const NO_TAG = -100;
/** Range ratings as the kernel holds them, per POSITIONS index. */
export const RANGE_CODE = { neu: 0, pos: 1, neg: 2 } as const;
/** Entries of a batter's printed column rare plays ask about, as bits. */
export const COLUMN_HAS = { HBP: 1, TRIPLE: 2, HOME_RUN: 4 } as const;
/** What a rare play asks the game to do besides the play (at most one per plate appearance). */
export const INCIDENT = {
  NONE: 0,
  EJECT_BATTER: 1,
  EJECT_CATCHER: 2,
  INJURE_CATCHER: 3,
  EJECT_PITCHER: 4,
  POWER_FAILURE: 5,
  INSECTS: 6,
} as const;
/** Optional rules a matchup plays with, as bits of `options`. */
export const OPTION = {
  RISP_PENALTY: 1,
  POSITIVE_DEFENSE: 2,
  NEGATIVE_DEFENSE: 4,
  PLAYS_AT_THE_PLATE: 8,
  DICE_RANDOMIZER: 16,
  HIT_AND_RUN_EXTRA_BASE: 32,
  STRIKEOUT_STEAL: 64,
  INFIELD_IN: 128,
} as const;

/** The rule tables as typed arrays, compiled once per tables object and shared by every matchup that uses them. */
export interface PineTarKernelTables {
  /** Per roll: index into HIT_FIELDS. */
  hitField: Uint8Array;
  infieldHitFielder: number;
  /** Per roll: 0 odd, 1 even, 2 doubled (Base Advancement rows). */
  rollParity: Uint8Array;
  /** [parity * 4 + speed code]: 1 when the runner takes a base more. */
  extraBase: Uint8Array;
  /** [table * 60 + fielder * 10 + white die]: index into GROUND_OUT_RESULTS. */
  groundOut: Uint8Array;
  throwOut: Uint8Array;
  /** Per fly field (LF, CF, RF): the tag value, NO_TAG where nobody may try. */
  tagFromThird: Int16Array;
  tagFromSecond: Int16Array;
  /** Error Results per roll: fielder (POSITIONS index), bases, and 1 where a two-out error gives runners one more. */
  errorPosition: Uint8Array;
  errorBases: Uint8Array;
  errorExtraWithTwoOuts: Uint8Array;
  /** [sacrifice, squeeze]: SHC adjustment. */
  buntAdjustment: Int16Array;
  /** [kind * 2 + (0 even, 1 odd)]: the fielder of the bunt's error and force plays. */
  buntFielder: Uint8Array;
  /**
   * Positive Defensive Roll: 1 on its trigger dice; per PDR roll, for a single then for a double or triple (roll +
   * 100): the fielder (POSITIONS index), 1 when his play is an FO, his field when he fails (HIT_FIELDS index).
   */
  pdrTrigger: Uint8Array;
  pdrFielder: Uint8Array;
  pdrFlyOut: Uint8Array;
  pdrField: Uint8Array;
  /**
   * Negative defensive check: 1 on its trigger dice; which results it checks; bases runners take (fewer than 2 outs, 2
   * outs).
   */
  ndrTrigger: Uint8Array;
  ndrChecksGroundOut: number;
  ndrChecksFlyOut: number;
  ndrBases: number;
  ndrBasesWithTwoOuts: number;
  /**
   * Rare plays: the batter dice that call one, and per rare roll [roll * 2 + (0 bases empty, 1 runners on)] the action
   * (RARE_PLAY_ACTIONS index).
   */
  rareTrigger: number;
  rarePlay: Uint8Array;
}

/**
 * The manager's decisions for one game situation, per base-out state (policies see the canonical runners: they may
 * read bases, outs and the situation, not who the runners are).
 */
export interface PineTarDecisions {
  /** Per state index (outs * 8 + occupancy): a BUNT choice. */
  bunt: Uint8Array;
  /** [state * 2 + (0: from 2nd, 1: from 3rd)]: 1 when the runner tries to tag. */
  tagUp: Uint8Array;
  /** Per state: 1 when the defense refuses a GDP (the rule allows it and the manager wants it). */
  refuseDoublePlay: Uint8Array;
  /** [state * 2 + (0: `*`, 1: `**`)]: 1 when the defense takes the bases-loaded option. */
  basesLoadedOption: Uint8Array;
  /** Per state: 1 when the defense plays the infield in (the optional rule on, allowed, and wanted). */
  infieldIn: Uint8Array;
}

/**
 * One matchup as plain data for {@link PineTarKernel}: the batter's column with the Pitcher Modifier applied, the
 * pitcher's walk rule and BK/WP, the fielders' ECs, and every manager decision per base-out state (policies see
 * the canonical runners: they may read bases, outs and the situation, not who the runners are).
 */
export interface PineTarKernelMatchup extends PineTarDecisions {
  /**
   * Per column variant (columnRead.ts VARIANT bits) and batter dice (variant * 100 + dice): the result code, and the
   * roll it was read at.
   */
  columns: Uint8Array;
  rolls: Uint8Array;
  /** Per variant: 1 when the grade it pitches with takes the walk rule. */
  walkRules: Uint8Array;
  batterSpeed: number;
  /** SHC, -1 for N. */
  shc: number;
  balkTop: number;
  wildPitchTop: number;
  /** Per POSITIONS index. */
  ec: Int8Array;
  /** Per POSITIONS index, RANGE_CODE. */
  range: Uint8Array;
  /** Per outfield (LF, CF, RF): the highest throw roll that gets a runner at home. */
  armTop: Int8Array;
  catcherArm: number;
  /** OPTION bits. */
  options: number;
  /** What rare plays read: bits of the batter's printed column (COLUMN_HAS), and 1 for a left-handed pitcher. */
  columnHas: number;
  pitcherLeft: number;
  /** The white die's moves on ground-out tables: the infield in, the hit and run. */
  infieldInWhiteShift: number;
  hitAndRunWhiteShift: number;
  /** Added to SBC on a steal of 3rd. */
  thirdBaseSteal: number;
  tables: PineTarKernelTables;
}

/** Event codes: the outcomes by OUTCOME_INDEX, then the pitch events inside a plate appearance. */
export const EVENT = {
  ...OUTCOME_INDEX,
  BALL: OUTCOMES.length,
  BK: OUTCOMES.length + 1,
  WP: OUTCOMES.length + 2,
  /** Rare plays' events inside a plate appearance: a passed ball, a pickoff (or its throwing error), a steal. */
  PB: OUTCOMES.length + 3,
  PICKOFF: OUTCOMES.length + 4,
  STEAL: OUTCOMES.length + 5,
} as const;
/**
 * What a plate appearance returns when a play inside it made the third out before the batter's result (a rare pickoff).
 */
export const NO_RESULT = -1;
