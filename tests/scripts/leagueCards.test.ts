import { openSync, readFileSync, readSync, closeSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A file's first line, read without the rest (a whole-league set is megabytes). */
function firstLine(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('utf8').split('\n')[0]!;
  } finally {
    closeSync(fd);
  }
}

describe('npm run cards:league:season: the season-context sets it rebuilds', () => {
  // The script's table of sets and rounds, as written in it (importing the script would run the builds).
  const script = readFileSync('scripts/league-cards.mjs', 'utf8');
  const sets = [...script.matchAll(/\{ game: '(\w+)', season: (\d{4}), rounds: (\d+) \}/g)].map(
    ([, game, season, rounds]) => ({ game: game!, season: Number(season), rounds: Number(rounds) }),
  );

  it('are each shipped, built with the rounds the script gives, and kept with every team within .005', () => {
    expect(sets.length).toBeGreaterThan(0);
    for (const { game, season, rounds } of sets)
      expect(firstLine(`cards/league/${game}-${season}-season.yaml`)).toMatch(
        new RegExp(
          `^# Built with --context season --context-games 16200 --rounds ${rounds} --seed 1: round \\d of \\d kept ` +
            '\\(every team within \\.005\\)\\.$',
        ),
      );
  });
});
