import { z } from 'zod';
import { TWO_D6_WAYS } from '../../core/dice/DiceSource.ts';
import type { InputProblem } from '../../core/input/InputError.ts';
import type { LoadedInput } from '../../core/input/LoadedInput.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { validate } from '../../core/input/validate.ts';
import type { StateMix } from '../../core/GameSystem.ts';
import {
  budget,
  build,
  leagueStateMix,
  targets,
  type CannotFitNotes,
  type CardBudget,
  type Targets,
} from '../../core/cards/cardLines.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import { replayOverrideSchema, type ReplayOverride } from '../../modules/replay/ratings.ts';
import { parkOf, parkSchema, type PbcPark } from './park.ts';
import {
  hitChance,
  ON_BASE_KEYS,
  parseChartCell,
  parseHits,
  PBC_ID,
  type ChartCell,
  type HitRolls,
} from './vocabulary.ts';

/** An Out Chart: the cell of each 2d6 total, index 2-12. */
export type OutChart = readonly ChartCell[];

/** A pitcher card: the Out Chart, the fatigue points he starts with, and the printed baserunner probability. */
export interface PbcPitching {
  outChart: OutChart;
  fatigue: number;
  /** The printed chance of a baserunner on a failed hit attempt, where printed. */
  baserunner?: number;
  /** A starter (the game's pitcher cards) or a reliever or closer (built cards, from the real season). */
  role: 'S' | 'R' | 'C';
  /** Games started, where known (built cards): a rotation takes the most. */
  starts?: number;
  targets?: Targets;
  budget?: CardBudget;
}

/** A roster card line: the player's hits and skills, and his pitcher card if he pitches. */
export interface PbcCard {
  id: string;
  name: string;
  team: string;
  position: Position;
  /** Hands, where known (built cards): PBC's rules never read them; a check splits by them. */
  bats?: 'L' | 'R' | 'S';
  throws?: 'L' | 'R';
  hits: HitRolls;
  /** The printed Avg, where printed. */
  avg?: number;
  variance: number;
  speed: number;
  bunt: number;
  defense: number;
  pitching?: PbcPitching;
  targets?: Targets;
  budget?: CardBudget;
  /** What its builder notes it cannot carry of its lines (`build.cannotFit`). */
  cannotFit?: CannotFitNotes;
  /** Fields the rules text leaves open, which the card fills with cardlab's values (walk-through cards). */
  open?: readonly string[];
  /** His own Replay ratings, each in place of what the Replay adapter reads from his card (replayAdapter.ts). */
  replay?: ReplayOverride;
  line: number;
}

export interface PbcTeam {
  name: string;
  park?: string;
}

/**
 * The league a built set was made against (`cardlab build pbc`): its start states, its pitchers' Out Charts and its
 * batters' hits and skills (tiers of the league), each with its share of plate appearances.
 */
export interface PbcLeague {
  name: string;
  states: StateMix;
  pitchers: readonly { name: string; weight: number; outChart: OutChart }[];
  batters: readonly { name: string; weight: number; hits: HitRolls; variance: number; speed: number }[];
}

export interface PbcCardSet {
  game: 'pbc';
  name: string;
  file: string;
  season?: number;
  description?: string;
  teams: Record<string, PbcTeam>;
  parks: Record<string, PbcPark>;
  league?: PbcLeague;
  players: PbcCard[];
  /** What the cards print that disagrees with what they roll (the printed number, and the card's): not errors. */
  warnings: InputProblem[];
}

const skill = (low: number, high: number) => z.number().int().min(low).max(high);
const hitsText = z.union([z.string(), z.number().transform(String), z.array(z.union([z.string(), z.number()]))]);
const totalKey = z.union([z.string(), z.number()]).transform(String);
const outChart = z.record(totalKey, z.string());
const pitching = z
  .object({
    outChart,
    fatigue: z.number().int().min(-6).max(6).optional(),
    baserunner: z.number().min(0).max(1).optional(),
    role: z.enum(['S', 'R', 'C']).optional(),
    starts: z.number().int().min(0).optional(),
    targets: targets.optional(),
    budget: budget.optional(),
  })
  .strict();
const player = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'a lower-case id of letters, digits and dashes' }),
    name: z.string().min(1),
    team: z.string().min(1),
    position: z.enum(POSITIONS),
    bats: z.enum(['L', 'R', 'S']).optional(),
    throws: z.enum(['L', 'R']).optional(),
    hits: hitsText,
    avg: z.number().min(0).max(1).optional(),
    variance: skill(-3, 3),
    speed: skill(-3, 3),
    bunt: skill(-3, 3),
    defense: skill(-3, 3),
    pitching: pitching.optional(),
    targets: targets.optional(),
    budget: budget.optional(),
    build: build.optional(),
    open: z.array(z.string()).optional(),
    replay: replayOverrideSchema.optional(),
  })
  .strict();
const team = z.object({ name: z.string(), park: z.string().optional() }).strict();
const leagueBlock = z
  .object({
    name: z.string(),
    states: z.record(z.string(), z.number().min(0)),
    pitchers: z.array(z.object({ name: z.string(), weight: z.number().min(0), outChart }).strict()).min(1),
    batters: z
      .array(
        z
          .object({
            name: z.string(),
            weight: z.number().min(0),
            hits: hitsText,
            variance: skill(-3, 3),
            speed: skill(-3, 3),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
const cardSet = z
  .object({
    game: z.literal(PBC_ID),
    name: z.string(),
    season: z.number().int().optional(),
    description: z.string().optional(),
    source: z.string().optional(),
    teams: z.record(z.string(), team).optional(),
    parks: z.array(parkSchema).optional(),
    league: leagueBlock.optional(),
    players: z.array(player).min(1),
  })
  .strict();

function readHits(source: SourceDocument, path: (string | number)[], raw: z.output<typeof hitsText>): HitRolls {
  const hits = parseHits(Array.isArray(raw) ? raw.join(',') : raw);
  if (typeof hits === 'string') source.fail(path, hits);
  return hits;
}

/** An Out Chart with a cell for every total 2-12, each once. */
export function readOutChart(source: SourceDocument, path: (string | number)[], raw: Record<string, string>): OutChart {
  const cells: ChartCell[] = [];
  for (const [key, text] of Object.entries(raw)) {
    const total = Number(key);
    if (!Number.isInteger(total) || total < 2 || total > 12)
      source.fail([...path, key], `a 2d6 total within 2-12 (got "${key}")`);
    const cell = parseChartCell(text);
    if (typeof cell === 'string') source.fail([...path, key], cell);
    cells[total] = cell;
  }
  for (let total = 2; total <= 12; total++)
    if (!cells[total]) source.fail(path, `an out key for every total 2-12 (missing ${total})`);
  return cells;
}

/**
 * The chance an Out Chart puts the batter on base with no out made: a walk, a hit or an error; any `*` cell half the
 * time (a roll-off with no modifiers: a starred walk or hit stands if the batter wins it, a starred out is an error
 * if he does). What the card's printed baserunner probability reads.
 * @example baserunnerChance(chartWithBBOn2And12) // => 2 / 36
 */
export function baserunnerChance(chart: OutChart): number {
  let chance = 0;
  for (let total = 2; total <= 12; total++) {
    const cell = chart[total]!;
    const share = cell.rollOff ? 0.5 : ON_BASE_KEYS.has(cell.key) ? 1 : 0;
    chance += (TWO_D6_WAYS[total]! / 36) * share;
  }
  return chance;
}

/** A printed number and the card's own, apart by more than the printing's rounding (three places). */
const disagrees = (printed: number, actual: number) => Math.abs(printed - actual) > 0.0005 + 1e-12;

function buildCardSet(source: SourceDocument, parsed: z.output<typeof cardSet>): PbcCardSet {
  const parks: Record<string, PbcPark> = {};
  parsed.parks?.forEach((raw, i) => {
    if (parks[raw.park]) source.fail(['parks', i, 'park'], `a park id not used before ("${raw.park}" is)`);
    parks[raw.park] = parkOf(source, ['parks', i], raw);
  });
  const teams = parsed.teams ?? {};
  for (const [code, info] of Object.entries(teams))
    if (info.park !== undefined && !parks[info.park])
      source.fail(['teams', code, 'park'], `the id of a park in this set's parks (no park "${info.park}")`);
  const warnings: InputProblem[] = [];
  const seen = new Map<string, number>();
  const players = parsed.players.map((raw, index): PbcCard => {
    const path = ['players', index];
    if (seen.has(raw.id))
      source.fail([...path, 'id'], `an id not used before (players[${seen.get(raw.id)}] is "${raw.id}")`);
    seen.set(raw.id, index);
    const hits = readHits(source, [...path, 'hits'], raw.hits);
    if (raw.avg !== undefined && disagrees(raw.avg, hitChance(hits)))
      warnings.push(
        source.problem(
          [...path, 'avg'],
          `the printed Avg ${raw.avg.toFixed(3)} is not the hit rolls' chance ` +
            `${hitChance(hits).toFixed(3)} (${hits.totals.join(',')}: ${Math.round(hitChance(hits) * 36)}/36)`,
        ),
      );
    let pitchingCard: PbcPitching | undefined;
    if (raw.pitching) {
      const chart = readOutChart(source, [...path, 'pitching', 'outChart'], raw.pitching.outChart);
      const printed = raw.pitching.baserunner;
      if (printed !== undefined && disagrees(printed, baserunnerChance(chart)))
        warnings.push(
          source.problem(
            [...path, 'pitching', 'baserunner'],
            `the printed baserunner probability ${printed.toFixed(3)} is not the Out Chart's ` +
              `${baserunnerChance(chart).toFixed(3)} (walks, hits and errors out of 36, a roll-off cell at half)`,
          ),
        );
      pitchingCard = {
        outChart: chart,
        fatigue: raw.pitching.fatigue ?? 0,
        role: raw.pitching.role ?? 'S',
        ...(raw.pitching.starts !== undefined && { starts: raw.pitching.starts }),
        ...(printed !== undefined && { baserunner: printed }),
        ...(raw.pitching.targets && { targets: raw.pitching.targets }),
        ...(raw.pitching.budget && { budget: raw.pitching.budget }),
      };
    }
    const { hits: _hits, pitching: _pitching, build: rawBuild, ...fields } = raw;
    return {
      ...fields,
      hits,
      ...(pitchingCard && { pitching: pitchingCard }),
      ...(rawBuild?.cannotFit && { cannotFit: rawBuild.cannotFit }),
      line: source.lineOf(path),
    };
  });
  const league = parsed.league && leagueOf(source, parsed.league);
  return {
    game: PBC_ID,
    name: parsed.name,
    file: source.file,
    ...(parsed.season !== undefined && { season: parsed.season }),
    ...(parsed.description !== undefined && { description: parsed.description }),
    teams,
    parks,
    ...(league && { league }),
    players,
    warnings,
  };
}

function leagueOf(source: SourceDocument, raw: z.output<typeof leagueBlock>): PbcLeague {
  const states = leagueStateMix(source, raw.states);
  if (!raw.pitchers.some((p) => p.weight > 0))
    source.fail(['league', 'pitchers'], 'at least one pitcher with a share above 0');
  if (!raw.batters.some((b) => b.weight > 0))
    source.fail(['league', 'batters'], 'at least one batter with a share above 0');
  return {
    name: raw.name,
    states,
    pitchers: raw.pitchers.map((p, i) => ({
      name: p.name,
      weight: p.weight,
      outChart: readOutChart(source, ['league', 'pitchers', i, 'outChart'], p.outChart),
    })),
    batters: raw.batters.map((b, i) => ({
      name: b.name,
      weight: b.weight,
      hits: readHits(source, ['league', 'batters', i, 'hits'], b.hits),
      variance: b.variance,
      speed: b.speed,
    })),
  };
}

/**
 * Validates a PBC card set (YAML or JSON). Problems throw an InputError naming file, line and field; a printed Avg or
 * baserunner probability that disagrees with the card's rolls is a warning with both numbers.
 * @example loadPbcCardSet(walkthrough).players[0].hits.totals // => [5, 9, 11]
 */
export function loadPbcCardSet(input: LoadedInput): PbcCardSet {
  const source = input.document();
  return buildCardSet(source, validate(source, cardSet));
}
