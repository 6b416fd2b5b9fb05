// Symbolic links in a plugin folder. Discovery lists what a folder holds; a link is followed when it
// leads to something inside the plugin (the published plugin still holds it). A link that leads out of
// the plugin (to /etc, to a sibling checkout), to nothing, or into a loop is not followed and is reported:
// skipping it silently would inspect less than the folder claims and still say "no errors".
import * as fs from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { WalkFs } from '../../reference-impl/registry/discover.js';

export interface LinkProblem {
  /** Plugin-relative posix path of the link. */
  readonly file: string;
  readonly reason: string;
}

type Dirent = { name: unknown; isDirectory(): boolean; isFile(): boolean };

const codeOf = (error: unknown) => (error as { code?: string }).code;

function targetOf(path: string): string {
  try {
    return fs.readlinkSync(path);
  } catch {
    return '?';
  }
}

/** The real folders a logical folder below `root` passes through, itself included. */
function realAncestors(root: string, dir: string): Set<string> {
  const out = new Set<string>();
  for (let at = dir; ; at = dirname(at)) {
    try {
      out.add(fs.realpathSync(at));
    } catch {
      // a folder that vanished: nothing to compare against
    }
    if (at === root || dirname(at) === at || relative(root, at).startsWith('..')) break;
  }
  return out;
}

/**
 * A WalkFs over node:fs that follows links within the plugin and hides the others, each recorded in
 * `problems` (filled as the walk goes: read it after walking).
 */
export function linkFollowingFs(root: string): { fs: WalkFs; problems: LinkProblem[] } {
  const realRoot = fs.realpathSync(root);
  const problems: LinkProblem[] = [];
  const within = (real: string) => real === realRoot || real.startsWith(realRoot + sep);
  const relOf = (path: string) => relative(root, path).split(sep).join('/');
  const refuse = (path: string, why: string): [] => {
    problems.push({ file: relOf(path), reason: `is a symbolic link to ${JSON.stringify(targetOf(path))}, ${why}: not followed, so nothing there was inspected` });
    return [];
  };

  const follow = (dir: string, entry: fs.Dirent): Dirent[] => {
    const path = join(dir, entry.name);
    let real: string;
    try {
      real = fs.realpathSync(path);
    } catch (error) {
      return refuse(path, codeOf(error) === 'ELOOP' ? 'a chain of links in a loop' : 'which does not exist');
    }
    if (!within(real)) return refuse(path, 'outside the plugin (a plugin must hold its own files)');
    let stat: fs.Stats;
    try {
      stat = fs.statSync(path);
    } catch {
      return refuse(path, 'which cannot be read');
    }
    if (stat.isDirectory() && realAncestors(root, dir).has(real)) return refuse(path, 'a folder it is itself inside (a loop)');
    return [{ name: entry.name, isDirectory: () => stat.isDirectory(), isFile: () => stat.isFile() }];
  };

  const walkFs: WalkFs = {
    readdirSync(dir: string): Dirent[] {
      return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isSymbolicLink() ? follow(dir, entry) : [entry]));
    },
  };
  return { fs: walkFs, problems };
}
