#!/usr/bin/env node
// Finds import circles among the project's own TypeScript files. A circle makes a reader (and the module
// loader) start in the middle: which file defines a step depends on which one was imported first. Reads
// each file's import and export-from specifiers with the TypeScript compiler's pre-processor (no type check),
// follows relative ones ("./x.js" is the source "./x.ts"), and reports every strongly connected group.
// Usage: node scripts/import-circles.mjs [folder …]   (exit 1 when a circle exists)
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const PROJECT_FOLDERS = ['cli', 'host', 'reference-impl', 'spec', 'suites', 'simulator', 'bench', 'fixtures', 'examples', 'scripts', 'selftest', 'engine'];

function sourceFiles(root, folder) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|mts)$/.test(f) && !f.endsWith('.d.ts') && !f.split(/[\\/]/).includes('node_modules'))
    .map((f) => join(dir, f));
}

/** The project file a relative specifier names, or undefined for packages and files outside the list. */
function resolveSpecifier(from, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.mjs$/, '.mts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => known.has(c));
}

/** Edges of the import graph: file → the project files it imports (value and type imports alike). */
export function importGraph(files, read = (f) => readFileSync(f, 'utf8')) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = importedFiles.map((i) => resolveSpecifier(file, i.fileName, known)).filter((t) => t !== undefined && t !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected groups of more than one file (Tarjan), each sorted, the list sorted. */
export function circlesOf(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) !== order.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

export function projectCircles(root, folders = PROJECT_FOLDERS) {
  const files = folders.flatMap((f) => sourceFiles(root, f));
  return circlesOf(importGraph(files)).map((group) => group.map((f) => relative(root, f).replaceAll('\\', '/')));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const circles = projectCircles(process.cwd(), args.length > 0 ? args : PROJECT_FOLDERS);
  for (const group of circles) console.log(`import circle: ${group.join(' ↔ ')}`);
  if (circles.length === 0) console.log('no import circles');
  process.exitCode = circles.length === 0 ? 0 : 1;
}
