import { z } from 'zod';
import type { LoadedInput } from '../../core/input/LoadedInput.ts';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';
import { validate } from '../../core/input/validate.ts';
import type { Position } from '../../core/model/positions.ts';
import { FIELD_POSITIONS, OUTFIELD, PIECEPACK_ID, SUITS, TILE_NAMES, type Suit, type TileValue } from './vocabulary.ts';

/** One team's sheet: the tile value at each of its eight positions, and where it starts in its file. */
export interface PiecepackTeam {
  id: string;
  name: string;
  suits: readonly [Suit, Suit];
  tiles: Readonly<Record<Position, TileValue>>;
  line: number;
}

/** A loaded set of piecepack team sheets. */
export interface PiecepackCardSet {
  game: 'piecepack';
  name: string;
  file: string;
  description?: string;
  /** The MLB season the set's rates are set beside (2016 when the file names none). */
  season?: number;
  teams: PiecepackTeam[];
}

const tileText = z.union([z.string(), z.number().transform(String)]);
const team = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'a lower-case id of letters, digits and dashes' }),
    name: z.string().min(1),
    suits: z.tuple([z.enum(SUITS), z.enum(SUITS)]),
    positions: z.object(Object.fromEntries(FIELD_POSITIONS.map((p) => [p, tileText]))).strict(),
    pitchers: z.tuple([tileText, tileText, tileText]),
  })
  .strict();
const cardSet = z
  .object({
    game: z.literal(PIECEPACK_ID),
    name: z.string(),
    description: z.string().optional(),
    season: z.number().int().optional(),
    teams: z.array(team).min(1),
  })
  .strict();

const VALUE_OF: Readonly<Record<string, TileValue>> = Object.fromEntries(
  Object.entries(TILE_NAMES).flatMap(([value, name]) => [
    [name, Number(value) as TileValue],
    [value, Number(value) as TileValue],
  ]),
);

/** A tile written `<suit> <value>` (`moons 3`, `suns null`, `arms ace`). */
function readTile(
  source: SourceDocument,
  path: (string | number)[],
  text: string,
  suits: readonly Suit[],
): { suit: Suit; value: TileValue } {
  const [suit, value, extra] = text.trim().toLowerCase().split(/\s+/);
  const tileValue = value === undefined ? undefined : VALUE_OF[value];
  if (extra !== undefined || tileValue === undefined || !(SUITS as readonly string[]).includes(suit ?? ''))
    source.fail(path, `a tile as "<suit> <value>", like "${suits[0]} 3" (suits ${SUITS.join(', ')}; null, ace, 2-5)`);
  if (!suits.includes(suit as Suit))
    source.fail(path, `a tile of the team's suits, ${suits.join(' or ')} (got ${suit}: a suit with the wrong count)`);
  return { suit: suit as Suit, value: tileValue };
}

/**
 * Reads a team of two full suits: the pitcher stack is one 5 and the two nulls, the other 5 is out of play, and the
 * eight tiles left (two each of ace-4) hold the positions, no 4 in the outfield. A tile used twice, a tile of a third
 * suit, a null or a 5 at a position or a 4 in the outfield is an InputError at its field.
 */
function readTeam(source: SourceDocument, index: number, raw: z.output<typeof team>): PiecepackTeam {
  const path = ['teams', index];
  const [first, second] = raw.suits;
  if (first === second) source.fail([...path, 'suits', 1], `a second suit, not ${first} again (two full suits)`);
  const used = new Map<string, string>();
  const take = (at: (string | number)[], text: string) => {
    const tile = readTile(source, at, text, raw.suits);
    const key = `${tile.suit} ${tile.value}`;
    const before = used.get(key);
    if (before !== undefined) source.fail(at, `a tile not used before (${key} is at ${before})`);
    used.set(key, at.slice(2).join('.'));
    return tile.value;
  };
  const stack = raw.pitchers.map((text, i) => take([...path, 'pitchers', i], text)).sort();
  if (stack.join() !== '0,0,5')
    source.fail(
      [...path, 'pitchers'],
      `the pitcher stack: one 5 and the two nulls of the team (got ${stack.map((v) => TILE_NAMES[v]).join(', ')})`,
    );
  const tiles = {} as Record<Position, TileValue>;
  for (const position of FIELD_POSITIONS) {
    const at = [...path, 'positions', position];
    const value = take(at, raw.positions[position]!);
    if (value === 0 || value === 5)
      source.fail(at, 'an ace, 2, 3 or 4: the nulls and a 5 are the pitcher stack, the other 5 is out of play');
    if (value === 4 && OUTFIELD.has(position)) source.fail(at, 'a tile other than a 4: a 4 may not play the outfield');
    tiles[position] = value;
  }
  return { id: raw.id, name: raw.name, suits: raw.suits, tiles, line: source.lineOf(path) };
}

/**
 * A piecepack set of team sheets, validated; bad input is an InputError naming the file, line and field.
 * @example loadPiecepackCardSet(input).teams[0].tiles.SS // => 4
 */
export function loadPiecepackCardSet(input: LoadedInput): PiecepackCardSet {
  const source = input.document();
  const parsed = validate(source, cardSet);
  const seen = new Map<string, number>();
  const teams = parsed.teams.map((raw, index) => {
    if (seen.has(raw.id))
      source.fail(['teams', index, 'id'], `a team id not used before (teams[${seen.get(raw.id)}] is "${raw.id}")`);
    seen.set(raw.id, index);
    return readTeam(source, index, raw);
  });
  return {
    game: PIECEPACK_ID,
    name: parsed.name,
    file: source.file,
    ...(parsed.description !== undefined && { description: parsed.description }),
    ...(parsed.season !== undefined && { season: parsed.season }),
    teams,
  };
}
