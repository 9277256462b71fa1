// npm run build: dist/ from src/. TypeScript compiled file by file (tsc -p tsconfig.build.json, incremental), the
// games' built-in tables copied beside their modules, and compiled files whose source is gone removed, so dist/ is
// always src/ compiled. `npm ci` runs it (prepare); `npm start` and `npm test` run it first.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

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
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
}

for (const file of walk(DIST)) {
  const source = join(SRC, relative(DIST, file)).replace(/\.js(\.map)?$/, '.ts');
  if (/\.js(\.map)?$/.test(file) && !existsSync(source)) rmSync(file);
  if (file.endsWith('.yaml') && !existsSync(join(SRC, relative(DIST, file)))) rmSync(file);
}
