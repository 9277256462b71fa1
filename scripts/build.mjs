// npm run build: dist/ from src/. TypeScript compiled file by file (tsc -p tsconfig.build.json, incremental), the
// games' built-in tables copied beside their modules, and compiled files whose source is gone removed, so dist/ is
// always src/ compiled; then the parsed snapshots of the bundled YAML (below). `npm ci` runs it (prepare); `npm start`
// and `npm test` run it first.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const SRC = 'src';
const DIST = 'dist';
const walk = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      )
    : [];

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

for (const file of walk(SRC).filter((f) => f.endsWith('.yaml'))) {
  const target = join(DIST, relative(SRC, file));
  // Copied only when changed: a run reading the tables meanwhile never meets one half written.
  if (existsSync(target) && readFileSync(target).equals(readFileSync(file))) continue;
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
}

for (const file of walk(DIST)) {
  const source = join(SRC, relative(DIST, file)).replace(/\.js(\.map)?$/, '.ts');
  if (/\.js(\.map)?$/.test(file) && !existsSync(source)) rmSync(file);
  if (file.endsWith('.yaml') && !existsSync(join(SRC, relative(DIST, file)))) rmSync(file);
}

// Parsed snapshots of the bundled YAML (cards/ and the games' tables): the value each file's bytes parse to, by their
// SHA-256, so a run reads JSON rather than parsing YAML with line positions (src/cli/inputs.ts). Same parser, same
// options; made only where JSON keeps the value exactly; kept while their file is unchanged, removed when it is gone.
// Not of cards/league/: six whole leagues take half a minute to parse, which a fresh install should not wait for (a
// `season --league` parses its set in about five seconds).
const { parseDocument } = await import('yaml');
const { PARSE_OPTIONS, TO_JS } = await import('../dist/core/input/SourceDocument.js');
const PARSED = join(DIST, 'parsed');
// Snapshots of another parser or other options are all made again.
const yamlVersion = JSON.parse(readFileSync('node_modules/yaml/package.json', 'utf8')).version;
const parser = `yaml ${yamlVersion} ${JSON.stringify([PARSE_OPTIONS, TO_JS])}\n`;
const stamp = join(PARSED, 'PARSER');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== parser) rmSync(PARSED, { recursive: true, force: true });
mkdirSync(PARSED, { recursive: true });
writeFileSync(stamp, parser);
const snapshots = new Set(['PARSER']);
const snapshotted = (file) => file.endsWith('.yaml') && !file.startsWith(join('cards', 'league'));
for (const file of [...walk('cards'), ...walk(SRC)].filter(snapshotted)) {
  const bytes = readFileSync(file);
  const name = `${createHash('sha256').update(bytes).digest('hex')}.json`;
  snapshots.add(name);
  if (existsSync(join(PARSED, name))) continue;
  const document = parseDocument(new globalThis.TextDecoder().decode(bytes), PARSE_OPTIONS);
  if (document.errors.length > 0) continue;
  const value = document.toJS(TO_JS);
  const json = JSON.stringify(value);
  if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) continue;
  writeFileSync(join(PARSED, `${name}.partial`), json);
  renameSync(join(PARSED, `${name}.partial`), join(PARSED, name));
}
for (const file of readdirSync(PARSED)) if (!snapshots.has(file)) rmSync(join(PARSED, file));
