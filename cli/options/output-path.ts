// Where a command will write a file must be checked before it starts a host or runs anything: a path
// below a regular file, or in a place that takes no files (/proc), is a one-line usage error at once,
// not a hang or an "internal error: EEXIST" after a run of several minutes.
import { closeSync, constants, existsSync, openSync, realpathSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from '../usage-error.js';

function code(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/** The nearest folder at or above `path` that exists (the filesystem root at worst). */
function nearestExisting(path: string): string {
  let at = path;
  while (!existsSync(at)) {
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  return at;
}

/**
 * Creating a file is the only reliable test (root passes every permission check, /proc refuses anyway):
 * a probe file is made in `folder` and removed at once.
 */
function probeFolder(folder: string): string | undefined {
  const probe = join(folder, `.capkit-write-check-${process.pid}-${Date.now()}`);
  try {
    closeSync(openSync(probe, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY));
  } catch (error) {
    return code(error);
  }
  try {
    unlinkSync(probe);
  } catch {
    // the probe is gone or cannot be removed: either way the folder takes files
  }
  return undefined;
}

/** Throws a UsageError naming `label` unless a file can be written at `file` (missing folders are made later). */
export function checkWritableFile(file: string, label: string): void {
  const path = resolve(file);
  if (existsSync(path)) {
    if (statSync(path).isDirectory()) throw new UsageError(`${label}: ${path} is a folder, not a file`);
    try {
      closeSync(openSync(path, constants.O_WRONLY)); // no truncation: the file is only written after the run
    } catch (error) {
      throw new UsageError(`${label}: cannot write ${path} (${code(error)})`);
    }
    return;
  }
  checkFolderFor(dirname(path), label);
}

/** Throws a UsageError naming `label` unless `folder` exists as a folder that takes files, or can be made. */
export function checkWritableFolder(folder: string, label: string): void {
  const path = resolve(folder);
  if (existsSync(path) && !statSync(path).isDirectory()) throw new UsageError(`${label}: ${path} is a file, not a folder`);
  checkFolderFor(path, label);
}

function checkFolderFor(folder: string, label: string): void {
  const existing = nearestExisting(folder);
  if (!statSync(existing).isDirectory()) throw new UsageError(`${label}: ${existing} is a file, not a folder, so nothing can be written below it`);
  const refused = probeFolder(existing);
  if (refused !== undefined) {
    const what = existing === folder ? `cannot create files in ${existing}` : `cannot create ${folder}: ${existing} takes no new files or folders`;
    throw new UsageError(`${label}: ${what} (${refused})`);
  }
}

/** One file a command reads or writes, with how the user named it (`--html r.json`, `report r.json`). */
export interface PathUse {
  readonly label: string;
  readonly file: string;
}

/** The real path a file has or would have: links of its nearest existing folder resolved. */
function realTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const up = dirname(path);
    return up === path ? path : join(realTarget(up), basename(path));
  }
}

/** Two names of one file: the same path, through links or not, or one file under two names (a hard link). */
export function sameFile(a: string, b: string): boolean {
  const [x, y] = [resolve(a), resolve(b)];
  if (x === y || realTarget(x) === realTarget(y)) return true;
  try {
    const [s, t] = [statSync(x), statSync(y)];
    return s.dev === t.dev && s.ino === t.ino;
  } catch {
    return false;
  }
}

/**
 * Every output file of one command, checked before anything runs: none over a file the command reads
 * (it would be lost, or read half-written), no two on one file (one would silently replace the other),
 * and each one writable. Flags and capkit.config.json alike come through here.
 */
export function checkOutputFiles(outputs: readonly PathUse[], inputs: readonly PathUse[] = []): void {
  outputs.forEach((out, i) => {
    const input = inputs.find((read) => sameFile(read.file, out.file));
    if (input !== undefined) throw new UsageError(`${out.label} would write over ${input.label}, which this command reads: give the output another file`);
    const earlier = outputs.slice(0, i).find((other) => sameFile(other.file, out.file));
    if (earlier !== undefined) throw new UsageError(`${earlier.label} and ${out.label} would write the same file ${resolve(out.file)}: give each output its own file`);
  });
  for (const out of outputs) checkWritableFile(out.file, out.label);
}
