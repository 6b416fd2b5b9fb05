// The terminal view of an inspect report. Every name, path, flag and reason came from the plugin (its
// file names, its definitions, what its code printed), so each is shown through terminalSafe: a
// plugin can neither move the cursor nor print a line of its own such as a fake "✔".
import pc from 'picocolors';
import { terminalSafe as safe } from '../ui/terminal-text.js';
import { LOAD_CODES } from './load-failure.js';
import type { InspectReport, SkillOut, ToolOut } from './report.js';

function flagText(t: ToolOut): string {
  const f = t.flags;
  const parts = [`approval ${safe(f.requiresApproval)}`];
  if (f.hidden) parts.push(pc.yellow('hidden'));
  if (f.platforms.length) parts.push(`platforms ${safe(f.platforms.join(','))}`);
  if (f.scopes.length) parts.push(`scopes ${safe(f.scopes.join(','))}`);
  if (f.permissions.length) parts.push(`permissions ${safe(f.permissions.join(' '))}`);
  return pc.dim(`[${parts.join('; ')}]`);
}

// A registry problem's message opens with its source, which the line already names.
const withoutFile = (reason: string, file: string) => (reason.startsWith(`${file}: `) ? reason.slice(file.length + 2) : reason);

export function render(r: InspectReport): string {
  const out: string[] = [pc.bold(`plugin ${safe(r.plugin)}`)];
  const tool = (t: ToolOut, indent: string) => out.push(`${indent}${pc.cyan('tool')}  ${pc.bold(safe(t.qualifiedName))}  ${pc.dim(safe(t.source))} ${flagText(t)}`);
  const skill = (s: SkillOut, indent: string) => {
    out.push(`${indent}${pc.magenta('skill')} ${pc.bold(safe(s.qualifiedName))}  ${pc.dim(safe(s.source))}`);
    s.tools.forEach((t) => tool(t, `${indent}  `));
  };
  r.agents.forEach((a) => {
    out.push(`  ${pc.green('agent')} ${pc.bold(safe(a.name))}  ${pc.dim(safe(a.source))}${a.auto ? pc.dim(` [auto: ${safe(a.auto)}]`) : ''}`);
    a.skills.forEach((s) => skill(s, '    '));
    a.tools.forEach((t) => tool(t, '    '));
  });
  r.skills.forEach((s) => skill(s, '  '));
  r.tools.forEach((t) => tool(t, '  '));
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  const warnings = r.diagnostics.length - errors.length;
  if (r.diagnostics.length > 0) out.push('', pc.bold('diagnostics'));
  for (const d of r.diagnostics) {
    const mark = d.severity === 'error' ? pc.red('error') : pc.yellow('warning');
    out.push(`  ${mark}[${safe(d.code)}] ${safe(d.file)}${d.field ? ` (field ${safe(d.field)})` : ''}: ${safe(withoutFile(d.reason, d.file))}`);
  }
  const uncommitted = errors.some((d) => !LOAD_CODES.has(d.code)) ? ": this plugin's candidate generation would not commit" : '';
  out.push('', errors.length === 0 ? pc.green(`✔ no errors (${warnings} warning(s))`) : pc.red(`✘ ${errors.length} error(s), ${warnings} warning(s)${uncommitted}`));
  return out.join('\n');
}
