// `capkit spec`: each requirement with its level and provenance (column, and the JSON field).
import { describe, expect, test, vi } from 'vitest';
import { loadRequirements } from '../../spec/requirements.js';
import { loadPagesMap } from '../../spec/pages-map.js';
import { specHandler } from './spec.js';

async function printed(argv: Record<string, unknown>): Promise<string> {
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    await specHandler({ write: false, json: false, map: false, _: [], $0: 'capkit', ...argv } as never);
  } finally {
    spy.mockRestore();
  }
  return out.replace(/\x1b\[[0-9;]*m/g, '');
}

describe('capkit spec', () => {
  const requirements = loadRequirements();

  test('--json gives every requirement its provenance field (null until its file says)', async () => {
    const list = JSON.parse(await printed({ json: true, areas: 'protocol' })) as { id: string; provenance: unknown }[];
    expect(list.map((r) => r.id)).toEqual(requirements.filter((r) => r.area === 'protocol').map((r) => r.id));
    // spec/protocol.md says "Source: Ruling: …" for each of its requirements.
    expect(new Set(list.map((r) => r.provenance))).toEqual(new Set(['ruling']));
    const all = JSON.parse(await printed({ json: true })) as { provenance: unknown }[];
    expect(all.every((r) => r.provenance === 'documented' || r.provenance === 'ruling' || r.provenance === null)).toBe(true);
  });

  test('the list shows a provenance column', async () => {
    const text = await printed({ areas: 'protocol', level: 'MUST' });
    expect(text).toMatch(/^PROTOCOL-001 MUST +ruling +Hello names the host/m);
    const lines = text.trim().split('\n');
    expect(lines.slice(0, -1)).toHaveLength(requirements.filter((r) => r.area === 'protocol' && r.level === 'MUST').length);
    expect(lines.at(-1)).toMatch(/^pages map: \d+ statements: /);
  });

  test("prints the map's totals, counted from spec/pages-map.json", async () => {
    const statements = loadPagesMap().statements;
    const count = (status: string) => statements.filter((s) => s.status === status).length;
    const normative = statements.length - count('informative');
    const line = `pages map: ${normative} statements: ${count('covered')} covered, ${count('partial')} partial, ${count('not-covered')} not covered, ${count('out-of-scope')} out of scope (${count('informative')} informative passages)`;
    expect(await printed({ map: true })).toBe(`${line}\n`);
    expect((await printed({ areas: 'permits' })).trim().split('\n').at(-1)).toBe(line);
    expect(JSON.parse(await printed({ map: true, json: true }))).toEqual({
      statements: normative,
      covered: count('covered'),
      partial: count('partial'),
      'not-covered': count('not-covered'),
      'out-of-scope': count('out-of-scope'),
      informative: count('informative'),
    });
  });
});

describe('capkit spec --areas', () => {
  test('an unknown area is refused like `capkit run` refuses it, with a suggestion; an empty list too', async () => {
    await expect(printed({ areas: 'nope' })).rejects.toThrow(/--areas: unknown area\(s\) "nope"; the requirements have areas .*permits/);
    await expect(printed({ areas: 'permit' })).rejects.toThrow(/"permit".*permits/);
    await expect(printed({ areas: 'permits,nope' })).rejects.toThrow(/unknown area\(s\) "nope"/);
    await expect(printed({ areas: ' , ' })).rejects.toThrow(/needs at least one area/);
    expect(await printed({ areas: 'permits' })).toMatch(/PERMIT-001/);
  });
});
