// One staged plugin's part of a candidate: its name, then its files as discover classifies them (tool
// entries, SKILL.md files, agent folders), then what its setup() added (REGISTRY-001/008/010/012). A part
// depends on the plugin alone (and on the rules and an injected failure), not on the other plugins or on
// the generation it will be bound in: an unchanged plugin's part can serve a later commit (plugin-parts.ts).
import { checkAgent } from './agents.js';
import type { AgentCapability, SkillCapability } from './capability.js';
import type { PermitLintReport } from './capability-builder.js';
import { capabilityBuilder } from './capability-builder.js';
import type { ToolEntry } from './discover.js';
import type { SchemaChecker } from './input-schema.js';
import type { OwnerScope } from './owner-scope.js';
import { skillScopeOf, toolScopeOf } from './owner-scope.js';
import { segmentProblem } from './names.js';
import type { FileRead, PluginSource } from './plugin-source.js';
import { addToolSource, pluginLabel, pluginPath, sourceOf, sourcesIn } from './plugin-source.js';
import type { PrepareRules } from './prepare-rules.js';
import type { Problem } from './registry-error.js';
import { invalidDefinition } from './registry-error.js';
import type { PreparedTool } from './tool-binding.js';

/** What one plugin adds to a candidate, in the order prepare found it. */
export interface PluginPart {
  readonly tools: PreparedTool[];
  readonly skills: SkillCapability[];
  readonly agents: AgentCapability[];
  readonly problems: Problem[];
  readonly lints: PermitLintReport[];
}

/** A SKILL.md's text; anything that is not text (or cannot be read) has no instructions. */
function instructionsOf(read: FileRead): string {
  return read.kind === 'text' ? read.text : '';
}

/** The owner path and scope of the tools of one location, and the first entry found there. */
interface Owner {
  readonly entry: ToolEntry;
  readonly path: readonly string[];
  readonly scope: OwnerScope;
}

/** The plugin's segments, then an entry's local owner (a list of at most two). */
function ownerPathOf(segments: readonly string[], localOwner: readonly string[]): string[] {
  const path = segments.slice();
  for (let i = 0; i < localOwner.length; i++) path.push(localOwner[i]!);
  return path;
}

/** Two entries in one tool location: the same kind (which fixes how many owners, at most two) below the same owners. */
const sameLocation = (a: ToolEntry, b: ToolEntry): boolean => a.kind === b.kind && a.localOwner[0] === b.localOwner[0] && a.localOwner[1] === b.localOwner[1];

/** A tool the plugin declared runs with the plugin's config and services (TURN-036). */
const withResources = (tool: PreparedTool, plugin: PluginSource): PreparedTool => (plugin.resources === undefined ? tool : { ...tool, resources: plugin.resources });

/** One staged plugin's part (REGISTRY-001, REGISTRY-008, REGISTRY-010, REGISTRY-012): its name, its files, its setup(). */
export function preparePlugin(plugin: PluginSource, rules: PrepareRules, schemas: SchemaChecker, failAt: string | undefined): PluginPart {
  const out: PluginPart = { tools: [], skills: [], agents: [], problems: [], lints: [] };
  const { named, inject, prepareTool } = capabilityBuilder(out, rules, schemas, failAt);
  const problems = out.problems;
  const segments = plugin.segments;
  const pluginName = segments.at(-1);
  if (pluginName !== undefined) {
    const bad = segmentProblem(pluginName, rules.segmentRule);
    if (bad !== undefined) {
      // Named by a file below the plugin, so the author can find it (REGISTRY-008).
      const source = plugin.files[0] === undefined ? pluginPath(segments) : sourceOf(segments, plugin.files[0]);
      problems.push({ code: 'invalid-name', source, message: `${source}: invalid plugin name in ${pluginLabel(segments)}: ${bad}` });
      return out;
    }
  }
  const found = rules.classify(plugin.files);
  const sourceIn = sourcesIn(segments);
  // The tools of one location of the plugin (say agents/helper/tools) have one owner path and one scope.
  // Files are sorted, so a location's tools come one after another: each run of them shares one frozen
  // path and scope.
  let owner: Owner | undefined;
  const ownerOf = (entry: ToolEntry): Owner => {
    if (owner === undefined || !sameLocation(owner.entry, entry)) {
      owner = { entry, path: Object.freeze(ownerPathOf(segments, entry.localOwner)), scope: Object.freeze(toolScopeOf(segments, entry)) };
    }
    return owner;
  };
  for (let i = 0; i < found.tools.length; i++) {
    const entry = found.tools[i]!;
    const source = sourceIn(entry.file);
    const read = plugin.read(entry.file);
    // Without this branch the entry's missing definition fails validateDefinition with the same code and source
    // (REGISTRY-002 fixes no more); it words the problem for authors and `capkit inspect`.
    if (read.kind !== 'tool') {
      problems.push(invalidDefinition(source, 'default', `${source}: not a tool entry: ${read.kind === 'unreadable' ? read.reason : 'it has no default export made with defineAgentTool(…)'}`));
      // A bad directory name is a second, separate problem of the same file (inspect shows both).
      named(ownerPathOf(segments, entry.localOwner), entry.name, source, 'tool');
      continue;
    }
    const owner = ownerOf(entry);
    const tool = prepareTool(owner.path, entry.name, read.definition, source, owner.scope);
    if (tool) out.tools.push(withResources(tool, plugin));
  }
  for (const entry of found.skills) {
    const source = sourceIn(entry.file);
    const ownerPath = ownerPathOf(segments, entry.localOwner);
    const qualifiedName = named(ownerPath, entry.name, source, 'skill');
    if (qualifiedName === undefined) continue;
    inject(source);
    out.skills.push({ qualifiedName, name: entry.name, ownerPath, source, ...skillScopeOf(segments, entry), instructions: instructionsOf(plugin.read(entry.file)) });
  }
  const fileSet = new Set(plugin.files);
  for (const dir of found.agents) {
    const below = plugin.files.find((f) => f.startsWith(`${dir.dir}/`)) ?? dir.dir;
    if (named([], dir.name, sourceOf(segments, below), 'agent') === undefined) continue;
    const checked = checkAgent(dir, segments, fileSet, (file) => plugin.read(file), rules);
    if (!checked.ok) problems.push(checked.problem);
    else {
      inject(checked.agent.source);
      out.agents.push(checked.agent);
    }
  }
  if (plugin.setup) {
    for (const call of plugin.setup.addTools) {
      const tool = prepareTool(segments, call.name, call.definition, addToolSource(segments, call.name));
      if (tool) out.tools.push(withResources(tool, plugin));
    }
    if (plugin.setup.throws !== undefined) {
      problems.push({
        code: 'prepare-failed',
        source: pluginPath(segments),
        message: `setup() of ${pluginLabel(segments)} threw: ${plugin.setup.throws}`,
      });
    }
  }
  return out;
}
