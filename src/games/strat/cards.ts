import { z } from 'zod';
import { parseRangeKey } from '../../core/input/expandRanges.ts';
import { InputError } from '../../core/input/InputError.ts';
import type { LoadedInput } from '../../core/input/LoadedInput.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import type { StateMix } from '../../core/GameSystem.ts';
import { validate } from '../../core/input/validate.ts';
import { POSITIONS, type Position } from '../../core/model/positions.ts';
import {
  budget,
  build,
  leagueStateMix,
  playerIdentity,
  targets,
  type CannotFitNotes,
  type CardBudget,
  type Targets,
} from '../../core/cards/cardLines.ts';
import { replayOverrideSchema, type ReplayOverride } from '../../modules/replay/ratings.ts';
import { parkCardOf, type ParkCard } from './park.ts';
import { parseReading, STRAT_ID, type Reading } from './vocabulary.ts';

/** A printed column: the reading on each 2d6 total, index 2-12. */
export type StratColumn = readonly Reading[];
/** One side of a card against one hand: three columns (1-3 on a batter's card, 4-6 on a pitcher's). */
export type CardSide = readonly [StratColumn, StratColumn, StratColumn];

/**
 * A fielder's ratings at one position: range 1-5, e-rating, and arm (outfielders, catchers); a catcher's PB and T too.
 */
export interface FieldingRating {
  range: number;
  error: number;
  arm?: number;
  /** Catcher: passed ball on a d20 at or under it. */
  pb?: number;
  /** Catcher: throwing error on a d20 at or under it after a steal on a 1-3. */
  t?: number;
}

/** The supplementary stealing line, e.g. `*8-10/11,12 (19-14)`. */
export interface StealRating {
  /** `*`: with the runner not held, no lead roll is needed to steal second. */
  auto: boolean;
  /** 2d6 totals that get a good lead. */
  lead: readonly number[];
  /** 2d6 totals that are out stealing. */
  out: readonly number[];
  /** Safe chances on the d20 with a good lead and without one. */
  first: number;
  second: number;
  text: string;
}

export interface StratPitching {
  /**
   * Starter's endurance (the inning his point of weakness may come), relief endurance, closer endurance (N: never a
   * closer).
   */
  starter?: number;
  relief?: number;
  closer?: number | 'N';
  /**
   * Games he started in the season the card is built from: not a rating of the game, but how a season of cardlab uses
   * him (his rotation turn and his starts' length). Absent, a starter's batters faced stand in.
   */
  starts?: number;
  hold: number;
  balk: number;
  wp: number;
  /** The pitcher's hitting card he bats with, where he has no batting card of his own. */
  hittingCard?: number;
  columns: { vsL: CardSide; vsR: CardSide };
  targets?: Targets;
  budget?: CardBudget;
}

/** A Strat player card, validated, with every reading parsed. */
export interface StratCard {
  id: string;
  name: string;
  team: string;
  bats: 'L' | 'R' | 'S';
  throws: 'L' | 'R';
  fielding: Partial<Record<Position, FieldingRating>>;
  running: number;
  stealing?: StealRating;
  bunting: RatingGrade;
  hitAndRun: RatingGrade;
  power: { vsL: 'N' | 'W'; vsR: 'N' | 'W' };
  /** Batting columns 1-3 against each hand; absent for a pitcher who bats with a pitcher's hitting card. */
  batting?: { vsL: CardSide; vsR: CardSide };
  pitching?: StratPitching;
  /** His real season line, where the card prints one. */
  targets?: Targets;
  budget?: CardBudget;
  /** What its builder notes it cannot carry of its lines (`build.cannotFit`). */
  cannotFit?: CannotFitNotes;
  /** His own Replay ratings, each in place of what the Replay adapter reads off his card (replayAdapter.ts). */
  replay?: ReplayOverride;
  line: number;
}

export const RATING_GRADES = ['A', 'B', 'C', 'D'] as const;
/** A bunting or hit-and-run rating, A (best) to D. */
export type RatingGrade = (typeof RATING_GRADES)[number];

export interface StratTeam {
  name: string;
  /** The team's home park: an id among the set's parks, else the neutral park. */
  park?: string;
  defense?: Partial<Record<Position, string>>;
}

/**
 * The league a built set was made against (`cardlab build strat`): its start states, and its average pitcher of each
 * hand (columns 4-6) and average batter of each side (columns 1-3), with their shares of plate appearances. They play
 * with league fielders and pitching ratings in the neutral park.
 */
export interface StratLeagueCards {
  name: string;
  states: StateMix;
  pitchers: Record<'L' | 'R', { weight: number; columns: { vsL: CardSide; vsR: CardSide } }>;
  batters: Record<'L' | 'R', { weight: number; batting: { vsL: CardSide; vsR: CardSide } }>;
}

export interface StratCardSet {
  game: 'strat';
  name: string;
  file: string;
  season?: number;
  description?: string;
  teams: Record<string, StratTeam>;
  parks: Record<string, ParkCard>;
  pitcherHitting: Record<string, { vsL: CardSide; vsR: CardSide }>;
  league?: StratLeagueCards;
  players: StratCard[];
}

const rowKey = z.union([z.string(), z.number()]).transform(String);
const column = z.record(rowKey, z.string());
const side = z.record(rowKey, column);
const columns = z.object({ vsL: side, vsR: side }).strict();
const power = z.enum(['N', 'W']);
const fielding = z
  .object({
    range: z.number().int().min(1).max(5),
    error: z.number().int().min(0),
    arm: z.number().int().min(-6).max(6).optional(),
    pb: z.number().int().min(0).max(20).optional(),
    t: z.number().int().min(0).max(20).optional(),
  })
  .strict();
const pitching = z
  .object({
    starter: z.number().int().min(1).max(9).optional(),
    relief: z.number().int().min(1).max(4).optional(),
    closer: z.union([z.number().int().min(0).max(6), z.literal('N')]).optional(),
    starts: z.number().int().min(0).optional(),
    hold: z.number().int().min(-5).max(9),
    balk: z.number().int().min(0).max(20),
    wp: z.number().int().min(0).max(20),
    hittingCard: z.number().int().min(1).optional(),
    columns,
    targets: targets.optional(),
    budget: budget.optional(),
  })
  .strict();
const player = z
  .object({
    ...playerIdentity,
    fielding: z.partialRecord(z.enum(POSITIONS), fielding),
    running: z.number().int().min(1).max(20),
    stealing: z.string().optional(),
    bunting: z.enum(RATING_GRADES),
    hitAndRun: z.enum(RATING_GRADES),
    power: z.union([power, z.object({ vsL: power, vsR: power }).strict()]).optional(),
    batting: columns.optional(),
    pitching: pitching.optional(),
    targets: targets.optional(),
    budget: budget.optional(),
    build: build.optional(),
    replay: replayOverrideSchema.optional(),
  })
  .strict();
const park = z
  .object({
    park: z.string(),
    name: z.string(),
    source: z.string().optional(),
    chosen: z.string().optional(),
    homeRuns: z.object({ L: z.string(), R: z.string() }).strict(),
    singles: z.object({ L: z.string(), R: z.string() }).strict(),
  })
  .strict();
const team = z
  .object({
    name: z.string(),
    park: z.string().optional(),
    defense: z.partialRecord(z.enum(POSITIONS), z.string()).optional(),
  })
  .strict();
const hands = <T extends z.ZodType>(entry: T) => z.object({ L: entry, R: entry }).strict();
const leagueBlock = z
  .object({
    name: z.string(),
    states: z.record(z.string(), z.number().min(0)),
    pitchers: hands(z.object({ weight: z.number().min(0), columns }).strict()),
    batters: hands(z.object({ weight: z.number().min(0), batting: columns }).strict()),
  })
  .strict();
const cardSet = z
  .object({
    game: z.literal(STRAT_ID),
    name: z.string(),
    season: z.number().int().optional(),
    description: z.string().optional(),
    source: z.string().optional(),
    teams: z.record(z.string(), team).optional(),
    parks: z.array(park).optional(),
    pitcherHitting: z.record(rowKey, columns).optional(),
    league: leagueBlock.optional(),
    players: z.array(player).min(1),
  })
  .strict();

/**
 * Reads the supplementary stealing line (`-` for no totals).
 * @example
 * parseStealRating('*8-10/11,12 (19-14)') // => { auto: true, lead: [8, 9, 10], out: [11, 12], first: 19, second: 14,
 * ... }
 */
export function parseStealRating(text: string): StealRating | undefined {
  const match = /^(\*?)\s*([\d,\s-]*)\/([\d,\s-]*)\((\d{1,2})-(\d{1,2})\)$/.exec(text.trim());
  if (!match) return undefined;
  const totals = (list: string): number[] | undefined => {
    const out: number[] = [];
    if (list.trim() === '-') return out; // none
    for (const piece of list
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const range = parseRangeKey(piece);
      if (!range || range[0] < 2 || range[1] > 12) return undefined;
      for (let t = range[0]; t <= range[1]; t++) out.push(t);
    }
    return out;
  };
  const lead = totals(match[2]!);
  const out = totals(match[3]!);
  if (!lead || !out || lead.some((t) => out.includes(t))) return undefined;
  return { auto: match[1] === '*', lead, out, first: Number(match[4]), second: Number(match[5]), text: text.trim() };
}

function parseColumn(
  source: SourceDocument,
  path: (string | number)[],
  raw: Record<string, string>,
  pitcherCard: boolean,
): StratColumn {
  const readings: Reading[] = [];
  for (const [key, text] of Object.entries(raw)) {
    const rows = parseRangeKey(key);
    if (!rows || rows[0] < 2 || rows[1] > 12)
      source.fail([...path, key], `a 2d6 total or range of totals within 2-12 (got "${key}")`);
    const reading = parseReading(text);
    if (typeof reading === 'string') source.fail([...path, key], reading);
    if (!pitcherCard && reading.parts.some((part) => part.pow))
      source.fail([...path, key], "no POW dot on a batting card (the dot marks a pitcher's outs)");
    for (let total = rows[0]; total <= rows[1]; total++) {
      if (readings[total]) source.fail([...path, key], `each total once (${total} is listed twice)`);
      readings[total] = reading;
    }
  }
  for (let total = 2; total <= 12; total++)
    if (!readings[total]) source.fail(path, `a reading for every total 2-12 (missing ${total})`);
  return readings;
}

function parseSide(
  source: SourceDocument,
  path: (string | number)[],
  raw: Record<string, Record<string, string>>,
  numbers: readonly [number, number, number],
): CardSide {
  const extra = Object.keys(raw).filter((key) => !numbers.map(String).includes(key));
  if (extra.length) source.fail([...path, extra[0]!], `columns ${numbers.join(', ')} only`);
  return numbers.map((n) => {
    const rows = raw[String(n)];
    if (!rows) source.fail(path, `column ${n}`);
    return parseColumn(source, [...path, String(n)], rows, numbers[0] === 4);
  }) as unknown as CardSide;
}

const BATTER_COLUMNS = [1, 2, 3] as const;
const PITCHER_COLUMNS = [4, 5, 6] as const;

function sides(
  source: SourceDocument,
  path: (string | number)[],
  raw: z.output<typeof columns>,
  numbers: readonly [number, number, number],
): { vsL: CardSide; vsR: CardSide } {
  return {
    vsL: parseSide(source, [...path, 'vsL'], raw.vsL, numbers),
    vsR: parseSide(source, [...path, 'vsR'], raw.vsR, numbers),
  };
}

function buildCardSet(source: SourceDocument, parsed: z.output<typeof cardSet>): StratCardSet {
  const parks: Record<string, ParkCard> = {};
  parsed.parks?.forEach((raw, i) => {
    if (parks[raw.park]) source.fail(['parks', i, 'park'], `a park id not used before ("${raw.park}" is)`);
    parks[raw.park] = parkCardOf(source, ['parks', i], raw);
  });
  const pitcherHitting: StratCardSet['pitcherHitting'] = {};
  for (const [number, raw] of Object.entries(parsed.pitcherHitting ?? {}))
    pitcherHitting[number] = sides(source, ['pitcherHitting', number], raw, BATTER_COLUMNS);
  const seen = new Map<string, number>();
  const players = parsed.players.map((raw, index): StratCard => {
    const path = ['players', index];
    if (seen.has(raw.id))
      source.fail([...path, 'id'], `an id not used before (players[${seen.get(raw.id)}] is "${raw.id}")`);
    seen.set(raw.id, index);
    for (const [position, rating] of Object.entries(raw.fielding) as [Position, FieldingRating][]) {
      if (rating.arm !== undefined && !['LF', 'CF', 'RF', 'C'].includes(position))
        source.fail([...path, 'fielding', position, 'arm'], 'an arm on outfielders and catchers only');
      if ((rating.pb !== undefined || rating.t !== undefined) && position !== 'C')
        source.fail([...path, 'fielding', position], 'PB and T ratings on catchers only');
    }
    const stealing = raw.stealing === undefined || raw.stealing === '-' ? undefined : parseStealRating(raw.stealing);
    if (raw.stealing !== undefined && raw.stealing !== '-' && !stealing)
      source.fail(
        [...path, 'stealing'],
        'a stealing line like "*8-10/11,12 (19-14)" (lead totals / out totals (safe with lead-safe without)), or "-"',
      );
    if (raw.pitching && !raw.fielding.P)
      source.fail([...path, 'fielding'], 'a P rating for a player with a pitching card');
    if (!raw.batting && !raw.pitching)
      source.fail(path, "batting columns (a pitcher may bat with a pitcher's hitting card instead)");
    if (
      !raw.batting &&
      raw.pitching &&
      (raw.pitching.hittingCard === undefined || !pitcherHitting[String(raw.pitching.hittingCard)])
    ) {
      source.fail(
        [...path, 'pitching', 'hittingCard'],
        "the number of a pitcher's hitting card in this set's pitcherHitting (he has no batting columns)",
      );
    }
    const powerBySide =
      raw.power === undefined
        ? { vsL: 'N' as const, vsR: 'N' as const }
        : typeof raw.power === 'string'
          ? { vsL: raw.power, vsR: raw.power }
          : raw.power;
    const {
      pitching: rawPitching,
      batting: rawBatting,
      stealing: _line,
      power: _power,
      build: rawBuild,
      ...ratings
    } = raw;
    return {
      ...ratings,
      ...(rawBuild?.cannotFit && { cannotFit: rawBuild.cannotFit }),
      power: powerBySide,
      ...(stealing && { stealing }),
      ...(rawBatting && { batting: sides(source, [...path, 'batting'], rawBatting, BATTER_COLUMNS) }),
      ...(rawPitching && {
        pitching: {
          ...rawPitching,
          columns: sides(source, [...path, 'pitching', 'columns'], rawPitching.columns, PITCHER_COLUMNS),
        },
      }),
      line: source.lineOf(path),
    } as StratCard;
  });
  const teams = parsed.teams ?? {};
  for (const [code, info] of Object.entries(teams)) {
    if (info.park !== undefined && !parks[info.park])
      source.fail(['teams', code, 'park'], `the id of a park in this set's parks (no park "${info.park}")`);
    for (const [position, id] of Object.entries(info.defense ?? {})) {
      const card = players[seen.get(id) ?? -1];
      if (!card || card.team !== code)
        source.fail(
          ['teams', code, 'defense', position],
          `the id of a ${code} player in this set (no ${code} player "${id}")`,
        );
    }
  }
  const league = parsed.league && leagueCards(source, parsed.league);
  return {
    game: STRAT_ID,
    name: parsed.name,
    file: source.file,
    ...(parsed.season !== undefined && { season: parsed.season }),
    ...(parsed.description !== undefined && { description: parsed.description }),
    teams,
    parks,
    pitcherHitting,
    ...(league && { league }),
    players,
  };
}

function leagueCards(source: SourceDocument, raw: z.output<typeof leagueBlock>): StratLeagueCards {
  const states = leagueStateMix(source, raw.states);
  for (const group of ['pitchers', 'batters'] as const) {
    if (raw[group].L.weight + raw[group].R.weight <= 0)
      source.fail(['league', group, 'L', 'weight'], `a share above 0 for L or R ${group} (both are 0)`);
  }
  const pitcher = (hand: 'L' | 'R') => ({
    weight: raw.pitchers[hand].weight,
    columns: sides(source, ['league', 'pitchers', hand, 'columns'], raw.pitchers[hand].columns, PITCHER_COLUMNS),
  });
  const batter = (side: 'L' | 'R') => ({
    weight: raw.batters[side].weight,
    batting: sides(source, ['league', 'batters', side, 'batting'], raw.batters[side].batting, BATTER_COLUMNS),
  });
  return {
    name: raw.name,
    states,
    pitchers: { L: pitcher('L'), R: pitcher('R') },
    batters: { L: batter('L'), R: batter('R') },
  };
}

/**
 * Validates a Strat card set (YAML or JSON). Problems throw an InputError naming file, line and field. E-ratings
 * are checked against the fielding chart when the set meets its tables ({@link assertChartCovers}).
 * @example loadStratCardSet(walkthrough).players[0].name // => 'Juan Gonzalez'
 */
export function loadStratCardSet(input: LoadedInput): StratCardSet {
  const source = input.document();
  return buildCardSet(source, validate(source, cardSet));
}

/**
 * Every e-rating of a set has a row in the fielding chart in use (a user's chart may chart fewer); otherwise an
 * InputError names the card's file, line and field.
 */
export function assertChartCovers(set: StratCardSet, errorRows: Readonly<Record<Position, readonly unknown[]>>): void {
  const problems = set.players.flatMap((card) =>
    (Object.entries(card.fielding) as [Position, FieldingRating][])
      .filter(([position, rating]) => rating.error >= errorRows[position].length)
      .map(([position, rating]) => ({
        file: set.file,
        line: card.line,
        field: `players(${card.id}).fielding.${position}.error`,
        expected:
          `an e-rating the ${position} fielding chart has ` +
          `(0-${errorRows[position].length - 1}; got ${rating.error})`,
      })),
  );
  if (problems.length) throw new InputError(problems);
}

/**
 * The schema of a pitcher's columns against each hand, for tables that print a pitcher's card (the emergency pitcher).
 */
export const pitcherColumnsSchema = columns;

/** A pitcher's columns 4-6 against each hand from a table, parsed as a card's are. */
export const pitcherSides = (
  source: SourceDocument,
  path: (string | number)[],
  raw: z.output<typeof columns>,
): { vsL: CardSide; vsR: CardSide } => sides(source, path, raw, PITCHER_COLUMNS);
