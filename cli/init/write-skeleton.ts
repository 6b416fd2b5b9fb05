// Copies a language's host skeleton into a folder. Nothing is overwritten without `force`, and the
// check comes first: either every file is written or none is.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { UsageError } from '../usage-error.js';
import { templateDir, type InitLanguage } from './languages.js';

export interface WriteSkeletonOptions {
  language: InitLanguage;
  /** The folder to write into (created when missing). */
  dir: string;
  force: boolean;
  /** Where the written paths are shown relative to (default: the working directory). */
  cwd?: string;
}

/** Files that are started directly (`./host.py`) keep an executable mode. */
const EXECUTABLE = new Set(['host.py']);

/** Every file of a template folder, as paths relative to it, sorted. */
export function templateFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) out.push(...templateFiles(dir, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** Writes the skeleton; returns the written files relative to `dir`. Throws a one-line UsageError on a conflict. */
export function writeSkeleton(options: WriteSkeletonOptions): string[] {
  const source = templateDir(options.language);
  const files = templateFiles(source);
  if (!options.force) {
    const taken = files.find((file) => existsSync(join(options.dir, file)));
    if (taken !== undefined) {
      const shown = relative(options.cwd ?? process.cwd(), join(options.dir, taken)) || taken;
      throw new UsageError(`init: ${shown} already exists; use --force to overwrite it, or --dir <folder> to write elsewhere`);
    }
  }
  for (const file of files) {
    const target = join(options.dir, file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(source, file), target);
    if (EXECUTABLE.has(file)) chmodSync(target, 0o755);
  }
  return files;
}
