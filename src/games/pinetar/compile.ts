import { EMPTY, type BaseOutState, canonicalState } from '../../core/model/baseOut.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import type { Situation } from '../../core/GameSystem.ts';
import { refusalAllowed } from './groundOut.ts';
import type { PineTarMatchup } from './matchup.ts';
import { NEUTRAL_SITUATION } from './policies.ts';
import {
  battersSideIsOpposite,
  columnFor,
  columnRead,
  gradeFor,
  playsInfieldIn,
  VARIANT,
  VARIANTS,
} from './columnRead.ts';
import { chosenBunt } from './resolve.ts';
import { GROUND_OUT_RESULTS, type PineTarTables } from './tables.ts';
import {
  BUNT,
  COLUMN_HAS,
  GROUND_FIELDERS,
  GROUND_TABLES,
  HIT_FIELDS,
  KIND,
  NO_TAG,
  OPTION,
  RANGE_CODE,
  SPEED_CODE,
  type PineTarDecisions,
  type PineTarKernelMatchup,
  type PineTarKernelTables,
} from './kernelData.ts';
import { RARE_PLAY_ACTIONS } from './optionalTables.ts';
import { WALK_RULE_GRADES, isDoubled, type CardResult } from './vocabulary.ts';

const compiledTables = new WeakMap<PineTarTables, PineTarKernelTables>();
const position = (p: Position) => POSITIONS.indexOf(p);

function compileTables(tables: PineTarTables): PineTarKernelTables {
  const rolls = Array.from({ length: 100 }, (_, roll) => roll);
  const parities = ['odd', 'even', 'doubled'] as const;
  const fields = ['LF', 'CF', 'RF'] as const;
  const tag = (value: number | null) => (value === null ? NO_TAG : value);
  return {
    hitField: Uint8Array.from(rolls, (roll) => HIT_FIELDS.indexOf(tables.hitLocation.byRoll[roll]!)),
    infieldHitFielder: position(tables.hitLocation.infieldHitFielder),
    rollParity: Uint8Array.from(rolls, (roll) => (isDoubled(roll) ? 2 : roll % 2 === 1 ? 0 : 1)),
    extraBase: Uint8Array.from({ length: 12 }, (_, i) => {
      const speed = (['S', 'M', 'F'] as const)[(i % 4) - 1];
      return speed !== undefined && tables.baseAdvancement[parities[Math.floor(i / 4)]!][speed] === 2 ? 1 : 0;
    }),
    groundOut: Uint8Array.from(
      GROUND_TABLES.flatMap((table) =>
        GROUND_FIELDERS.flatMap((fielder) =>
          tables.groundOut[table][fielder].map((cell) => GROUND_OUT_RESULTS.indexOf(cell)),
        ),
      ),
    ),
    throwOut: Uint8Array.from(rolls, (roll) => (tables.tag.throwOutRolls.has(roll) ? 1 : 0)),
    tagFromThird: Int16Array.from(fields, (field) => tag(tables.tag.fields[field].fromThird)),
    tagFromSecond: Int16Array.from(fields, (field) => tag(tables.tag.fields[field].fromSecond)),
    errorPosition: Uint8Array.from(tables.errorResults, (cell) => position(cell.position)),
    errorBases: Uint8Array.from(tables.errorResults, (cell) => cell.bases),
    errorExtraWithTwoOuts: Uint8Array.from(tables.errorResults, (cell) => (cell.extraWithTwoOuts ? 1 : 0)),
    buntAdjustment: Int16Array.from([tables.sacrifice.sacrifice.shcAdjustment, tables.sacrifice.squeeze.shcAdjustment]),
    buntFielder: Uint8Array.from(
      (['sacrifice', 'squeeze'] as const).flatMap((kind) => [
        position(tables.sacrifice[kind].scoring.error.even),
        position(tables.sacrifice[kind].scoring.error.odd),
      ]),
    ),
    ...defensiveTables(tables),
  };
}

/** The defensive-roll tables as typed arrays. */
function defensiveTables(tables: PineTarTables) {
  const { positiveDefensiveRoll: pdr, negativeDefensive: ndr } = tables.optional;
  const checks = [...pdr.single, ...pdr.extraBaseHit];
  const trigger = (rolls: readonly number[]) =>
    Uint8Array.from({ length: 100 }, (_, roll) => (rolls.includes(roll) ? 1 : 0));
  return {
    pdrTrigger: trigger(pdr.triggerRolls),
    pdrFielder: Uint8Array.from(checks, (c) => position(c.fielder)),
    pdrFlyOut: Uint8Array.from(checks, (c) => (c.positive === 'FO' ? 1 : 0)),
    pdrField: Uint8Array.from(checks, (c) => HIT_FIELDS.indexOf(c.field)),
    ndrTrigger: trigger(ndr.triggerRolls),
    ndrChecksGroundOut: ndr.checks.includes('GO') ? 1 : 0,
    ndrChecksFlyOut: ndr.checks.includes('FO') ? 1 : 0,
    ndrBases: ndr.runnerBases,
    ndrBasesWithTwoOuts: ndr.runnerBasesWithTwoOuts,
    rareTrigger: tables.optional.rarePlay.triggerRoll,
    rarePlay: Uint8Array.from(
      tables.optional.rarePlay.byRoll.flatMap((cell) => [
        RARE_PLAY_ACTIONS.indexOf(cell.empty),
        RARE_PLAY_ACTIONS.indexOf(cell.on),
      ]),
    ),
  };
}

function tablesOf(tables: PineTarTables): PineTarKernelTables {
  let compiled = compiledTables.get(tables);
  if (!compiled) {
    compiled = compileTables(tables);
    compiledTables.set(tables, compiled);
  }
  return compiled;
}

/** A column result as its kernel code. */
export function resultCode(result: CardResult): number {
  switch (result.kind) {
    case 'hit':
      return (KIND.HIT << 4) | result.bases;
    case 'BB':
      return KIND.BB << 4;
    case 'HBP':
      return KIND.HBP << 4;
    case 'SO':
      return KIND.SO << 4;
    case 'GO':
      return (KIND.GO << 4) | GROUND_FIELDERS.indexOf(result.fielder as (typeof GROUND_FIELDERS)[number]);
    case 'FO':
      return (KIND.FO << 4) | HIT_FIELDS.indexOf(result.fielder);
    case 'LO':
      return (KIND.LO << 4) | position(result.fielder);
    case 'ROE/PO':
      return KIND.ROE_PO << 4;
    case 'ROE/LO':
      return KIND.ROE_LO << 4;
    case 'BK/WP':
      return KIND.BK_WP << 4;
  }
}

const STATES = Array.from({ length: 24 }, (_, index) => canonicalState(index));
const perState = (decide: (state: BaseOutState) => boolean | number) =>
  Uint8Array.from(STATES, (state) => Number(decide(state)));
const perStatePair = (decide: (state: BaseOutState, which: 0 | 1) => boolean) =>
  Uint8Array.from({ length: 48 }, (_, i) => Number(decide(STATES[i >> 1]!, (i & 1) as 0 | 1)));

/**
 * The manager's decisions in one game situation for a batter, per base-out state: what the kernel reads instead of
 * calling the policies.
 * @example
 * compilePineTarDecisions(matchup, { inning: 9, offenseLead: -1 }).bunt[1] // => BUNT.SACRIFICE for a pitcher batting
 * with a runner on 1st
 */
export function compilePineTarDecisions(
  m: Pick<PineTarMatchup, 'batter' | 'policies' | 'rules'>,
  situation: Situation,
): PineTarDecisions {
  const buntCode = { swing: BUNT.SWING, sacrifice: BUNT.SACRIFICE, squeeze: BUNT.SQUEEZE } as const;
  return {
    bunt: perState((state) => buntCode[chosenBunt(m, state, situation)]),
    tagUp: perStatePair((state, fromThird) => m.policies.tagUp(state, situation, fromThird ? 3 : 2)),
    refuseDoublePlay: perState(
      (state) => refusalAllowed(state, situation) && m.policies.refuseDoublePlay(state, situation),
    ),
    basesLoadedOption: perStatePair((state, doubleStar) =>
      m.policies.takeBasesLoadedOption(state, situation, doubleStar ? '**' : '*'),
    ),
    infieldIn: perState((state) => playsInfieldIn(m, state, situation)),
  };
}

/**
 * Compiles a matchup for the kernel, for one game situation (plate-appearance mode: the first inning of a tied game).
 * Games pass their columns (`reuse`, shared across fielders) and any `decisions` (they hand the kernel their own per
 * situation, so the matchup's are never read).
 * @example compilePineTarMatchup(matchup).column[34] // => KIND.SO << 4 on a column with SO at 34
 */
export function compilePineTarMatchup(
  m: PineTarMatchup,
  situation: Situation = NEUTRAL_SITUATION,
  reuse?: CompiledColumns,
  decisions?: PineTarDecisions,
): PineTarKernelMatchup {
  const rules = m.rules;
  const { columns, rolls, walkRules } = reuse ?? compileColumns(m);
  const options =
    (rules?.rispPenalty ? OPTION.RISP_PENALTY : 0) |
    (rules?.defensiveRolls?.positive ? OPTION.POSITIVE_DEFENSE : 0) |
    (rules?.defensiveRolls?.negative ? OPTION.NEGATIVE_DEFENSE : 0) |
    (rules?.playsAtThePlate ? OPTION.PLAYS_AT_THE_PLATE : 0) |
    (rules?.diceRandomizer ? OPTION.DICE_RANDOMIZER : 0) |
    (rules?.hitAndRun?.runnersTakeExtraBase ? OPTION.HIT_AND_RUN_EXTRA_BASE : 0) |
    (rules?.hitAndRun?.strikeoutSteal ? OPTION.STRIKEOUT_STEAL : 0) |
    (rules?.infieldIn ? OPTION.INFIELD_IN : 0);
  const plays = rules?.playsAtThePlate;
  const armTop = (arm: 'W' | 'A' | 'E' | undefined) =>
    !plays ? -1 : arm === 'W' ? plays.weakArm : arm === 'E' ? plays.eliteArm : plays.averageArm;
  return {
    columns,
    rolls,
    walkRules,
    batterSpeed: SPEED_CODE[m.batter.speed],
    shc: m.batter.shc === 'N' ? -1 : m.batter.shc,
    balkTop: m.pitcher.bkwp.balkTop,
    wildPitchTop: m.pitcher.bkwp.wildPitchTop,
    ...(decisions ?? compilePineTarDecisions(m, situation)),
    ec: Int8Array.from(POSITIONS, (p) => m.defense[p].ec),
    range: Uint8Array.from(POSITIONS, (p) => RANGE_CODE[m.defense[p].rg ?? 'neu']),
    armTop: Int8Array.from(['LF', 'CF', 'RF'] as const, (field) => armTop(m.defense[field].arm)),
    catcherArm: m.defense.C.ar ?? 0,
    columnHas: columnEntries(m.batter.column),
    pitcherLeft: m.pitcher.throws === 'L' ? 1 : 0,
    options,
    infieldInWhiteShift: rules?.infieldIn?.whiteDieAdjustment ?? 0,
    hitAndRunWhiteShift: rules?.hitAndRun?.whiteDieBonus ?? 0,
    thirdBaseSteal: rules?.baseStealing?.thirdBaseAdjustment ?? -5,
    tables: tablesOf(m.tables),
  };
}

/** The COLUMN_HAS bits of a printed column. */
function columnEntries(column: readonly CardResult[]): number {
  const has = (test: (r: CardResult) => boolean) => column.some(test);
  return (
    (has((r) => r.kind === 'HBP') ? COLUMN_HAS.HBP : 0) |
    (has((r) => r.kind === 'hit' && r.bases === 3) ? COLUMN_HAS.TRIPLE : 0) |
    (has((r) => r.kind === 'hit' && r.bases === 4) ? COLUMN_HAS.HOME_RUN : 0)
  );
}

/**
 * The part of a compiled matchup that depends on the batter, the pitcher's grade and hand and the rules, not the
 * fielders.
 */
export type CompiledColumns = Pick<PineTarKernelMatchup, 'columns' | 'rolls' | 'walkRules'>;

/**
 * Every column variant the matchup's rules can call for, read through {@link columnRead}; a variant whose rules are
 * off (or change nothing for this batter and pitcher) is a copy of the one it reduces to. Games reuse it across
 * fielders (`compilePineTarMatchup`'s `reuse`).
 */
export function compileColumns(m: PineTarMatchup): CompiledColumns {
  const rules = m.rules;
  const live =
    (rules?.rispPenalty && battersSideIsOpposite(m) ? VARIANT.RISP : 0) |
    (rules?.infieldIn ? VARIANT.INFIELD_IN : 0) |
    (rules?.hitAndRun ? VARIANT.HIT_AND_RUN : 0);
  const columns = new Uint8Array(VARIANTS * 100);
  const rolls = new Uint8Array(VARIANTS * 100);
  for (let variant = 0; variant < VARIANTS; variant++) {
    const same = variant & live;
    if (same !== variant) {
      columns.copyWithin(variant * 100, same * 100, same * 100 + 100);
      rolls.copyWithin(variant * 100, same * 100, same * 100 + 100);
      continue;
    }
    const column = columnFor(m, variant);
    for (let dice = 0; dice < 100; dice++) {
      const { roll, result } = columnRead(m, dice, variant, column);
      columns[variant * 100 + dice] = resultCode(result);
      rolls[variant * 100 + dice] = roll;
    }
  }
  return {
    columns,
    rolls,
    walkRules: Uint8Array.from({ length: VARIANTS }, (_, variant) =>
      WALK_RULE_GRADES.has(gradeFor(m, variant)) ? 1 : 0,
    ),
  };
}

/**
 * A base-out state as a kernel state code: outs in bits 0-1, then the speed code of the runner on 1st, 2nd and 3rd
 * (two bits each, 0 empty), speeds read from the matchup.
 * @example encodePineTarState(m, parseBaseOutState('1-3/1')) // => 1 | 2 << 2 | 2 << 6 with medium runners
 */
export function encodePineTarState(m: PineTarMatchup, state: BaseOutState): number {
  let code = state.outs;
  state.bases.forEach((runner, base) => {
    if (runner !== EMPTY) code |= SPEED_CODE[m.speedOf(runner)] << (2 + 2 * base);
  });
  return code;
}
