import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CARDS_DIR = fileURLToPath(new URL('../../cards/', import.meta.url));

/** Every card set shipped under cards/<game>/ (cards/sources holds statistics, not cards). */
export function bundledCardSets(): string[] {
  return readdirSync(CARDS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'sources' && entry.name !== 'rules')
    .flatMap((dir) =>
      readdirSync(join(CARDS_DIR, dir.name))
        .filter((file) => /\.(ya?ml|json)$/.test(file))
        .sort()
        .map((file) => relative(process.cwd(), join(CARDS_DIR, dir.name, file))),
    );
}
