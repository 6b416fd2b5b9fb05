#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/. A package ships dist/ built; in a checkout of the
// repository (it has tsconfig.json) the first run builds it (`npm run build`), so `npm ci && npx capkit
// run` works without an install script (an install script would make npm warn every host author).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const entry = join(root, 'dist', 'cli', 'main.js');
if (!existsSync(entry) && existsSync(join(root, 'tsconfig.json'))) {
  process.stderr.write('capkit: building dist/ first (npm run build; once per checkout) …\n');
  try {
    execSync('npm run build --silent', { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
  } catch {
    process.stderr.write(`capkit: "npm run build" failed in ${root}; run it there to see why.\n`);
    process.exit(2);
  }
}
if (!existsSync(entry)) {
  process.stderr.write(`capkit: ${entry} is missing: this copy of capkit was packed without its build. Run "npm run build" in ${root}.\n`);
  process.exit(2);
}
await import(pathToFileURL(entry).href);
