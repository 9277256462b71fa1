// Run expectancy (RE24) and the schedule as played, for one MLB regular season, from Retrosheet's event files and
// game log:
//
//   node scripts/retrosheet.mjs <retrosheet-seasons-dir> <year> <out-dir>
//
// <retrosheet-seasons-dir>/<year>/ holds the season's regular-season event files (<year>XXX.EVA / .EVN, one per home
// team) and its game log (GL<year>.TXT or gl<year>.txt). Writes <out-dir>/re24_<year>.csv, transitions_<year>.csv and
// schedule_<year>.csv.
// No dependency beyond Node, csv-parse (for the quoted game log) and cardlab's outcome names (dist/, `npm run build`).
//
// Validation (fails with a non-zero exit naming the game): the event files and the game log list the same games; the
// runs this parser scores equal the game log's final score for every game, and its runs by inning equal the game
// log's line score; no runner moves from an empty base or onto an occupied one; every half-inning but a game's last
// ends with exactly 3 outs, and nothing happens after the third out. Each game's two starting lineups in the game log
// equal the event file's start records (batting orders 1-9: player and fielding position code, which must be 1-10)
// and hold nine different positions, either a DH or the pitcher (P), who is then the game log's starting pitcher.
// Reported, not failed: a starting pitcher of the game log that the event file's start record at P (in the batting
// order or, beside a DH, outside it) names otherwise. 2024 has two: CHA202408270 home, game log Chris Flexen, event
// file Garrett Crochet (4 pitches before a rain suspension; Lahman's GS agree with the event file); TOR202407280 away,
// game log Jonathan Hernandez, event file Jon Gray (hurt in warm-ups; Lahman's GS agree with the game log).
//
// RE24 conventions (Tango's "The Book"; Albert & Marchi, "Analyzing Baseball Data with R", ch. 5):
// - Runs: runs the batting team scores from the start of an event to the end of the half-inning, the event's own runs
//   included. Every runner who reaches home counts (also those marked (NR)/(UR): they are team runs).
// - States ("states" column): how many times the base-out state began, i.e. one per visit. A visit starts when an
//   event leaves the inning in that state (or the half-inning starts in it) and ends with the next event that changes
//   the outs or the bases or scores a run; so the count is the number of events that start in the state and change
//   it (or score). Visits made by events without a plate appearance (stolen bases, caught stealing, pickoffs, wild
//   pitches, passed balls, balks, defensive indifference) count like any other. Events that change nothing (no play
//   (NP) records, errors on foul flies, pickoff throws that retire no one and move no one) are not counted, so a
//   state is never counted twice in the same visit. This is not a per-plate-appearance count: a plate appearance
//   during which a runner steals starts in one state and ends in another, and both visits count.
// - Plate appearances ("pa" column): plate appearances decided in the state, i.e. whose deciding play (the one that
//   puts the batter out or on base) starts in it, in the same half-innings; a runner who stole during the plate
//   appearance is where he stole to. The share with a runner on 1st and fewer than two out is MLB's share of double-
//   play chances, as a simulated plate appearance has them (steals come before its dice).
// - Transitions ("transitions" file): the same plate appearances by cardlab's outcome (src/core/model/outcomes.ts;
//   see outcomeOf), the state the deciding play started in, the state it left (3 outs and bases ___ once the inning is
//   over) and the runs it scored, one row per combination that occurred. What a season report's "how runners moved"
//   sets beside the simulation's (src/core/model/advancement.ts).
// - Only half-innings that end with 3 outs are used: those that end a game with fewer are left out, i.e. walk-offs
//   (the home team's winning run ends the game in the bottom of the 9th or later) and games called in the middle of
//   a half-inning.
// - 2024 extra innings, which start with a runner placed on second (Retrosheet's radj record), are left out entirely:
//   such a half-inning starts in a state no play reached, and its bottom halves end with 3 outs only when scoreless
//   (any run is a walk-off), so keeping them would pull the 0-out _2_ cell down (2024: 1.0851 kept, 1.1136 without).
//   2016 extra innings start with the bases empty and are kept like any other inning.
// - Excluded, 2016: 194 half-innings, 191 walk-offs and 3 called games (ATL201609180 bottom 7th, PIT201609290 top 6th,
//   WAS201609280 top 6th); 43,226 used (759 of them extra innings). 2024: 706 half-innings, the 604 with a placed
//   runner (497 ended with 3 outs, 107 walk-offs), 101 other walk-offs and 1 called game (MIN202407040 bottom 7th);
//   42,547 used. The script prints these counts on every run.
//
// Schedule: every regular-season game in the game log, sorted by date, game number, home team. Team IDs and starting
// pitchers are Retrosheet's IDs; dh is true when either starting lineup has a DH (position 10); outs is the game log's
// length of the game in outs. awayLineup and homeLineup (the last two columns) are the game log's starting lineups:
// the nine batters in batting order as retroID:POS, joined by single spaces, POS one of P, C, 1B, 2B, 3B, SS, LF, CF,
// RF, DH (Retrosheet's codes 1-10), e.g. "spand001:CF pagaa001:LF ... bumgm001:P". A lineup without a DH bats the
// pitcher, who is the game's starter. In one game a single team used the DH: 2016-06-30, SFN at OAK, where the
// Giants gave up theirs and Madison Bumgarner batted ninth (dh is true; awayLineup has bumgm001:P, no DH).
//
// The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties
// may contact Retrosheet at "www.retrosheet.org".
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
// cardlab's outcomes in its own order, for the transitions file's rows (dist/: `npm run build` makes it).
import { OUTCOMES } from '../dist/core/model/outcomes.js';

const BASE_ORDER = ['___', '1__', '_2_', '__3', '12_', '1_3', '_23', '123'];
const HOME = 4; // a move's destination when the runner scores; 0 is a move's destination when the runner is out

class DataError extends Error {}

let impliedForces = 0; // forced advances left implicit on plays other than walks and hit batsmen (for the summary)

const fail = (gameId, message) => {
  throw new DataError(`${gameId}: ${message}`);
};

// --- Event grammar -----------------------------------------------------------------------------------------------

/** Splits `text` at the first `sep` outside parentheses: error groups such as (E5/TH) hold '/' of their own. */
function splitTop(text, sep) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === sep && depth === 0) return [text.slice(0, i), text.slice(i + 1)];
  }
  return [text, ''];
}

/** Every `sep`-separated item of `text` outside parentheses. */
function splitAll(text, sep) {
  const items = [];
  let rest = text;
  while (rest !== '') {
    const [head, tail] = splitTop(rest, sep);
    items.push(head);
    rest = tail;
  }
  return items;
}

const baseOf = (c) => (c === 'B' ? 0 : c === 'H' ? HOME : Number(c));

/** The parenthesised groups of a play or advance: "(5E4)(NR)" gives ["5E4", "NR"]. */
const groupsOf = (text) => [...text.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]);

/**
 * Whether a putout was negated by an error: the runner is safe when the play's fielding groups hold errors and no
 * completed putout (1X2(6E4), CS2(2E6), PO1(E3/TH)); a group of fielders alone is a putout that stands, whatever
 * error came before or after it (1X3(E1/TH)(45), 1XH(62)(E8)). Tags (NR, UR, TH, RBI...) are not fielding groups.
 */
function safeOnError(groups) {
  const fielding = groups.filter((g) => /^(\d|E\d)/.test(g));
  return fielding.some((g) => /E\d/.test(g)) && !fielding.some((g) => /^\d+$/.test(g));
}

/**
 * Parses one event field into its effect: `moves` maps a runner's starting base (0 for the batter, 1-3) to where he
 * ends up (0 out, 1-3, 4 home); `award` marks a walk, hit batsman or catcher's interference, whose forced advances
 * Retrosheet may leave implicit (see forceRunners); `np` marks a no-play record (a substitution).
 */
function parseEvent(field) {
  const text = field.replace(/[#!?]/g, ''); // uncertainty and exceptional-play marks
  const [play, advances] = splitTop(text, '.');
  const [basic, modifiers] = splitTop(play, '/'); // modifiers (hit type, location, GDP, SF...) change no base or out
  const effect = { moves: new Map(), award: false, np: false };
  applyBasic(basic, effect);
  // Explicit advances come last: they override the implicit ones (S8.B-2, SB2.1-3(E2), K+WP.B-1).
  for (const advance of splitAll(advances, ';')) applyAdvance(advance, effect);
  if (effect.moves.has(0)) effect.outcome = outcomeOf(basic, splitAll(modifiers, '/'), effect.moves);
  return effect;
}

const OUTFIELD = /^[789]/;

/**
 * The batted-ball type a modifier gives: a location (G56, F8XD, L9LS+, BG15, BP2F) or a double or triple play of a
 * type (GDP, LDP, FDP, BGDP, GTP...). FO (force out) and FL (foul) are no type.
 */
const ballType = (modifier) => /^B?([GFLP])(?:DP|TP|[\d+-].*)?$/.exec(modifier)?.[1];

/**
 * The batter's result as cardlab's outcomes name it (src/core/model/outcomes.ts) for a play that ends a plate
 * appearance. Fielded outs: a sacrifice fly or hit first (SF, SH), then a ground ball that records two outs or more
 * (GDP: cardlab's games write it for any grounder that turns two), a batter who reached on the play (FC: a runner out
 * instead), then the batted-ball type (G ground, F fly, L line, P popup, bunts likewise); without one, a ball first
 * fielded by an outfielder is a fly, any other a grounder.
 */
function outcomeOf(basic, modifiers, moves) {
  const [head] = splitTop(basic, '+');
  const has = (m) => modifiers.some((x) => x === m);
  if (/^K/.test(head)) return 'SO';
  if (/^(IW|I)$/.test(head)) return 'IBB';
  if (head === 'W') return 'BB';
  if (head === 'HP') return 'HBP';
  if (head === 'C') return 'CI';
  if (/^HR?\d*$/.test(head)) return 'HR';
  if (/^S\d*$/.test(head)) return '1B';
  if (/^(D|DGR)\d*$/.test(head)) return '2B';
  if (/^T\d*$/.test(head)) return '3B';
  if (/^E\d/.test(head)) return 'ROE';
  if (has('SF')) return 'SF';
  if (has('SH')) return 'SH';
  if (/^FC/.test(head)) return 'FC';
  const type = modifiers.map(ballType).find(Boolean);
  const ground = type === 'G' || (type === undefined && !OUTFIELD.test(head));
  const outs = [...moves.values()].filter((to) => to === 0).length;
  if (ground && outs >= 2) return 'GDP';
  if (moves.get(0) !== 0) return 'FC';
  if (ground) return 'GO';
  return { F: 'FO', L: 'LO', P: 'PO' }[type] ?? 'FO';
}

/** The implicit effect of the basic play: the batter's base on a hit, walk or error; outs recorded by fielders. */
function applyBasic(basic, effect) {
  if (basic === 'NP') {
    effect.np = true;
    return;
  }
  const [head, extra] = splitTop(basic, '+'); // K+SB2, W+WP: a batter's event and a runners' event together
  const batter = (dest) => effect.moves.set(0, dest);
  if (/^K/.test(head)) batter(0);
  else if (/^(IW|I|W|HP|C)$/.test(head)) {
    batter(1);
    effect.award = true;
  } else if (/^HR?\d*$/.test(head)) batter(HOME);
  else if (/^S\d*$/.test(head)) batter(1);
  else if (/^(D|DGR)\d*$/.test(head)) batter(2);
  else if (/^T\d*$/.test(head)) batter(3);
  else if (/^(E\d|FC)/.test(head)) batter(1);
  else if (/^FLE\d*$/.test(head))
    return; // error on a foul fly: the plate appearance goes on
  else if (/^\d/.test(head)) fieldedOuts(head, effect);
  else runnerEvents(head, effect);
  if (extra) runnerEvents(extra, effect);
}

/**
 * A fielding sequence such as 63, 64(1)3, 8(B)84(2), 6E3: a group followed by (1), (2) or (3) retires that runner,
 * by (B) the batter; a final group without a base retires the batter unless it holds an error. A batter not retired
 * reaches first (the force play 64(1), the error 6E3).
 */
function fieldedOuts(head, effect) {
  const segments = [...head.matchAll(/([0-9E]+)(?:\(([B123])\))?/g)];
  if (segments.map((m) => m[0]).join('') !== head) throw new Error(`unreadable fielding sequence "${head}"`);
  let batterOut = false;
  for (const [, fielders, base] of segments) {
    if (base === undefined || base === 'B') {
      if (!fielders.includes('E')) batterOut = true;
    } else effect.moves.set(Number(base), 0);
  }
  effect.moves.set(0, batterOut ? 0 : 1);
}

/** Runners' events: SB2, SBH;SB2, CS2(24), POCS3(25), PO1(13), PO1(E3), WP, PB, BK, OA, DI. */
function runnerEvents(text, effect) {
  for (const item of splitAll(text, ';')) {
    let m;
    if ((m = /^SB([23H])/.exec(item))) {
      const to = baseOf(m[1]);
      effect.moves.set(to - 1, to);
    } else if ((m = /^(?:PO)?CS([23H])(.*)$/.exec(item))) {
      // Caught stealing: out, unless an error let him take the base (CS2(2E6)).
      const to = baseOf(m[1]);
      effect.moves.set(to - 1, safeOnError(groupsOf(m[2])) ? to : 0);
    } else if ((m = /^PO([123])(.*)$/.exec(item))) {
      // Picked off: out, unless an error saved him (any advance is then given explicitly).
      if (!safeOnError(groupsOf(m[2]))) effect.moves.set(Number(m[1]), 0);
    } else if (!/^(WP|PB|BK|OA|DI|E\d)$/.test(item)) {
      // WP, PB, BK, OA, DI and K+E2 move runners only through explicit advances.
      throw new Error(`unknown event "${item}"`);
    }
  }
}

/** An explicit advance: 1-3, 2-H(UR), B-2(TH), 2X3(65), 1X2(6E4) (safe: the error negated the out). */
function applyAdvance(advance, effect) {
  const m = /^([B123])([-X])([123H])(.*)$/.exec(advance);
  if (!m) throw new Error(`unreadable advance "${advance}"`);
  const out = m[2] === 'X' && !safeOnError(groupsOf(m[4]));
  effect.moves.set(baseOf(m[1]), out ? 0 : baseOf(m[3]));
}

// --- Playing a game ----------------------------------------------------------------------------------------------

const basesCode = (bases) => (bases[1] ? '1' : '_') + (bases[2] ? '2' : '_') + (bases[3] ? '3' : '_');

/**
 * Forced advances left implicit: a runner who has no move of his own while another runner (the batter first) ends on
 * his base moves up one. Retrosheet leaves these out on walks and hit batsmen, and sometimes on force plays
 * (5(2)/FO.B-1 with runners on first and second: the runner from first takes second). A runner whose base nobody
 * takes stays: on 64(1) with the bases loaded and two out, the third out ends the inning and no one scores.
 */
function forceRunners(bases, moves) {
  let implied = 0;
  for (let b = 1; b <= 3; b++) {
    const taken = [...moves].some(([from, to]) => from !== b && to === b);
    if (taken && bases[b] && !moves.has(b)) {
      moves.set(b, b + 1);
      implied++;
    }
  }
  return implied;
}

/** Applies an effect to the half-inning `half` (outs, bases); returns the runs and outs it made. */
function applyEffect(half, effect, gameId) {
  const moves = new Map(effect.moves);
  if (forceRunners(half.bases, moves) > 0 && !effect.award) impliedForces++;
  let runs = 0;
  let outs = 0;
  const next = [false, false, false, false];
  for (let b = 1; b <= 3; b++) if (half.bases[b] && !moves.has(b)) next[b] = true;
  for (const [from, to] of moves) {
    if (from > 0 && !half.bases[from]) fail(gameId, `a runner leaves empty base ${from}`);
    if (to === 0) outs++;
    else if (to === HOME) runs++;
    else if (next[to]) fail(gameId, `two runners end on base ${to}`);
    else next[to] = true;
  }
  half.bases = next;
  half.outs += outs;
  if (half.outs > 3) fail(gameId, `${half.outs} outs in inning ${half.inning}`);
  return { runs, outs };
}

/**
 * Plays a game's records: its half-innings, each with its events (the base-out state each starts in, the runs it
 * scores, whether it changed the state) and outs.
 */
function playGame(game) {
  const halves = [];
  let half;
  const placed = []; // radj bases waiting for the next play (the record may precede the half-inning's first play)
  for (const record of game.records) {
    if (record.kind === 'radj') {
      placed.push(record.base);
      continue;
    }
    const { inning, side, event, line } = record;
    if (!half || half.inning !== inning || half.side !== side) {
      half = { inning, side, outs: 0, bases: [false, false, false, false], runs: 0, events: [], placedRunner: false };
      halves.push(half);
    }
    for (const base of placed) {
      if (half.bases[base]) fail(game.id, `radj puts a runner on occupied base ${base}`);
      half.bases[base] = true;
      half.placedRunner = true;
    }
    placed.length = 0;
    let effect;
    try {
      effect = parseEvent(event);
    } catch (error) {
      fail(game.id, `${error.message} in "${line}"`);
    }
    if (effect.np) continue;
    if (half.outs === 3) fail(game.id, `an event after the third out: "${line}"`);
    const state = { outs: half.outs, bases: basesCode(half.bases) };
    const { runs, outs } = applyEffect(half, effect, `${game.id} "${line}"`);
    const changed = runs > 0 || outs > 0 || basesCode(half.bases) !== state.bases;
    // A play that moves the batter (out, or on base) ends his plate appearance; a steal or wild pitch does not.
    const after = { outs: half.outs, bases: half.outs === 3 ? '___' : basesCode(half.bases) };
    half.events.push({ ...state, runs, changed, plateAppearance: effect.moves.has(0), outcome: effect.outcome, after });
    half.runs += runs;
  }
  const played = halves.filter((h) => h.events.length > 0); // a trailing half of substitutions only is no half
  played.forEach((h, i) => {
    if (i < played.length - 1 && h.outs !== 3)
      fail(game.id, `${h.side ? 'bottom' : 'top'} of inning ${h.inning} ends with ${h.outs} outs`);
  });
  return played;
}

// --- Reading the files -------------------------------------------------------------------------------------------

/** The regular-season games of the year's event files, each with its play and radj records in order. */
function readEventFiles(dir, year) {
  const files = readdirSync(dir).filter((f) => new RegExp(`^${year}[A-Z0-9]{3}\\.EV[AN]$`, 'i').test(f));
  if (files.length === 0) throw new DataError(`no ${year}XXX.EVA/.EVN event files in ${dir}`);
  const games = [];
  let game;
  for (const file of files.sort()) {
    for (const line of readFileSync(join(dir, file), 'latin1').split(/\r?\n/)) {
      const fields = line.split(',');
      if (fields[0] === 'id') {
        const id = fields[1];
        game = { id, home: id.slice(0, 3), date: id.slice(3, 11), number: id.slice(11), info: {}, records: [] };
        game.starts = [];
        games.push(game);
      } else if (fields[0] === 'info') game.info[fields[1]] = fields.slice(2).join(',');
      else if (fields[0] === 'start') {
        // start,<id>,"<name>",<team 0/1>,<batting order 1-9, 0 for a pitcher who doesn't bat>,<position code>
        const [team, order, code] = fields.slice(-3); // read from the end: a quoted name may hold a comma
        game.starts.push({ id: fields[1], side: Number(team), order: Number(order), code });
      } else if (fields[0] === 'play') {
        const [, inning, side, , , , event] = fields;
        game.records.push({ kind: 'play', inning: Number(inning), side: Number(side), event, line });
      } else if (fields[0] === 'radj') game.records.push({ kind: 'radj', base: Number(fields[2]) });
    }
  }
  // Only regular-season games (the postseason and All-Star files are .EVE and never read; this guards the rest).
  return games.filter((g) => (g.info.gametype ?? 'regular') === 'regular');
}

// Game log fields, 0-based (https://www.retrosheet.org/gamelogs/glfields.txt).
const GL = {
  date: 0,
  number: 1,
  away: 3,
  home: 6,
  awayRuns: 9,
  homeRuns: 10,
  outs: 11,
  awayLine: 19,
  homeLine: 20,
  awayStarter: 101,
  homeStarter: 103,
  awayLineup: 105,
  homeLineup: 132,
  fields: 161,
};

/** Retrosheet's fielding position codes, by the names the lineup columns give them. */
const POSITIONS = { 1: 'P', 2: 'C', 3: '1B', 4: '2B', 5: '3B', 6: 'SS', 7: 'LF', 8: 'CF', 9: 'RF', 10: 'DH' };

const SIDES = ['away', 'home'];

/** A lineup spot as the schedule writes it, `retroID:POS`; fails on a position code other than 1-10. */
function spot(gameId, where, id, code) {
  if (!Object.hasOwn(POSITIONS, code)) fail(gameId, `${where}: ${id} has position code "${code}", not 1-10`);
  return `${id}:${POSITIONS[code]}`;
}

/** A game log's starting lineup (9 x id, name, position code from field `start`), as spots in batting order. */
const logLineup = (gameId, row, start, side) =>
  [...Array(9).keys()].map((k) =>
    spot(gameId, `game log ${SIDES[side]} lineup`, row[start + 3 * k], row[start + 3 * k + 2]),
  );

const hasDh = (lineup) => lineup.some((s) => s.endsWith(':DH'));

/** The line score's runs by inning: "0010(10)00x" gives [0, 0, 1, 0, 10, 0, 0, null]. */
const lineScore = (text) =>
  [...text.matchAll(/\((\d+)\)|(\d)|x/gi)].map((m) => (m[0] === 'x' ? null : Number(m[1] ?? m[2])));

function readGameLog(dir, year) {
  const file = [`GL${year}.TXT`, `gl${year}.txt`].map((f) => join(dir, f)).find(existsSync);
  if (!file) throw new DataError(`no GL${year}.TXT or gl${year}.txt in ${dir}`);
  const rows = parse(readFileSync(file, 'latin1'), { relax_column_count: true });
  return rows.map((row, i) => {
    if (row.length !== GL.fields) throw new DataError(`${file} line ${i + 1}: ${row.length} fields, not ${GL.fields}`);
    const key = `${row[GL.home]}${row[GL.date]}${row[GL.number]}`;
    const lineups = [logLineup(key, row, GL.awayLineup, 0), logLineup(key, row, GL.homeLineup, 1)];
    return {
      key,
      date: `${row[GL.date].slice(0, 4)}-${row[GL.date].slice(4, 6)}-${row[GL.date].slice(6, 8)}`,
      number: row[GL.number],
      away: row[GL.away],
      home: row[GL.home],
      awayRuns: Number(row[GL.awayRuns]),
      homeRuns: Number(row[GL.homeRuns]),
      awayStarter: row[GL.awayStarter],
      homeStarter: row[GL.homeStarter],
      dh: lineups.some(hasDh),
      outs: Number(row[GL.outs]),
      lines: [lineScore(row[GL.awayLine]), lineScore(row[GL.homeLine])],
      lineups,
    };
  });
}

// --- Checking against the game log -------------------------------------------------------------------------------

/** The runs by inning of one side, as the line score gives them (unplayed innings as null). */
function runsByInning(halves, side) {
  const runs = [];
  for (const h of halves) if (h.side === side) runs[h.inning - 1] = (runs[h.inning - 1] ?? 0) + h.runs;
  return runs;
}

function checkGame(game, halves, logged) {
  for (const side of [0, 1]) {
    const parsed = runsByInning(halves, side);
    const line = logged.lines[side];
    // An inning not batted is x (or, in a game called as an inning began, 0) in the line score and absent here.
    for (let i = 0; i < Math.max(parsed.length, line.length); i++)
      if ((parsed[i] ?? 0) !== (line[i] ?? 0))
        fail(game.id, `${side ? 'home' : 'away'} inning ${i + 1}: parsed ${parsed[i]} runs, line score ${line[i]}`);
  }
  const runs = [0, 1].map((side) => halves.filter((h) => h.side === side).reduce((sum, h) => sum + h.runs, 0));
  if (runs[0] !== logged.awayRuns || runs[1] !== logged.homeRuns)
    fail(
      game.id,
      `parsed score ${logged.away} ${runs[0]}, ${logged.home} ${runs[1]}; ` +
        `game log ${logged.awayRuns}-${logged.homeRuns}`,
    );
}

/** A team's starting lineup in the event file: its start records in batting order 1-9, as spots. */
function eventLineup(game, side) {
  const batting = game.starts.filter((s) => s.side === side && s.order > 0).sort((a, b) => a.order - b.order);
  const orders = batting.map((s) => s.order).join(' ');
  if (orders !== '1 2 3 4 5 6 7 8 9') fail(game.id, `${SIDES[side]} start records bat in orders ${orders}`);
  return batting.map((s) => spot(game.id, `event file ${SIDES[side]} lineup`, s.id, s.code));
}

/**
 * Each starting lineup of the game log against the event file's, spot by spot; nine different positions with either
 * a DH or the pitcher, who is then the game log's starter.
 */
function checkLineups(game, logged) {
  for (const side of [0, 1]) {
    const team = `${SIDES[side]} ${side ? logged.home : logged.away}`;
    const lineup = logged.lineups[side];
    const events = eventLineup(game, side);
    const k = lineup.findIndex((s, i) => s !== events[i]);
    if (k >= 0) fail(game.id, `${team} batting ${k + 1}: game log ${lineup[k]}, event file ${events[k]}`);
    const positions = lineup.map((s) => s.split(':')[1]);
    if (new Set(positions).size !== 9) fail(game.id, `${team} lineup repeats a position: ${lineup.join(' ')}`);
    if (hasDh(lineup) === positions.includes('P'))
      fail(game.id, `${team} lineup has ${hasDh(lineup) ? 'both a DH and' : 'neither a DH nor'} a pitcher`);
    const starter = side ? logged.homeStarter : logged.awayStarter;
    if (!hasDh(lineup) && !lineup.includes(`${starter}:P`))
      fail(game.id, `${team} lineup bats a pitcher who is not the starter ${starter}: ${lineup.join(' ')}`);
  }
}

/** The event file's starting pitcher of a team: its start record at P, batting or not (order 0 beside a DH). */
const eventStarter = (game, side) =>
  game.starts
    .filter((s) => s.side === side && s.code === '1')
    .map((s) => s.id)
    .join(' ');

// --- Run expectancy ----------------------------------------------------------------------------------------------

/** Whether the game's last half-inning ended short of 3 outs because the home team took the lead (a walk-off). */
const isWalkOff = (half, logged) => half.side === 1 && half.inning >= 9 && logged.homeRuns > logged.awayRuns;

function runExpectancy(played) {
  const cells = new Map();
  for (let outs = 0; outs < 3; outs++)
    for (const bases of BASE_ORDER) cells.set(`${outs}${bases}`, { outs, bases, runs: 0, states: 0, pa: 0 });
  const transitions = new Map();
  const counts = { used: 0, walkOffs: 0, other: [], placed: 0, placedWalkOffs: 0, extraUsed: 0, events: 0, visits: 0 };
  for (const { game, halves, logged } of played) {
    for (const half of halves) {
      // A half-inning that starts with a runner placed on second (2020- extra innings) starts in a state no play
      // reached, and its bottom halves are used only when scoreless (any run is a walk-off): all are left out.
      if (half.placedRunner) {
        counts.placed++;
        if (half.outs !== 3 && isWalkOff(half, logged)) counts.placedWalkOffs++;
        continue;
      }
      if (half.outs !== 3) {
        if (isWalkOff(half, logged)) counts.walkOffs++;
        else counts.other.push(`${game.id} (${half.side ? 'bottom' : 'top'} ${half.inning}, ${half.outs} out)`);
        continue;
      }
      counts.used++;
      if (half.inning > 9) counts.extraUsed++;
      let before = 0;
      for (const event of half.events) {
        counts.events++;
        if (event.plateAppearance) {
          cells.get(`${event.outs}${event.bases}`).pa++;
          const { outcome, outs, bases, after, runs } = event;
          const key = [outcome, outs, bases, after.outs, after.bases, runs].join(',');
          transitions.set(key, (transitions.get(key) ?? 0) + 1);
        }
        if (event.changed) {
          const cell = cells.get(`${event.outs}${event.bases}`);
          cell.states++;
          cell.runs += half.runs - before;
          counts.visits++;
        }
        before += event.runs;
      }
    }
  }
  return { cells: [...cells.values()], counts, transitions };
}

/**
 * The transitions' rows: outcome, then start state (outs, bases in BASE_ORDER), then end state and the runs the play
 * scored (the same states with another count of runs only where the third out ended the inning), as counted.
 */
function transitionRows(transitions) {
  const order = (outcome, outs, bases) =>
    (OUTCOMES.indexOf(outcome) * 4 + Number(outs)) * 8 + BASE_ORDER.indexOf(bases);
  return [...transitions]
    .map(([key, count]) => [...key.split(','), count])
    .sort(
      (a, b) =>
        order(a[0], a[1], a[2]) - order(b[0], b[1], b[2]) ||
        order(a[0], a[3], a[4]) - order(b[0], b[3], b[4]) ||
        a[5] - b[5],
    );
}

// --- Output ------------------------------------------------------------------------------------------------------

function writeCsv(file, header, rows) {
  writeFileSync(file, [header.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n');
}

function printSummary(year, games, played, re, seconds) {
  const runs = played.reduce((sum, p) => sum + p.logged.awayRuns + p.logged.homeRuns, 0);
  const { counts } = re;
  console.log(`Retrosheet ${year}: ${games} games, every score, line score and starting lineup matches the game log.`);
  const lineups = played.flatMap((p) => p.logged.lineups);
  const oneDh = played.filter((p) => hasDh(p.logged.lineups[0]) !== hasDh(p.logged.lineups[1])).map((p) => p.game.id);
  console.log(
    `  starting lineups checked against the event files: ${lineups.length}, ${lineups.filter(hasDh).length} ` +
      `with a DH; games where only one team used the DH: ${oneDh.join(' ') || 'none'}`,
  );
  console.log(`  league R/G (runs per team per game): ${(runs / (2 * games)).toFixed(3)}`);
  console.log(`  half-innings used (ended with 3 outs): ${counts.used}, ${counts.extraUsed} of them extra innings`);
  console.log(
    `  excluded: ${counts.walkOffs} walk-offs, ${counts.other.length} called mid-half-inning, ` +
      `${counts.placed} starting with a runner placed on 2nd (${counts.placedWalkOffs} of them walk-offs)` +
      counts.other.map((o) => `\n    called: ${o}`).join(''),
  );
  const pa = re.cells.reduce((sum, c) => sum + c.pa, 0);
  console.log(
    `  events in used half-innings: ${counts.events}, state visits counted: ${counts.visits}, plate appearances: ${pa}`,
  );
  console.log(`  forced advances left implicit on plays other than walks and hit batsmen: ${impliedForces}`);
  const dhDiffers = played.filter((p) => (p.game.info.usedh === 'true') !== p.logged.dh).map((p) => p.game.id);
  console.log(`  games whose event-file usedh differs from the game log's lineups: ${dhDiffers.join(' ') || 'none'}`);
  const starterDiffers = played.flatMap(({ game, logged }) =>
    [logged.awayStarter, logged.homeStarter]
      .map((starter, side) => [starter, eventStarter(game, side), side])
      .filter(([starter, listed]) => starter !== listed)
      .map(([starter, listed, side]) => `${game.id} ${SIDES[side]} (game log ${starter}, event file ${listed})`),
  );
  console.log(`  starting pitchers the event file lists otherwise: ${starterDiffers.join(', ') || 'none'}`);
  console.log(`  RE24 (runs to end of inning):\n  outs ${BASE_ORDER.map((b) => b.padStart(7)).join('')}`);
  for (let outs = 0; outs < 3; outs++) {
    const row = re.cells.filter((c) => c.outs === outs).map((c) => (c.runs / c.states).toFixed(4).padStart(7));
    console.log(`  ${String(outs).padStart(4)} ${row.join('')}`);
  }
  console.log(`  ${seconds.toFixed(1)} s`);
}

function main(argv) {
  const [seasonsDir, year, outDir] = argv;
  if (!seasonsDir || !/^\d{4}$/.test(year ?? '') || !outDir) {
    console.error('usage: node scripts/retrosheet.mjs <retrosheet-seasons-dir> <year> <out-dir>');
    process.exit(2);
  }
  const started = performance.now();
  const dir = join(seasonsDir, year);
  const games = readEventFiles(dir, year);
  const log = readGameLog(dir, year);
  const logged = new Map(log.map((g) => [g.key, g]));
  if (logged.size !== log.length) throw new DataError('the game log lists a game twice');
  if (new Set(games.map((g) => g.id)).size !== games.length) throw new DataError('the event files list a game twice');
  if (games.length !== log.length)
    throw new DataError(`${games.length} games in the event files, ${log.length} in the game log`);
  const played = games.map((game) => {
    const entry = logged.get(game.id);
    if (!entry) fail(game.id, 'not in the game log');
    const halves = playGame(game);
    checkGame(game, halves, entry);
    checkLineups(game, entry);
    return { game, halves, logged: entry };
  });
  const re = runExpectancy(played);
  mkdirSync(outDir, { recursive: true });
  writeCsv(
    join(outDir, `re24_${year}.csv`),
    ['outs', 'bases', 'runs', 'states', 're', 'pa'],
    re.cells.map((c) => [c.outs, c.bases, c.runs, c.states, (c.runs / c.states).toFixed(4), c.pa]),
  );
  writeCsv(
    join(outDir, `transitions_${year}.csv`),
    ['outcome', 'outs', 'bases', 'end_outs', 'end_bases', 'runs', 'count'],
    transitionRows(re.transitions),
  );
  const schedule = [...log].sort(
    (a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number) || a.home.localeCompare(b.home),
  );
  writeCsv(
    join(outDir, `schedule_${year}.csv`),
    'date,number,away,home,awayRuns,homeRuns,awayStarter,homeStarter,dh,outs,awayLineup,homeLineup'.split(','),
    schedule.map((g) => [
      g.date,
      g.number,
      g.away,
      g.home,
      g.awayRuns,
      g.homeRuns,
      g.awayStarter,
      g.homeStarter,
      g.dh,
      g.outs,
      g.lineups[0].join(' '),
      g.lineups[1].join(' '),
    ]),
  );
  printSummary(year, log.length, played, re, (performance.now() - started) / 1000);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof DataError)) throw error;
  console.error(`retrosheet: ${error.message}`);
  process.exit(1);
}
