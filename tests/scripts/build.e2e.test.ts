import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceDocument } from '../../src/core/input/SourceDocument.ts';

// npm run build (the e2e tier runs it first) leaves a parsed snapshot of every bundled YAML file in dist/parsed.
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('the build: parsed snapshots of the bundled YAML', () => {
  // The whole-league sets are left out: half a minute to parse, which a fresh install does not wait for.
  const bundled = [...walk('cards'), ...walk('src')].filter(
    (file) => file.endsWith('.yaml') && !file.startsWith(join('cards', 'league')),
  );

  it('one per bundled file, its value what the file parses to, and no other', () => {
    const names = new Set<string>();
    for (const file of bundled) {
      const bytes = readFileSync(file);
      const name = `${createHash('sha256').update(bytes).digest('hex')}.json`;
      names.add(name);
      const snapshot = join('dist', 'parsed', name);
      expect(existsSync(snapshot), file).toBe(true);
      const parsed = SourceDocument.parse(file, new TextDecoder().decode(bytes)).value;
      expect(JSON.parse(readFileSync(snapshot, 'utf8')), file).toStrictEqual(parsed);
    }
    expect(bundled.length).toBeGreaterThan(30);
    expect(readFileSync(join('dist', 'parsed', 'PARSER'), 'utf8')).toMatch(/^yaml \d+\.\d+\.\d+ \[/);
    expect(new Set(readdirSync(join('dist', 'parsed')))).toEqual(new Set([...names, 'PARSER']));
  });

  it('a build with another parser or options makes every snapshot again', () => {
    // Nothing here writes a wrong value into a real snapshot: other e2e files may be reading them meanwhile (a missing
    // one only makes them parse the file).
    const parsed = join('dist', 'parsed');
    const stamp = join(parsed, 'PARSER');
    const parser = readFileSync(stamp, 'utf8');
    const before = Date.now() - 1;
    writeFileSync(stamp, 'yaml 0.0.0 []\n');
    writeFileSync(join(parsed, 'stale.json'), '{"stale": true}');
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    expect(readFileSync(stamp, 'utf8')).toBe(parser);
    const files = readdirSync(parsed);
    expect(files).not.toContain('stale.json');
    for (const file of files) expect(statSync(join(parsed, file)).mtimeMs, file).toBeGreaterThanOrEqual(before);
  }, 120_000);
});
