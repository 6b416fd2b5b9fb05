// The implementers' guide covers every op of the published schemas; every exchange it shows is a case
// of the fixtures and is answered exactly so by the reference host; its requirement lists are the
// registry's; and the documents a host author starts from point into it.
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import referenceHost from '../reference-impl/host.js';
import type { Case } from '../host/protocol.js';
import { kitRoot } from '../spec/paths.js';
import { loadRequirements } from '../spec/requirements.js';
import { GUIDE_FILE, renderGuideRequirements } from '../spec/guide-requirements.js';
import { INIT_LANGUAGES } from '../cli/init/languages.js';

const read = (file: string): string => readFileSync(join(kitRoot, file), 'utf8');
const GUIDE = read(GUIDE_FILE);
const AREAS = ['permits', 'access', 'registry', 'turns', 'catalog'] as const;

/** The guide's section of an area: from its heading to the next `## `. */
function section(area: string): string {
  const start = GUIDE.indexOf(`## Area \`${area}\``);
  if (start < 0) throw new Error(`${GUIDE_FILE} has no section "## Area \`${area}\`"`);
  const end = GUIDE.indexOf('\n## ', start + 1);
  return GUIDE.slice(start, end < 0 ? undefined : end);
}

/** The ops of an area's steps schema: one `$defs` entry per op, named after it (spec/protocol.md §5). */
function schemaOps(area: string): string[] {
  const schema = JSON.parse(read(`spec/schemas/areas/${area}.steps.schema.json`)) as { $defs?: Record<string, { properties?: { op?: { const?: string } } }> };
  const ops = Object.values(schema.$defs ?? {})
    .map((d) => d.properties?.op?.const)
    .filter((op): op is string => typeof op === 'string');
  return [...new Set(ops)];
}

/** The ops an area's ops table names in its first column. */
function tableOps(text: string): Set<string> {
  const ops = new Set<string>();
  for (const line of text.split('\n').filter((l) => l.startsWith('| `'))) {
    const first = line.split('|')[1]!;
    for (const m of first.matchAll(/`([A-Za-z]+)`/g)) ops.add(m[1]!);
  }
  return ops;
}

interface Exchange {
  sent: { cmd: string; seq: number; case: Case };
  shown: Record<string, unknown>;
}

/** Every `→ {"cmd":"run",…}` line of the guide with the `←` line after it (schematic lines, with `…`, aside). */
function exchanges(): Exchange[] {
  const lines = GUIDE.split('\n');
  const out: Exchange[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('→ {"cmd":"run"') || line.includes('…')) return;
    const answer = lines[i + 1] ?? '';
    if (!answer.startsWith('← ')) throw new Error(`${GUIDE_FILE}:${i + 2}: a run line without its answer`);
    out.push({ sent: JSON.parse(line.slice(2)) as Exchange['sent'], shown: JSON.parse(answer.slice(2)) as Record<string, unknown> });
  });
  return out;
}

/** A fixture case as the kit sends it: no expectations, no requirement notes. */
function fixtureCase(id: string): Case | undefined {
  const area = id.split('/')[0]!;
  for (const file of readdirSync(join(kitRoot, 'fixtures', area)).filter((f) => f.endsWith('.json'))) {
    const fixture = JSON.parse(read(`fixtures/${area}/${file}`)) as { cases: { id: string; setup?: unknown; steps: Record<string, unknown>[] }[] };
    const c = fixture.cases.find((x) => x.id === id);
    if (c) return { id, area, setup: c.setup ?? {}, steps: c.steps.map(({ expect: _e, requirement: _r, ...step }) => step) } as unknown as Case;
  }
  return undefined;
}

describe("the implementers' guide (docs/hosts.md)", () => {
  test.each(AREAS)('names every op of the %s schema in its ops table', (area) => {
    const ops = schemaOps(area);
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.filter((op) => !tableOps(section(area)).has(op))).toEqual([]);
  });

  test('shows one exchange of each area, every one a fixture case answered so by the reference host', async () => {
    const shown = exchanges();
    expect(shown.map((e) => e.sent.case.area).sort()).toEqual([...AREAS].sort());
    for (const { sent, shown: answer } of shown) {
      expect(fixtureCase(sent.case.id), `${sent.case.id} is not a case of fixtures/`).toEqual(sent.case);
      const answered = await referenceHost.run(structuredClone(sent.case));
      expect({ seq: sent.seq, ...answered }, sent.case.id).toEqual(answer);
    }
  });

  test('lists every requirement, one line each, as the area files state them (npm run spec rewrites them)', () => {
    expect(GUIDE).toBe(renderGuideRequirements(GUIDE, loadRequirements()));
    for (const r of loadRequirements()) expect(GUIDE).toContain(`- ${r.id} · ${r.level} · ${r.title}\n`);
  });

  test('the init READMEs and spec/README.md point into it', () => {
    for (const language of INIT_LANGUAGES) expect(read(`cli/init/templates/${language}/README.md`), language).toContain('docs/hosts.md');
    expect(read('spec/README.md')).toContain('../docs/hosts.md');
  });
});
