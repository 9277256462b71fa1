// node scripts/byposition.mjs <retrosplits batting-byposition-YYYY.csv> <batting_YYYY.csv> \
//   > cards/sources/batting_byposition_YYYY.csv
// Each player's regular-season plate appearances by the fielding position he held when he batted (Retrosheet, through
// Chadwick Baseball Bureau's retrosplits: splits/batting-byposition-YYYY.csv), keyed by his Lahman playerID as the
// other season files are. Designated hitters, pinch hitters and pinch runners (codes 10-12) are kept: a batter who
// never took the field is told apart from one without a row. cardlab reads a player's positions from it.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

const POSITION = {
  1: 'P',
  2: 'C',
  3: '1B',
  4: '2B',
  5: '3B',
  6: 'SS',
  7: 'LF',
  8: 'CF',
  9: 'RF',
  10: 'DH',
  11: 'PH',
  12: 'PR',
};
const [byPositionFile, battingFile] = process.argv.slice(2);
if (!byPositionFile || !battingFile) {
  console.error('usage: node scripts/byposition.mjs <batting-byposition-YYYY.csv> <batting_YYYY.csv>');
  process.exit(2);
}
const read = (file) => parse(readFileSync(file), { columns: true, skip_empty_lines: true });
const lahmanId = new Map(read(battingFile).map((row) => [row.retroID, row]));
const lines = ['retroID,playerID,nameFirst,nameLast,position,PA'];
for (const row of read(byPositionFile)) {
  // Code 0 is a plate appearance whose fielding position the record does not give: nothing to say about positions.
  if (row.PHASE !== 'R' || Number(row.B_PA) === 0 || row.BAT_FLD_CD === '0') continue;
  const player = lahmanId.get(row.RESP_BAT_ID);
  const position = POSITION[row.BAT_FLD_CD];
  if (!player || !position) throw new Error(`${byPositionFile}: no batting row or position for ${JSON.stringify(row)}`);
  lines.push([row.RESP_BAT_ID, player.playerID, player.nameFirst, player.nameLast, position, row.B_PA].join(','));
}
process.stdout.write(`${lines.join('\n')}\n`);
