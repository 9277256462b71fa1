import { z } from 'zod';
import { expandRanges } from '../../core/input/expandRanges.ts';
import type { LoadedInput } from '../../core/input/LoadedInput.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { validate } from '../../core/input/validate.ts';
import { parseBaseOutState, stateIndex } from '../../core/model/baseOut.ts';
import { POSITIONS } from '../../core/model/positions.ts';
import { replayOverrideSchema } from '../../modules/replay/ratings.ts';
import {
  budget,
  build,
  count,
  playerIdentity,
  targets,
  type CardBudget,
  type Targets,
} from '../../core/cards/cardLines.ts';
import {
  ARMS,
  CARD_RESULTS,
  GRADES,
  RANGES,
  SBO_GRADES,
  SPEEDS,
  parseCardResult,
  type CardResult,
  type Grade,
} from './vocabulary.ts';

const column = z.record(
  z.union([z.string(), z.number()]).transform(String),
  z.string().refine((text) => CARD_RESULTS.includes(text), { message: `one of ${CARD_RESULTS.join(', ')}` }),
);
const batting = z.union([z.object({ vsL: column, vsR: column }).strict(), z.object({ all: column }).strict()]);

/** "A+/B": grade for the first two times through the order / from the third time on (starters); "B" for one grade. */
/** Any grade, as a regular expression's alternatives (A+ escaped). */
const GRADE_PATTERN = GRADES.map((g) => g.replace('+', '\\+')).join('|');
const gradeSplit = z.string().regex(new RegExp(`^(${GRADE_PATTERN})(/(${GRADE_PATTERN}))?$`), {
  message: `a grade (${GRADES.join(', ')}) or a starter's split like "A+/B"`,
});
/** "21/99": top of the balk range / top of the wild-pitch range; "--" for none. */
const bkwp = z
  .string()
  .regex(/^(--|\d{1,2})\/(--|\d{1,2})$/, { message: 'a BK/WP rating like "21/99", "--/99" or "--/--"' });
/** The optional SO/BB pitcher rating: which batter rolls turn into a strikeout or a walk. */
export const SO_BB_RATINGS = [
  'SO 55-60, 77',
  'SO 55, 77',
  'SO 77',
  'NC',
  'BB 77',
  'BB 55, 77',
  'BB 55-60, 77',
] as const;
const mip = z.union([
  z.number().int().min(1).max(15),
  z.string().regex(/^\d{1,2}\/\d{1,2}\*$/, { message: 'an MIP like 6, or "5/2*" for a dual-role pitcher' }),
]);

const pitching = z
  .object({
    role: z.enum(['S', 'R', 'C', 'S/R']),
    starts: count.optional(),
    grade: z.object({ home: gradeSplit, away: gradeSplit }).strict(),
    mip,
    bkwp,
    sobb: z.enum(SO_BB_RATINGS).optional(),
    /** Opponents' batting line against him (printed targets for the pitcher). */
    targets: targets.optional(),
    budget: budget.optional(),
  })
  .strict();

const player = z
  .object({
    ...playerIdentity,
    positions: z.array(z.enum(POSITIONS)).min(1),
    speed: z.enum(SPEEDS),
    sbc: z.number().int().min(0).max(99).nullable(),
    sbo: z.enum(SBO_GRADES),
    shc: z.union([z.number().int().min(0).max(99), z.literal('N')]),
    inj: z.string().regex(/^\d{1,2}[A-Z]$/, { message: 'an injury rating like "54C"' }),
    rg: z.enum(RANGES),
    ec: z.number().int().min(0).max(9),
    arm: z.enum(ARMS).optional(),
    ar: z.number().int().min(-20).max(20).optional(),
    /** His own Replay ratings, each in place of what the Replay adapter reads off this card (replay-adapter.yaml). */
    replay: replayOverrideSchema.optional(),
    batting,
    pitching: pitching.optional(),
    targets,
    budget: budget.optional(),
    build: build.optional(),
  })
  .strict();

/** The league a set was built against: what `check` plays its cards against unless told otherwise. */
const league = z
  .object({
    name: z.string(),
    bkwp,
    /** Share of plate appearances that start in each base-out state (`---/0` ... `123/2`). */
    states: z.record(z.string(), z.number().min(0)),
    /** The league's pitching: grade situations by hand, with their share of batters faced. */
    pitchers: z
      .array(z.object({ throws: z.enum(['L', 'R']), grade: z.enum(GRADES), weight: z.number().min(0) }).strict())
      .min(1),
    /** League-average batters by the side they bat from, with their share of plate appearances. */
    batters: z.partialRecord(
      z.enum(['L', 'R']),
      z.object({ weight: z.number().min(0), vsL: column, vsR: column }).strict(),
    ),
  })
  .strict();

/** A printed batting order: nine spots, each a player and where he plays; the pitcher's spot is `{ pos: P }`, no id. */
const lineup = z.array(z.object({ id: z.string().optional(), pos: z.enum([...POSITIONS, 'DH']) }).strict()).length(9);
export type PrintedLineup = z.output<typeof lineup>;

const team = z
  .object({
    name: z.string(),
    defense: z.partialRecord(z.enum(POSITIONS), z.string()).optional(),
    /** Suggested lineups against left- and right-handed starters (one serves for both when the other is missing). */
    lineups: z.object({ vsL: lineup.optional(), vsR: lineup.optional() }).strict().optional(),
    /** Starting rotation in order, bullpen best first, closer: ids; cardlab's staff rule fills what is missing. */
    rotation: z.array(z.string()).min(1).optional(),
    bullpen: z.array(z.string()).optional(),
    closer: z.string().optional(),
  })
  .strict();
export type PineTarTeam = z.output<typeof team>;

const cardSet = z
  .object({
    game: z.literal('pinetar'),
    name: z.string(),
    season: z.number().int().optional(),
    description: z.string().optional(),
    source: z.string().optional(),
    teams: z.record(z.string(), team).optional(),
    league: league.optional(),
    players: z.array(player).min(1),
  })
  .strict();

/** A grade split: the grade the first two times through the order, and from the third time on. */
export interface GradeSplit {
  early: Grade;
  late: Grade;
}

export interface BkWpRating {
  /** Top of the balk range, -1 for none ("--"). */
  balkTop: number;
  /** Top of the wild-pitch range, -1 for none ("--"). */
  wildPitchTop: number;
  text: string;
}

export interface PitchingCard {
  role: 'S' | 'R' | 'C' | 'S/R';
  starts?: number;
  grade: { home: GradeSplit; away: GradeSplit };
  /** Maximum innings as a starter and in relief (the same for single-role pitchers). */
  mip: { starter: number; relief: number };
  bkwp: BkWpRating;
  sobb?: (typeof SO_BB_RATINGS)[number];
  targets?: Targets;
  budget?: CardBudget;
}

/** A Pine Tar player card, validated and with its columns expanded to one result per roll 00-99. */
export interface PineTarCard extends Omit<z.output<typeof player>, 'batting' | 'pitching'> {
  /** Batting column vs left- and right-handed pitchers; the same array twice for a single column. */
  columns: { vsL: CardResult[]; vsR: CardResult[] };
  /** True when the card prints one column for both hands (pitchers, historical seasons). */
  singleColumn: boolean;
  pitching?: PitchingCard;
  /** Line in the card file, for messages. */
  line: number;
}

/** A league a set was built against (see the schema's `league`), parsed. */
export interface PineTarLeague {
  name: string;
  bkwp: BkWpRating;
  /** 24 shares, index outs * 8 + occupancy. */
  states: number[];
  pitchers: { throws: 'L' | 'R'; grade: Grade; weight: number }[];
  batters: Partial<Record<'L' | 'R', { weight: number; vsL: CardResult[]; vsR: CardResult[] }>>;
}

export interface PineTarCardSet {
  game: 'pinetar';
  name: string;
  file: string;
  season?: number;
  description?: string;
  teams: Record<string, PineTarTeam>;
  league?: PineTarLeague;
  players: PineTarCard[];
}

function parseGradeSplit(text: string): GradeSplit {
  const [early, late = early] = text.split('/') as [Grade, Grade?];
  return { early, late };
}

function parseBkWp(text: string): BkWpRating {
  const [balk = '--', wild = '--'] = text.split('/');
  return { balkTop: balk === '--' ? -1 : Number(balk), wildPitchTop: wild === '--' ? -1 : Number(wild), text };
}

function parseMip(value: number | string): { starter: number; relief: number } {
  if (typeof value === 'number') return { starter: value, relief: value };
  const [starter = '1', relief = '1'] = value.replace('*', '').split('/');
  return { starter: Number(starter), relief: Number(relief) };
}

function expandColumn(
  source: SourceDocument,
  path: (string | number)[],
  entries: Record<string, string>,
): CardResult[] {
  return expandRanges(source, path, entries, 0, 99).map((text) => parseCardResult(text)!);
}

/** Builds typed cards from a validated document, checking what the schema cannot (columns, ids, references). */
function buildCardSet(source: SourceDocument, parsed: z.output<typeof cardSet>): PineTarCardSet {
  const seen = new Map<string, number>();
  const players = parsed.players.map((raw, index): PineTarCard => {
    const path = ['players', index];
    if (seen.has(raw.id))
      source.fail([...path, 'id'], `an id not used before (players[${seen.get(raw.id)}] is "${raw.id}")`);
    seen.set(raw.id, index);
    const { batting: columns, pitching: rawPitching, ...ratings } = raw;
    const expanded =
      'all' in columns
        ? { vsL: expandColumn(source, [...path, 'batting', 'all'], columns.all), vsR: [] as CardResult[] }
        : {
            vsL: expandColumn(source, [...path, 'batting', 'vsL'], columns.vsL),
            vsR: expandColumn(source, [...path, 'batting', 'vsR'], columns.vsR),
          };
    if ('all' in columns) expanded.vsR = expanded.vsL;
    if (rawPitching && !raw.positions.includes('P'))
      source.fail([...path, 'positions'], 'P among the positions of a player with a pitching card');
    if (rawPitching) {
      const bk = parseBkWp(rawPitching.bkwp);
      if (bk.balkTop >= 0 && bk.wildPitchTop >= 0 && bk.wildPitchTop <= bk.balkTop) {
        source.fail([...path, 'pitching', 'bkwp'], `a wild-pitch top above the balk top (got "${rawPitching.bkwp}")`);
      }
    }
    return {
      ...ratings,
      columns: expanded,
      singleColumn: 'all' in columns,
      line: source.lineOf(path),
      ...(rawPitching && {
        pitching: {
          role: rawPitching.role,
          ...(rawPitching.starts !== undefined && { starts: rawPitching.starts }),
          grade: { home: parseGradeSplit(rawPitching.grade.home), away: parseGradeSplit(rawPitching.grade.away) },
          mip: parseMip(rawPitching.mip),
          bkwp: parseBkWp(rawPitching.bkwp),
          ...(rawPitching.sobb && { sobb: rawPitching.sobb }),
          ...(rawPitching.targets && { targets: rawPitching.targets }),
          ...(rawPitching.budget && { budget: rawPitching.budget }),
        },
      }),
    };
  });
  const teams = parsed.teams ?? {};
  for (const [code, info] of Object.entries(teams)) {
    for (const [position, id] of Object.entries(info.defense ?? {})) {
      if (!seen.has(id))
        source.fail(['teams', code, 'defense', position], `the id of a player in this set (no player "${id}")`);
    }
    checkTeamPlan(source, code, info, (id) => players[seen.get(id) ?? -1]);
  }
  return {
    game: 'pinetar',
    name: parsed.name,
    file: source.file,
    ...(parsed.season !== undefined && { season: parsed.season }),
    ...(parsed.description !== undefined && { description: parsed.description }),
    teams,
    ...(parsed.league && { league: parseLeague(source, parsed.league) }),
    players,
  };
}

/** A team's lineups and staff name its own players, each spot rightly filled. */
function checkTeamPlan(
  source: SourceDocument,
  code: string,
  info: PineTarTeam,
  card: (id: string) => PineTarCard | undefined,
): void {
  const own = (path: (string | number)[], id: string, pitcher: boolean) => {
    const player = card(id);
    if (!player || player.team !== code)
      source.fail(path, `the id of a ${code} player in this set (no ${code} player "${id}")`);
    if (pitcher && !player.pitching) source.fail(path, `a pitcher (${player.name} has no pitching card)`);
  };
  for (const split of ['vsL', 'vsR'] as const) {
    const spots = info.lineups?.[split];
    if (!spots) continue;
    const used = new Set<string>();
    spots.forEach((spot, i) => {
      const path = ['teams', code, 'lineups', split, i];
      if (used.has(spot.pos)) source.fail([...path, 'pos'], `a position not already in this lineup (${spot.pos} is)`);
      used.add(spot.pos);
      if (spot.pos === 'P' && spot.id !== undefined)
        source.fail([...path, 'id'], "no id on the pitcher's spot (whoever pitches bats there)");
      if (spot.pos !== 'P' && spot.id === undefined)
        source.fail([...path, 'id'], `the id of the player who plays ${spot.pos}`);
      if (spot.id !== undefined) {
        if (used.has(`#${spot.id}`))
          source.fail([...path, 'id'], `a player not already in this lineup ("${spot.id}" is)`);
        used.add(`#${spot.id}`);
        own([...path, 'id'], spot.id, false);
      }
    });
    if (used.has('P') === used.has('DH'))
      source.fail(['teams', code, 'lineups', split], "a pitcher's spot (pos P) or a DH, not both or neither");
  }
  info.rotation?.forEach((id, i) => own(['teams', code, 'rotation', i], id, true));
  info.bullpen?.forEach((id, i) => own(['teams', code, 'bullpen', i], id, true));
  if (info.closer !== undefined) own(['teams', code, 'closer'], info.closer, true);
}

function parseLeague(source: SourceDocument, raw: z.output<typeof league>): PineTarLeague {
  const states = new Array<number>(24).fill(0);
  for (const [key, share] of Object.entries(raw.states)) {
    let state;
    try {
      state = parseBaseOutState(key);
    } catch {
      source.fail(['league', 'states', key], "a base-out state like '1-3/1'");
    }
    states[stateIndex(state)] = share;
  }
  const batters: PineTarLeague['batters'] = {};
  for (const side of ['L', 'R'] as const) {
    const b = raw.batters[side];
    if (b)
      batters[side] = {
        weight: b.weight,
        vsL: expandColumn(source, ['league', 'batters', side, 'vsL'], b.vsL),
        vsR: expandColumn(source, ['league', 'batters', side, 'vsR'], b.vsR),
      };
  }
  return { name: raw.name, bkwp: parseBkWp(raw.bkwp), states, pitchers: raw.pitchers, batters };
}

/**
 * Validates a Pine Tar card set (YAML or JSON). Problems throw an InputError naming file, line and field.
 * @example loadPineTarCardSet(walkthrough).players.length // => 22
 */
export function loadPineTarCardSet(input: LoadedInput): PineTarCardSet {
  const source = input.document();
  return buildCardSet(source, validate(source, cardSet));
}
