import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CARDS_DIR = fileURLToPath(new URL('../../cards/', import.meta.url));

/** Folders of cards/ that hold no set the main job plays: statistics, rule presets, the whole-league sets. */
const NOT_BUNDLED = new Set(['sources', 'rules', 'league']);

/**
 * Every card set shipped under cards/<game>/ (cards/league's whole-league sets are shipped too, but take minutes a
 * season: the main job leaves them to `season --league`).
 */
export function bundledCardSets(): string[] {
  return readdirSync(CARDS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_BUNDLED.has(entry.name))
    .flatMap((dir) =>
      readdirSync(join(CARDS_DIR, dir.name))
        .filter((file) => /\.(ya?ml|json)$/.test(file))
        .sort()
        .map((file) => relative(process.cwd(), join(CARDS_DIR, dir.name, file))),
    );
}
