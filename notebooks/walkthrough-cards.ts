/**
 * Writes cards/pinetar/walkthrough.yaml: the Cubs and Cleveland players of the Pine Tar manual's walk-through, with
 * columns made from their real 2016 platoon splits and the ranges the manual states pinned in place.
 *
 * Run: npx tsx notebooks/walkthrough-cards.ts
 *
 * Columns are laid out the way the manual's cards read from 00 up: HR, 3B, 2B, 1B, BB, HBP, SO, ground outs, fly outs,
 * line outs, then ROE/PO, ROE/LO and BK/WP on 97, 98, 99. Each range is the split's rate per PA times 100, rounded by
 * largest remainder (the "naive" way; the calibrated builder of a later issue does better). Ratings the data cannot
 * give (speed, range, error chance, arms) follow the manual where it speaks (Rizzo is slow, Arrieta A+/B away, the
 * Cleveland starter a right-handed C at home) and otherwise the players' 2016 reputations, as noted per player.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { outShares } from '../src/games/pinetar/build/layout.ts';
import { EC_BY_POSITION, injuryRating, sboRating, shcRating } from '../src/games/pinetar/build/ratings.ts';

type Row = Record<string, string>;

function readCsv(file: string): Row[] {
  const [header, ...lines] = readFileSync(new URL(`../cards/sources/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n');
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i]!, value])));
}

const batting = readCsv('batting_2016.csv');
const battingSplits = readCsv('batting_platoon_2016.csv');
const pitching = readCsv('pitching_2016.csv');
const opponents = readCsv('pitching_opponent_2016.csv');
const pitchingSplits = readCsv('pitching_platoon_2016.csv');
const n = (row: Row | undefined, field: string): number => Number(row?.[field] ?? 0) || 0;

interface Line {
  PA: number;
  AB: number;
  H: number;
  '2B': number;
  '3B': number;
  HR: number;
  BB: number;
  IBB: number;
  HBP: number;
  SO: number;
  SF: number;
  SH: number;
  AVG?: number;
  OBP?: number;
  SLG?: number;
}

function line(row: Row, pa = n(row, 'PA') || n(row, 'PA_est')): Line {
  const out: Line = {
    PA: pa,
    AB: n(row, 'AB'),
    H: n(row, 'H'),
    '2B': n(row, '2B'),
    '3B': n(row, '3B'),
    HR: n(row, 'HR'),
    BB: n(row, 'BB'),
    IBB: n(row, 'IBB'),
    HBP: n(row, 'HBP'),
    SO: n(row, 'SO'),
    SF: n(row, 'SF'),
    SH: n(row, 'SH'),
  };
  const ab = out.AB;
  if (ab > 0) {
    const round = (x: number) => Math.round(x * 1000) / 1000;
    out.AVG = round(out.H / ab);
    out.OBP = round((out.H + out.BB + out.HBP) / (ab + out.BB + out.HBP + out.SF));
    out.SLG = round((out.H + out['2B'] + 2 * out['3B'] + 3 * out.HR) / ab);
  }
  return out;
}

/** Largest-remainder rounding of shares to whole rolls. */
function toRolls(shares: [string, number][], rolls: number): [string, number][] {
  const total = shares.reduce((s, [, x]) => s + x, 0);
  const exact = shares.map(([k, x]) => [k, (x / total) * rolls] as [string, number]);
  const whole = exact.map(([k, x]) => [k, Math.floor(x)] as [string, number]);
  let left = rolls - whole.reduce((s, [, x]) => s + x, 0);
  const order = exact.map(([, x], i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r);
  for (const { i } of order) if (left-- > 0) whole[i]![1]++;
  return whole;
}

/** A 97-roll column (00-96) from a line, then ROE/PO, ROE/LO, BK/WP. */
function column(l: Line, side: 'L' | 'R'): [string, number][] {
  const single = l.H - l['2B'] - l['3B'] - l.HR;
  const outs = l.AB - l.H - l.SO + l.SF + l.SH;
  const events: [string, number][] = [
    ['HR', l.HR],
    ['3B', l['3B']],
    ['2B', l['2B']],
    ['1B', single],
    ['BB', l.BB],
    ['HBP', l.HBP],
    ['SO', l.SO],
  ];
  const outParts = outShares(side).map(([k, x]) => [k, (x / 100) * outs] as [string, number]);
  return [
    ...toRolls([...events, ...outParts], 97).filter(([, c]) => c > 0),
    ['ROE/PO', 1],
    ['ROE/LO', 1],
    ['BK/WP', 1],
  ];
}

/** Range keys in roll order (a Map, because a JS object would put keys like "36" first). */
function ranges(parts: [string, number][]): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  for (const [result, count] of parts) {
    const key =
      count === 1
        ? String(at).padStart(2, '0')
        : `${String(at).padStart(2, '0')}-${String(at + count - 1).padStart(2, '0')}`;
    out.set(key, result);
    at += count;
  }
  if (at !== 100) throw new Error(`column covers ${at} rolls`);
  return out;
}

/** Moves `count` rolls from one result to another in a column (to pin a range the manual states). */
function shift(parts: [string, number][], from: string, to: string, count: number): void {
  const a = parts.find(([k]) => k === from)!;
  const b = parts.find(([k]) => k === to)!;
  a[1] -= count;
  b[1] += count;
}

function resultAt(parts: [string, number][], roll: number): string {
  let at = 0;
  for (const [result, count] of parts) {
    if (roll < at + count) return result;
    at += count;
  }
  return '';
}

interface Extra {
  speed: 'S' | 'M' | 'F';
  positions: string[];
  rg?: 'pos' | 'neu' | 'neg';
  arm?: 'W' | 'A' | 'E';
  ar?: number;
  /** Ranges the manual states: roll -> result on the vs-RHP column, applied by shifting rolls between neighbours. */
  pins?: {
    shifts: [string, string, number][];
    checks: [number, string][];
    exact?: [string, number, number];
    first?: string;
  };
}

const HITTERS: Record<string, Extra> = {
  // Cubs. The walk-through's batters: Rizzo 14 = 1B (slow), Zobrist 1B range 8-20 vs RHP, Soler 78-80 FO-RF,
  // Russell 68 = GO-SS, Montero 15 = 1B, Baez 34 = SO.
  rizzoan01: { speed: 'S', positions: ['1B'], rg: 'pos', pins: { shifts: [], checks: [[14, '1B']] } },
  zobribe01: {
    speed: 'M',
    positions: ['2B', 'LF', 'RF'],
    pins: {
      shifts: [
        ['BB', '1B', 1],
        ['1B', '2B', 1],
      ],
      checks: [[16, '1B']],
      exact: ['1B', 8, 20],
    },
  },
  solerjo01: {
    speed: 'S',
    positions: ['LF', 'RF'],
    arm: 'W',
    rg: 'neg',
    pins: {
      first: 'FO-RF',
      shifts: [
        ['FO-LF', 'GO-P', 1],
        ['FO-RF', 'FO-LF', 1],
      ],
      checks: [],
      exact: ['FO-RF', 78, 80],
    },
  },
  russead02: {
    speed: 'M',
    positions: ['SS'],
    rg: 'pos',
    pins: { first: 'GO-2B', shifts: [], checks: [[68, 'GO-SS']] },
  },
  montemi01: { speed: 'S', positions: ['C'], ar: 6, pins: { shifts: [], checks: [[15, '1B']] } },
  baezja01: { speed: 'F', positions: ['2B', '3B', 'SS'], rg: 'pos', pins: { shifts: [], checks: [[34, 'SO']] } },
  bryankr01: { speed: 'M', positions: ['3B', 'LF'] },
  heywaja01: { speed: 'M', positions: ['RF', 'CF'], rg: 'pos', arm: 'E' },
  fowlede01: { speed: 'F', positions: ['CF'], arm: 'A' },
  // Cleveland.
  santaca01: { speed: 'S', positions: ['1B'] },
  kipnija01: { speed: 'M', positions: ['2B'] },
  lindofr01: { speed: 'F', positions: ['SS'], rg: 'pos' },
  napolmi01: { speed: 'S', positions: ['1B'], rg: 'neg' },
  ramirjo01: { speed: 'F', positions: ['3B', 'LF'] },
  chiselo01: { speed: 'M', positions: ['RF'], arm: 'A' },
  davisra01: { speed: 'F', positions: ['LF', 'CF'], arm: 'W' },
  naquity01: { speed: 'M', positions: ['CF'], arm: 'A', rg: 'neg' },
  perezro02: { speed: 'S', positions: ['C'], ar: -6, rg: 'pos' },
};

interface PitcherExtra {
  role: 'S' | 'R';
  grade: { home: string; away: string };
  note: string;
}

const PITCHERS: Record<string, PitcherExtra> = {
  arrieja01: {
    role: 'S',
    grade: { home: 'A+/B', away: 'A+/B' },
    note: "Figure A: Arrieta's away grade is A+/B, MIP 6, 31 starts.",
  },
  lestejo01: { role: 'S', grade: { home: 'A/B', away: 'A/B' }, note: 'Opponents hit .211/.267/.322 in 2016.' },
  klubeco01: { role: 'S', grade: { home: 'A/B', away: 'A/B' }, note: 'Opponents hit .216/.266/.345 in 2016.' },
  bauertr01: {
    role: 'S',
    grade: { home: 'C/D', away: 'C/D' },
    note: "The walk-through's Cleveland starter: a right-handed grade C at home.",
  },
};

/** A generic pitcher's batting line (2016 pitchers hit about .132/.160/.170), for pitchers with under 30 PA. */
const PITCHER_BATTING: Line = {
  PA: 100,
  AB: 88,
  H: 12,
  '2B': 2,
  '3B': 0,
  HR: 1,
  BB: 4,
  IBB: 0,
  HBP: 0,
  SO: 38,
  SF: 0,
  SH: 8,
};

/** SBO, SHC and INJ by the card builder's rules; SBC as this set was first printed (capped at 99, no floor). */
function running(row: Row) {
  const attempts = n(row, 'SB') + n(row, 'CS');
  const line = {
    G: n(row, 'G'),
    SB: n(row, 'SB'),
    CS: n(row, 'CS'),
    singles: n(row, 'H') - n(row, 'HR') - n(row, '2B') - n(row, '3B'),
    walks: n(row, 'BB') + n(row, 'HBP'),
    doubles: n(row, '2B'),
    triples: n(row, '3B'),
    SH: n(row, 'SH'),
  };
  return {
    sbc: attempts > 0 ? Math.min(99, Math.round((100 * (n(row, 'SB') + 1)) / (attempts + 2))) : null,
    sbo: sboRating(line),
    shc: shcRating(line),
    inj: injuryRating(line.G),
  };
}

const bats = (b: string) => (b === 'B' ? 'S' : b);
const split = (retro: string, hand: 'L' | 'R') =>
  battingSplits.find((r) => r.retroID === retro && r.vs_pit_hand === hand);

function hitterCard(id: string, extra: Extra) {
  const row = batting.find((r) => r.playerID === id)!;
  const name = `${row.nameFirst} ${row.nameLast}`;
  const vsL = line(split(row.retroID!, 'L')!);
  const vsR = line(split(row.retroID!, 'R')!);
  const side = (hand: 'L' | 'R') => (row.bats === 'B' ? (hand === 'L' ? 'R' : 'L') : (row.bats as 'L' | 'R'));
  const colL = column(vsL, side('L'));
  const colR = column(vsR, side('R'));
  if (extra.pins?.first) {
    // Put one result first among its kind (GO- or FO-), as the printed card must have it.
    const moved = extra.pins.first;
    const at = colR.findIndex(([k]) => k === moved);
    const firstOfKind = colR.findIndex(([k]) => k.slice(0, 3) === moved.slice(0, 3));
    colR.splice(firstOfKind, 0, ...colR.splice(at, 1));
  }
  for (const [from, to, count] of extra.pins?.shifts ?? []) shift(colR, from, to, count);
  if (extra.pins?.exact) {
    const [result, low, high] = extra.pins.exact;
    if (
      resultAt(colR, low) !== result ||
      resultAt(colR, high) !== result ||
      resultAt(colR, low - 1) === result ||
      resultAt(colR, high + 1) === result
    ) {
      throw new Error(`${name}: vs-RHP ${result} range is not ${low}-${high}: ${JSON.stringify([...ranges(colR)])}`);
    }
  }
  for (const [roll, result] of extra.pins?.checks ?? []) {
    if (resultAt(colR, roll) !== result)
      throw new Error(
        `${name}: vs-RHP roll ${roll} is ${resultAt(colR, roll)}, the ` +
          `manual says ${result}: ${JSON.stringify([...ranges(colR)])}`,
      );
  }
  const primary = extra.positions[0]!;
  return {
    id: row.nameLast!.toLowerCase().replace(/[^a-z]/g, ''),
    name,
    team: row.teamID,
    bats: bats(row.bats!),
    throws: row.throws,
    positions: extra.positions,
    speed: extra.speed,
    ...running(row),
    rg: extra.rg ?? 'neu',
    ec: EC_BY_POSITION[primary],
    ...(extra.arm && { arm: extra.arm }),
    ...(extra.ar !== undefined && { ar: extra.ar }),
    batting: { vsL: ranges(colL), vsR: ranges(colR) },
    targets: { season: line(row), vsL, vsR },
  };
}

function pitcherCard(id: string, extra: PitcherExtra) {
  const row = pitching.find((r) => r.playerID === id)!;
  const bat = batting.find((r) => r.playerID === id);
  const opp = opponents.find((r) => r.playerID === id)!;
  const vs = (side: 'L' | 'R') => line(pitchingSplits.find((r) => r.playerID === id && r.vs_bat_side === side)!);
  const batLine = bat && n(bat, 'PA_est') >= 30 ? line(bat) : PITCHER_BATTING;
  const wp = n(row, 'WP');
  const bk = n(row, 'BK');
  const balkTop = String(Math.max(0, Math.round((100 * bk) / (bk + wp)) - 1)).padStart(2, '0');
  const bkwp = `${bk === 0 ? '--' : balkTop}/${wp === 0 ? '--' : '99'}`;
  return {
    id: row.nameLast!.toLowerCase().replace(/[^a-z]/g, ''),
    name: `${row.nameFirst} ${row.nameLast}`,
    team: row.teamID,
    bats: bats(row.bats!),
    throws: row.throws,
    positions: ['P'],
    speed: 'S',
    sbc: null,
    sbo: 'N',
    shc: 75,
    inj: '15B',
    rg: 'neu',
    ec: EC_BY_POSITION.P,
    batting: { all: ranges(column(batLine, row.bats === 'L' ? 'L' : 'R')) },
    pitching: {
      role: extra.role,
      starts: n(row, 'GS'),
      grade: extra.grade,
      mip: Math.floor(n(row, 'IPouts') / 3 / Math.max(1, n(row, 'GS'))),
      bkwp,
      targets: { season: line(opp), vsL: vs('L'), vsR: vs('R') },
    },
    targets: { season: batLine },
  };
}

const players = [
  ...Object.entries(HITTERS).map(([id, extra]) => hitterCard(id, extra)),
  ...Object.entries(PITCHERS).map(([id, extra]) => pitcherCard(id, extra)),
];

const set = {
  game: 'pinetar',
  name: 'Manual walk-through: 2016 Cubs at Cleveland',
  season: 2016,
  description:
    'The players of the Pine Tar manual walk-through and their ' +
    'teammates, with naive columns from their real 2016 platoon splits, ' +
    'the ranges the manual states pinned in place, and their real 2016 ' +
    'lines as printed targets. Generated by notebooks/walkthrough-cards.ts.',
  source:
    'cards/sources (Lahman Baseball Database and Retrosheet via Chadwick retrosplits; see cards/sources/NOTICE.md)',
  teams: {
    CHN: {
      name: 'Chicago Cubs',
      defense: {
        C: 'montero',
        '1B': 'rizzo',
        '2B': 'zobrist',
        '3B': 'bryant',
        SS: 'russell',
        LF: 'soler',
        CF: 'fowler',
        RF: 'heyward',
      },
    },
    CLE: {
      name: 'Cleveland',
      defense: {
        C: 'perez',
        '1B': 'santana',
        '2B': 'kipnis',
        '3B': 'ramirez',
        SS: 'lindor',
        LF: 'davis',
        CF: 'naquin',
        RF: 'chisenhall',
      },
    },
  },
  players,
};

const header =
  '# Pine Tar card set. Generated by notebooks/walkthrough-cards.ts from cards/sources ' +
  '(CC BY-SA 3.0 / ODbL: see cards/sources/NOTICE.md).\n' +
  `# Pitchers' notes: ${Object.values(PITCHERS)
    .map((p) => p.note)
    .join(' ')}\n`;
writeFileSync(
  new URL('../cards/pinetar/walkthrough.yaml', import.meta.url),
  header + stringify(set, { lineWidth: 140 }),
);
console.log(`wrote cards/pinetar/walkthrough.yaml: ${players.length} players`);
