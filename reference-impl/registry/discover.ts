// Discovery: walks a plugin folder (any fs with readdirSync withFileTypes: node:fs, memfs) into a file
// list, then classifies the paths by the four tool locations, skills and agents (REGISTRY-001/011/012).
// Classification is pure on posix paths, so every plugin source (disk, protocol tree) agrees.

/** The part of a file system discovery reads. node:fs and memfs both fit. */
export interface WalkFs {
  readdirSync(path: string, options: { withFileTypes: true }): Array<{ name: unknown; isDirectory(): boolean; isFile(): boolean }>;
}

/** Which of the four tool locations a file is in; localOwner alone cannot tell [agent] from [skill]. */
export type ToolLocation = 'public' | 'agent' | 'skill' | 'agent-skill';

export interface ToolEntry {
  /** Posix path relative to the plugin root, e.g. `agents/reviewer/tools/check-result/index.ts`. */
  readonly file: string;
  /** The owner segments inside this plugin: [], [agent], [skill] or [agent, skill]. */
  readonly localOwner: readonly string[];
  readonly name: string;
  readonly kind: ToolLocation;
}

export interface SkillEntry {
  readonly file: string;
  readonly localOwner: readonly string[];
  readonly name: string;
  /** `skills/<s>/SKILL.md` is public; `agents/<a>/skills/<s>/SKILL.md` belongs to agent <a>. */
  readonly kind: 'public' | 'agent';
}

export interface AgentDir {
  readonly name: string;
  /** `agents/<name>` */
  readonly dir: string;
}

export interface Discovered {
  readonly tools: readonly ToolEntry[];
  readonly skills: readonly SkillEntry[];
  readonly agents: readonly AgentDir[];
}

/**
 * Every file below `root`, as sorted posix paths relative to it. Every folder is walked, dot folders and
 * `node_modules` included: a tool location's directory is whatever name it has (`tools/.x/index.ts` is a
 * tool entry with an invalid name, REGISTRY-001/008), and an agent folder holding any file is an agent.
 */
export function walkFiles(fs: WalkFs, root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string, prefix: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const name = String(entry.name);
      const rel = prefix === '' ? name : `${prefix}/${name}`;
      // Dirents do not follow symbolic links, so a link cycle cannot make the walk endless.
      if (entry.isDirectory()) {
        visit(`${dir}/${name}`, rel);
        continue;
      }
      if (entry.isFile()) out.push(rel);
    }
  };
  visit(root, '');
  return out.sort();
}

// Classification reads each path in place (no split into segments): a tool or skill location has a fixed
// shape, so every segment it needs is found by the next "/" and compared where it lies.
const SLASH = 47;

/** The end of the segment of `file` that starts at `from`: the next "/", or the end of the path. */
const segmentEnd = (file: string, from: number): number => {
  const slash = file.indexOf('/', from);
  return slash === -1 ? file.length : slash;
};

/** `file` has the segment `word` at `from`, and a "/" after it. */
const folderAt = (file: string, from: number, word: string): boolean => file.startsWith(word, from) && file.charCodeAt(from + word.length) === SLASH;

/** `file` from `from` on is exactly `text` (the last segment). */
const lastIs = (file: string, from: number, text: string): boolean => file.length - from === text.length && file.startsWith(text, from);

/** `tools/<name>/index.(ts|js)` at `from`, the end of the path: a tool entry of that location. */
function toolAt(file: string, from: number, localOwner: readonly string[], kind: ToolLocation): ToolEntry | undefined {
  if (!folderAt(file, from, 'tools')) return undefined;
  const start = from + 'tools/'.length;
  const end = segmentEnd(file, start);
  // A path that ends at the name has no room for the index file, so lastIs refuses it too.
  if (!(lastIs(file, end + 1, 'index.ts') || lastIs(file, end + 1, 'index.js'))) return undefined;
  return { file, localOwner, name: file.slice(start, end), kind };
}

// Entries of the public locations have no local owner: one empty list for all of them.
const NO_OWNER: readonly string[] = Object.freeze([]);

/**
 * Sorts posix paths (as walkFiles lists them) into tool entries, skills and agent folders; anything else,
 * the root AGENTS.md (the main agent's file, REGISTRY-012) included, adds no entry. The shapes are exactly
 * those of REGISTRY-001 (tools/<t>, agents/<a>/tools/<t>, skills/<s>/tools/<t>, agents/<a>/skills/<s>/tools/<t>,
 * each with index.ts or index.js) and of skills (skills/<s>/SKILL.md, agents/<a>/skills/<s>/SKILL.md); any
 * file below agents/<a>/ makes <a> an agent folder.
 */
export function classify(files: readonly string[]): Discovered {
  const tools: ToolEntry[] = [];
  const skills: SkillEntry[] = [];
  const agents = new Map<string, AgentDir>();
  const ownerOf = (file: string, start: number, end: number): readonly string[] => [file.slice(start, end)];
  const push = (tool: ToolEntry | undefined): void => {
    if (tool !== undefined) tools.push(tool);
  };
  for (const file of files) {
    if (folderAt(file, 0, 'tools')) push(toolAt(file, 0, NO_OWNER, 'public'));
    else if (folderAt(file, 0, 'skills')) {
      const start = 'skills/'.length;
      // A file directly below skills/ (the path ends at end) is neither SKILL.md nor a tool entry.
      const end = segmentEnd(file, start);
      if (lastIs(file, end + 1, 'SKILL.md')) skills.push({ file, localOwner: NO_OWNER, name: file.slice(start, end), kind: 'public' });
      else push(toolAt(file, end + 1, ownerOf(file, start, end), 'skill'));
    } else if (folderAt(file, 0, 'agents')) {
      const start = 'agents/'.length;
      const end = segmentEnd(file, start);
      if (end === file.length) continue;
      const local = ownerOf(file, start, end);
      const agent = local[0]!;
      // Set again for each file of the agent: a Map keeps the place of its first setting.
      agents.set(agent, { name: agent, dir: `agents/${agent}` });
      const below = end + 1;
      if (!folderAt(file, below, 'skills')) {
        push(toolAt(file, below, local, 'agent'));
        continue;
      }
      const skillStart = below + 'skills/'.length;
      const skillEnd = segmentEnd(file, skillStart);
      if (lastIs(file, skillEnd + 1, 'SKILL.md')) skills.push({ file, localOwner: local, name: file.slice(skillStart, skillEnd), kind: 'agent' });
      else push(toolAt(file, skillEnd + 1, [agent, file.slice(skillStart, skillEnd)], 'agent-skill'));
    }
  }
  return { tools, skills, agents: [...agents.values()] };
}
