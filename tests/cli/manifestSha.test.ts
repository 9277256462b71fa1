import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardlabOnFiles } from '../helpers/cliOnFiles.ts';

// A manifest names the bytes the run used: each input is read once, its SHA-256 taken from those very bytes, and
// nothing reads it again. An edit on disk while the run goes on changes neither the results nor the manifest.
const scratch = mkdtempSync(join(tmpdir(), 'cardlab-manifest-sha-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the SHA-256 of a card set in a saved result and a report', () => {
  it('is of the bytes that were parsed, though the file is edited on disk right after it is read', async () => {
    const cards = join(scratch, 'cards.yaml');
    copyFileSync('cards/pinetar/walkthrough.yaml', cards);
    const parsed = readFileSync(cards);
    const saved = join(scratch, 'saved.json');
    const out = join(scratch, 'reports');
    const run = await cardlabOnFiles(
      {
        onRead(path) {
          if (path === cards) writeFileSync(cards, parsed.toString('utf8').replace('Anthony Rizzo', 'Edited Later'));
        },
      },
      ...['check', cards, '--pa', '2000', '--workers', '0', '--summary', '--save', saved, '--out', out],
    );
    expect(run.code, run.stderr).toBe(0);
    const onDisk = readFileSync(cards);
    expect(sha256(onDisk)).not.toBe(sha256(parsed));

    expect(run.reads.filter((path) => path === cards)).toHaveLength(1);
    const result = JSON.parse(readFileSync(saved, 'utf8'));
    expect(result.manifest.cards).toEqual([{ file: cards, sha256: sha256(parsed) }]);
    const names = result.sets[0].cards.map((card: { name: string }) => card.name);
    expect(names).toContain('Anthony Rizzo');
    expect(names).not.toContain('Edited Later');

    const report = readdirSync(out).find((file) => file.endsWith('.html') && file !== 'index.html');
    const html = readFileSync(join(out, report!), 'utf8');
    expect(html).toContain(sha256(parsed).slice(0, 12));
    expect(html).not.toContain(sha256(onDisk).slice(0, 12));
  });
});
