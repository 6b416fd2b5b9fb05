// `capkit list` for a person: per requirement its ID, level, title and the tests that cover it.
import pc from 'picocolors';
import type { ListPlan } from './plan.js';

export function formatList(plan: ListPlan): string {
  const out: string[] = [];
  for (const r of plan.requirements) {
    out.push(`${pc.bold(r.id)} ${pc.dim(r.level.padEnd(6))} ${r.title}`);
    if (r.tests.length === 0) out.push(`    ${pc.red('(no test)')}`);
    for (const t of r.tests) out.push(`    ${pc.dim('·')} ${t.name}`);
  }
  out.push('');
  for (const e of plan.errors) out.push(pc.red(`suite error in ${e.file}: ${e.message}`));
  const { totals } = plan;
  const scope = `areas ${plan.areas.join(', ')}${plan.level ? ` · level ${plan.level}` : ''}`;
  out.push(`${totals.requirements} requirement(s), ${totals.tests} test(s) would run (${scope}); no host was contacted`);
  if (totals.uncovered.length > 0) out.push(pc.yellow(`without a test: ${totals.uncovered.join(', ')}`));
  return out.join('\n');
}
