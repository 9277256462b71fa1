import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceDocument } from '../../src/core/input/SourceDocument.ts';

// npm run build (the e2e tier runs it first) leaves a parsed snapshot of every bundled YAML file in dist/parsed.
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('the build: parsed snapshots of the bundled YAML', () => {
  const bundled = [...walk('cards'), ...walk('src')].filter((file) => file.endsWith('.yaml'));

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
    const stamp = join('dist', 'parsed', 'PARSER');
    const parser = readFileSync(stamp, 'utf8');
    const some = readdirSync(join('dist', 'parsed')).find((file) => file.endsWith('.json'))!;
    writeFileSync(stamp, 'yaml 0.0.0 []\n');
    writeFileSync(join('dist', 'parsed', some), '{"stale": true}');
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    expect(readFileSync(stamp, 'utf8')).toBe(parser);
    expect(JSON.parse(readFileSync(join('dist', 'parsed', some), 'utf8'))).not.toEqual({ stale: true });
  }, 120_000);
});
