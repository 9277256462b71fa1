import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
    expect(new Set(readdirSync(join('dist', 'parsed')))).toEqual(names);
  });
});
