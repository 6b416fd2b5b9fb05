// What `capkit inspect` reports about one plugin folder: its owner tree (plugin → agents → skills →
// tools) and every diagnostic (file, field, reason). The same shape is printed, sent as --json, and
// carried from the child process that loads the plugin's code.
import type { ToolCapability } from '../../reference-impl/registry/capability.js';
import type { Prepared } from '../../reference-impl/registry/prepare.js';

export interface InspectDiagnostic {
  severity: 'error' | 'warning';
  code: string;
  file: string;
  field?: string;
  reason: string;
}

export interface ToolOut {
  qualifiedName: string;
  source: string;
  flags: { hidden: boolean; requiresApproval: string; platforms: string[]; scopes: string[]; permissions: string[] };
}
export interface SkillOut {
  name: string;
  qualifiedName: string;
  source: string;
  tools: ToolOut[];
}
export interface AgentOut {
  name: string;
  source: string;
  auto?: string;
  tools: ToolOut[];
  skills: SkillOut[];
}
export interface InspectReport {
  plugin: string;
  tools: ToolOut[];
  skills: SkillOut[];
  agents: AgentOut[];
  diagnostics: InspectDiagnostic[];
}

const toolOut = (t: ToolCapability): ToolOut => ({
  qualifiedName: t.qualifiedName,
  source: t.source,
  flags: { hidden: t.hidden, requiresApproval: t.requiresApproval, platforms: [...t.platforms], scopes: [...t.scopes], permissions: [...t.permissions] },
});
const sameOwner = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/** Groups a prepared plugin by owner: plugin → agents → skills → tools. Skill folders without SKILL.md still show. */
export function reportOf(plugin: string, p: Prepared): InspectReport {
  const toolsOf = (owner: readonly string[]) => p.tools.filter((t) => sameOwner(t.ownerPath, owner)).map(toolOut);
  const skillNames = (prefix: readonly string[]) => [
    ...new Set([
      ...p.skills.filter((s) => sameOwner(s.ownerPath, prefix)).map((s) => s.name),
      ...p.tools.filter((t) => t.ownerPath.length === prefix.length + 1 && sameOwner(t.ownerPath.slice(0, -1), prefix) && !p.agents.some((a) => prefix.length === 0 && a.name === t.ownerPath[0])).map((t) => t.ownerPath[prefix.length]!),
    ]),
  ].sort();
  const skillOut = (prefix: readonly string[], name: string): SkillOut => {
    const skill = p.skills.find((s) => s.name === name && sameOwner(s.ownerPath, prefix));
    return { name, qualifiedName: [...prefix, name].join('__'), source: skill?.source ?? '(no SKILL.md)', tools: toolsOf([...prefix, name]) };
  };
  const diagnostics: InspectDiagnostic[] = [
    ...p.problems.map((x) => ({ severity: 'error' as const, code: x.code, file: x.source, ...(x.field ? { field: x.field } : {}), reason: x.message })),
    ...p.lints.map((l) => ({ severity: 'warning' as const, code: 'malformed-permit', file: l.source, field: `permissions[${l.index}]`, reason: `${JSON.stringify(l.permit)} is malformed and will always deny: ${l.diagnostics.map((d) => d.message).join('; ')}` })),
  ];
  return {
    plugin,
    tools: toolsOf([]),
    skills: skillNames([]).map((s) => skillOut([], s)),
    agents: p.agents.map((a) => ({ name: a.name, source: a.source, ...(a.autoPlatform ? { auto: a.autoPlatform } : {}), tools: toolsOf([a.name]), skills: skillNames([a.name]).map((s) => skillOut([a.name], s)) })),
    diagnostics,
  };
}

/** A report with no tree: the plugin's code could not be inspected at all; `diagnostics` say why. */
export function emptyReport(plugin: string, diagnostics: InspectDiagnostic[]): InspectReport {
  return { plugin, tools: [], skills: [], agents: [], diagnostics };
}

export const hasErrors = (r: InspectReport): boolean => r.diagnostics.some((d) => d.severity === 'error');
