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

const TOOL_FILE = /^index\.(ts|js)$/;

/** The tool location of a path, or undefined: exactly the four shapes of REGISTRY-001. */
function toolEntry(file: string, parts: readonly string[]): ToolEntry | undefined {
  if (!TOOL_FILE.test(parts[parts.length - 1]!)) return undefined;
  const p = parts;
  if (p.length === 3 && p[0] === 'tools') {
    return { file, localOwner: [], name: p[1]!, kind: 'public' };
  }
  if (p.length === 5 && p[0] === 'agents' && p[2] === 'tools') return { file, localOwner: [p[1]!], name: p[3]!, kind: 'agent' };
  if (p.length === 5 && p[0] === 'skills' && p[2] === 'tools') return { file, localOwner: [p[1]!], name: p[3]!, kind: 'skill' };
  if (p.length === 7 && p[0] === 'agents' && p[2] === 'skills' && p[4] === 'tools') return { file, localOwner: [p[1]!, p[3]!], name: p[5]!, kind: 'agent-skill' };
  return undefined;
}

function skillEntry(file: string, parts: readonly string[]): SkillEntry | undefined {
  if (parts.length === 3 && parts[0] === 'skills' && parts[2] === 'SKILL.md') {
    return { file, localOwner: [], name: parts[1]!, kind: 'public' };
  }
  if (parts.length === 5 && parts[0] === 'agents' && parts[2] === 'skills' && parts[4] === 'SKILL.md') return { file, localOwner: [parts[1]!], name: parts[3]!, kind: 'agent' };
  return undefined;
}

/**
 * Sorts posix paths (as walkFiles lists them) into tool entries, skills and agent folders; anything else,
 * the root AGENTS.md (the main agent's file, REGISTRY-012) included, adds no entry.
 */
export function classify(files: readonly string[]): Discovered {
  const tools: ToolEntry[] = [];
  const skills: SkillEntry[] = [];
  const agents = new Map<string, AgentDir>();
  for (const file of files) {
    const parts = file.split('/');
    if (parts[0] === 'agents' && parts.length >= 3 && !agents.has(parts[1]!)) agents.set(parts[1]!, { name: parts[1]!, dir: `agents/${parts[1]!}` });
    const tool = toolEntry(file, parts);
    if (tool) tools.push(tool);
    const skill = skillEntry(file, parts);
    if (skill) skills.push(skill);
  }
  return { tools, skills, agents: [...agents.values()] };
}
