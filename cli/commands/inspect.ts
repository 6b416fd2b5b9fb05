// `capkit inspect <plugin-dir>`: discovers a real plugin folder the way the reference registry does,
// prints its owner tree and every diagnostic (file, field, reason); exit 1 if any is an error.
import { existsSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Argv } from 'yargs';
import pc from 'picocolors';
import type { ToolCapability } from '../../reference-impl/registry/capability.js';
import { diskPluginSource } from '../../reference-impl/registry/disk-plugin.js';
import type { Prepared } from '../../reference-impl/registry/prepare.js';
import { prepare } from '../../reference-impl/registry/prepare.js';
import { UsageError } from '../usage-error.js';

export function inspectArgs(y: Argv) {
  return y
    .positional('plugin-dir', { type: 'string', demandOption: true, describe: 'a plugin folder (tools/, skills/, agents/, AGENTS.md)' })
    .option('json', { type: 'boolean', default: false, describe: 'print the tree and diagnostics as JSON' });
}

type InspectArgv = Awaited<ReturnType<ReturnType<typeof inspectArgs>['parseAsync']>>;

export interface InspectDiagnostic {
  severity: 'error' | 'warning';
  code: string;
  file: string;
  field?: string;
  reason: string;
}

interface ToolOut {
  qualifiedName: string;
  source: string;
  flags: { hidden: boolean; requiresApproval: string; platforms: string[]; scopes: string[]; permissions: string[] };
}
interface SkillOut {
  name: string;
  qualifiedName: string;
  source: string;
  tools: ToolOut[];
}
interface AgentOut {
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

function flagText(t: ToolOut): string {
  const f = t.flags;
  const parts = [`approval ${f.requiresApproval}`];
  if (f.hidden) parts.push(pc.yellow('hidden'));
  if (f.platforms.length) parts.push(`platforms ${f.platforms.join(',')}`);
  if (f.scopes.length) parts.push(`scopes ${f.scopes.join(',')}`);
  if (f.permissions.length) parts.push(`permissions ${f.permissions.join(' ')}`);
  return pc.dim(`[${parts.join('; ')}]`);
}

function render(r: InspectReport): string {
  const out: string[] = [pc.bold(`plugin ${r.plugin}`)];
  const tool = (t: ToolOut, indent: string) => out.push(`${indent}${pc.cyan('tool')}  ${pc.bold(t.qualifiedName)}  ${pc.dim(t.source)} ${flagText(t)}`);
  const skill = (s: SkillOut, indent: string) => {
    out.push(`${indent}${pc.magenta('skill')} ${pc.bold(s.qualifiedName)}  ${pc.dim(s.source)}`);
    s.tools.forEach((t) => tool(t, `${indent}  `));
  };
  r.agents.forEach((a) => {
    out.push(`  ${pc.green('agent')} ${pc.bold(a.name)}  ${pc.dim(a.source)}${a.auto ? pc.dim(` [auto: ${a.auto}]`) : ''}`);
    a.skills.forEach((s) => skill(s, '    '));
    a.tools.forEach((t) => tool(t, '    '));
  });
  r.skills.forEach((s) => skill(s, '  '));
  r.tools.forEach((t) => tool(t, '  '));
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (r.diagnostics.length > 0) out.push('', pc.bold('diagnostics'));
  for (const d of r.diagnostics) {
    const mark = d.severity === 'error' ? pc.red('error') : pc.yellow('warning');
    out.push(`  ${mark}[${d.code}] ${d.file}${d.field ? ` (field ${d.field})` : ''}: ${d.reason}`);
  }
  out.push('', errors.length === 0 ? pc.green(`✔ no errors (${r.diagnostics.length} warning(s))`) : pc.red(`✘ ${errors.length} error(s): this plugin's candidate generation would not commit`));
  return out.join('\n');
}

export async function inspectHandler(argv: InspectArgv): Promise<number> {
  const dir = resolve(String(argv['plugin-dir']));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`inspect: ${dir} is not a directory`);
  const prepared = prepare({ plugins: [await diskPluginSource(dir)], addTools: [], registrations: [], generation: 1 });
  const report = reportOf(basename(dir), prepared);
  process.stdout.write(argv.json ? `${JSON.stringify(report, null, 2)}\n` : `${render(report)}\n`);
  return report.diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}
