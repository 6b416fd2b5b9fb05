import { describe, test, expect } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { specDir } from './paths.js';
import {
  findRequirement,
  loadRequirements,
  loadWithdrawn,
  parseAreaFile,
  renderRegistryJson,
  requirementsByArea,
  PROVENANCE_REQUIRED,
  SpecError,
} from './requirements.js';
import { REGENERATE_COMMAND, writeRegistry } from './write-registry.js';

// Where the registry is stale, `CAPKIT_WRITE_SPEC=1 npx vitest run spec` rewrites it before checking.
if (process.env.CAPKIT_WRITE_SPEC === '1') writeRegistry();

const good = (body: string): string => `# Area\n\nIntro text.\n\n${body}`;
const parse = (text: string) => parseAreaFile(text, 'spec/demo.md', 'demo', 'DEMO');

function errorOf(run: () => unknown): SpecError {
  try {
    run();
  } catch (e) {
    if (e instanceof SpecError) return e;
    throw e;
  }
  throw new Error('expected a SpecError, nothing was thrown');
}

describe('parseAreaFile', () => {
  test('reads id, level, title, text, seeds, provenance and source', () => {
    const reqs = parse(
      good(
        '## DEMO-001 · MUST · First rule\nHosts MUST do it.\n\nSecond paragraph.\n\n' +
          '> Seed, Capability Seam: "Duplicate provider IDs in one scope fail during registration."\n' +
          'Source: Documented: duplicate provider IDs fail at registration\n\n## DEMO-002 · MAY · Second rule\nHosts MAY.\n',
      ),
    );
    expect(reqs).toEqual([
      {
        id: 'DEMO-001',
        level: 'MUST',
        area: 'demo',
        title: 'First rule',
        text: 'Hosts MUST do it.\n\nSecond paragraph.',
        seeds: ['Capability Seam: "Duplicate provider IDs in one scope fail during registration."'],
        provenance: 'documented',
        source: 'duplicate provider IDs fail at registration',
      },
      { id: 'DEMO-002', level: 'MAY', area: 'demo', title: 'Second rule', text: 'Hosts MAY.', seeds: [] },
    ]);
  });

  test('a Source paragraph goes on until a blank line and is no part of the normative text', () => {
    const [r] = parse(good('## DEMO-001 · MUST · A\nHosts MUST.\n\nSource: Ruling: the pages are silent;\ncapkit decides this\nbecause of that.\n\nAn example after it.\n'));
    expect(r).toMatchObject({ provenance: 'ruling', source: 'the pages are silent; capkit decides this because of that.', text: 'Hosts MUST.\n\nAn example after it.' });
  });

  test('a requirement without a Source line has no provenance, unless one is required', () => {
    expect(parse(good('## DEMO-001 · MUST · A\ntext\n'))[0]?.provenance).toBeUndefined();
    const error = errorOf(() => parseAreaFile(good('## DEMO-001 · MUST · A\ntext\n'), 'spec/demo.md', 'demo', 'DEMO', { requireProvenance: true }));
    expect(error.message).toBe('spec/demo.md:5: DEMO-001 has no Source line (expected "Source: Documented: …" or "Source: Ruling: …")');
  });

  test('a Withdrawn line retires a requirement, saying why', () => {
    const [r] = parse(good('## DEMO-001 · MUST · A\nWithdrawn: replaced by DEMO-002.\nOld text.\n'));
    expect(r).toMatchObject({ id: 'DEMO-001', withdrawn: 'replaced by DEMO-002.', text: 'Old text.' });
    expect(errorOf(() => parse(good('## DEMO-001 · MUST · A\nWithdrawn:  \ntext\n'))).message).toBe('spec/demo.md:6: DEMO-001 is withdrawn but says nothing of why');
  });

  test('a ## line inside a code fence is text, not a heading', () => {
    const reqs = parse(good('## DEMO-001 · SHOULD · Fenced\nText.\n```\n## not a heading\n```\n'));
    expect(reqs).toHaveLength(1);
    expect(reqs[0]?.text).toContain('## not a heading');
  });

  test.each([
    ['missing level', '## DEMO-001 · Title\ntext', 5, 'malformed requirement heading'],
    ['lowercase level', '## DEMO-001 · must · Title\ntext', 5, 'malformed requirement heading'],
    ['level MUST NOT', '## DEMO-001 · MUST NOT · Title\ntext', 5, 'malformed requirement heading'],
    ['two-digit id', '## DEMO-01 · MUST · Title\ntext', 5, 'malformed requirement heading'],
    ['hyphen instead of dot', '## DEMO-001 - MUST - Title\ntext', 5, 'malformed requirement heading'],
    ['no space after ##', '##DEMO-001 · MUST · Title\ntext', 5, 'malformed requirement heading'],
    ['empty title', '## DEMO-001 · MUST · \ntext', 5, 'malformed requirement heading'],
    ['foreign prefix', '## PERMIT-001 · MUST · Title\ntext', 5, 'does not belong to area demo'],
    ['duplicate id', '## DEMO-001 · MUST · A\ntext\n## DEMO-001 · MUST · B\ntext', 7, 'duplicate requirement ID DEMO-001 (first at line 5)'],
    ['empty text', '## DEMO-001 · MUST · A\n\n> Seed, Capability Seam: "x"\n', 5, 'DEMO-001 has no normative text'],
    ['bad seed page', '## DEMO-001 · MUST · A\ntext\n> Seed, Some Blog: "x"', 7, 'malformed seed quote'],
    ['unquoted seed', '## DEMO-001 · MUST · A\ntext\n> Seed, Capability Seam: x', 7, 'malformed seed quote'],
    ['two Source lines', '## DEMO-001 · MUST · A\ntext\nSource: Ruling: a\n\nSource: Ruling: b', 9, 'second Source line in DEMO-001'],
    ['empty Source', '## DEMO-001 · MUST · A\ntext\nSource:   ', 7, 'empty Source line'],
    ['a Source of no known kind', '## DEMO-001 · MUST · A\ntext\nSource: the notes, §2', 7, 'Source line of DEMO-001 must read "Source: Documented: <the statement the seed quotes>" or "Source: Ruling: <the reason>"'],
    ['a lowercase kind', '## DEMO-001 · MUST · A\ntext\nSource: ruling: x', 7, 'must read'],
    ['Documented without a seed quote', '## DEMO-001 · MUST · A\ntext\nSource: Documented: the page says so', 7, 'DEMO-001 is "Documented" but quotes no seed page'],
    ['a kind with nothing after it', '## DEMO-001 · MUST · A\ntext\nSource: Ruling:', 7, 'names its kind but says nothing after it'],
    ['no requirements', 'just prose\n', 1, 'defines no requirements'],
    ['unclosed fence', '## DEMO-001 · MUST · A\ntext\n```\n', 8, 'never closed'],
  ])('rejects %s with file and line', (_name, body, line, reason) => {
    const error = errorOf(() => parse(good(body)));
    expect(error.file).toBe('spec/demo.md');
    expect(error.line).toBe(line);
    expect(error.message.startsWith(`spec/demo.md:${line}: `)).toBe(true);
    expect(error.message).toContain(reason);
  });
});

describe('loadRequirements', () => {
  test('reads only known area files and orders by area, then ID', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-spec-'));
    try {
      writeFileSync(join(dir, 'access.md'), good('## ACCESS-002 · MUST · B\nb\n\nSource: Ruling: r\n## ACCESS-001 · MUST · A\na\n\nSource: Ruling: r\n'));
      writeFileSync(join(dir, 'permits.md'), good('## PERMIT-001 · SHOULD · P\np\n\nSource: Ruling: r\n'));
      writeFileSync(join(dir, 'README.md'), '## not a requirement\n');
      writeFileSync(join(dir, 'notes.md'), '## NOTE-001 · MUST · ignored\nx\n');
      expect(loadRequirements(dir).map((r) => `${r.area}:${r.id}`)).toEqual([
        'permits:PERMIT-001',
        'access:ACCESS-001',
        'access:ACCESS-002',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('an error in a file names that file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-spec-'));
    try {
      writeFileSync(join(dir, 'access.md'), good('## ACCESS-001 · MUST · A\n\n'));
      const error = errorOf(() => loadRequirements(dir));
      expect(error.file.endsWith('access.md')).toBe(true);
      expect(error.message).toContain('ACCESS-001 has no normative text');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a requirement without a Source line is refused, naming file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-spec-'));
    try {
      writeFileSync(join(dir, 'access.md'), good('## ACCESS-001 · MUST · A\na\n'));
      const error = errorOf(() => loadRequirements(dir));
      expect(error.message).toMatch(/access\.md:5: ACCESS-001 has no Source line/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a missing folder is a clear error', () => {
    expect(() => loadRequirements(join(tmpdir(), 'capkit-no-such-spec-dir'))).toThrow(/does not exist/);
  });
});

// The requirement IDs fixed for areas permits, access and catalog (briefs and design of each area; they
// never change meaning).
const FIXED: Record<string, { prefix: string; count: number; should: string[]; withdrawn?: string[] }> = {
  permits: { prefix: 'PERMIT', count: 32, should: ['PERMIT-020', 'PERMIT-027', 'PERMIT-028', 'PERMIT-030', 'PERMIT-032'], withdrawn: ['PERMIT-013', 'PERMIT-010', 'PERMIT-003', 'PERMIT-004'] },
  access: { prefix: 'ACCESS', count: 11, should: [] },
  catalog: { prefix: 'CATALOG', count: 31, should: ['CATALOG-009'] },
};

describe("the kit's own spec", () => {
  const requirements = loadRequirements();

  test.each(Object.entries(FIXED))('area %s lists every fixed ID exactly once with its level', (area, fixed) => {
    const expected = Array.from({ length: fixed.count }, (_, i) => `${fixed.prefix}-${String(i + 1).padStart(3, '0')}`).filter((id) => !fixed.withdrawn?.includes(id));
    const ids = requirements.filter((r) => r.area === area).map((r) => r.id);
    expect(ids).toEqual(expected);
    for (const r of requirements.filter((q) => q.area === area)) {
      expect(r.level, r.id).toBe(fixed.should.includes(r.id) ? 'SHOULD' : 'MUST');
    }
  });

  test('a withdrawn requirement keeps its heading, says why, and is no rule: its ID is never reused', () => {
    const withdrawn = loadWithdrawn();
    expect(withdrawn.map((r) => r.id)).toEqual(expect.arrayContaining(Object.values(FIXED).flatMap((f) => f.withdrawn ?? [])));
    expect(withdrawn.length).toBeGreaterThan(0);
    for (const r of withdrawn) {
      expect(r.withdrawn, r.id).toMatch(/replaced by [A-Z]+-\d{3}/);
      expect(requirements.some((q) => q.id === r.id)).toBe(false);
      for (const id of r.withdrawn!.match(/[A-Z]+-\d{3}/g) ?? []) expect(findRequirement(id), `${r.id} names ${id}`).toBeDefined();
    }
  });

  test('IDs are unique across all areas', () => {
    const ids = requirements.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('every requirement cites a seed or a source', () => {
    const bare = requirements.filter((r) => r.seeds.length === 0 && r.source === undefined).map((r) => r.id);
    expect(bare).toEqual([]);
  });

  test('every requirement has a provenance', () => {
    expect(PROVENANCE_REQUIRED).toBe(true);
    const without = requirements.filter((r) => r.provenance === undefined).map((r) => r.id);
    expect(without).toEqual([]);
    const documentedWithoutSeed = requirements.filter((r) => r.provenance === 'documented' && r.seeds.length === 0).map((r) => r.id);
    expect(documentedWithoutSeed).toEqual([]);
  });

  test('lookups agree with the loaded registry', () => {
    expect(findRequirement('PERMIT-005')?.title).toBe('Commas mean OR inside one permit');
    expect(findRequirement('PERMIT-999')).toBeUndefined();
    expect(requirementsByArea('access').map((r) => r.id)).toEqual(
      requirements.filter((r) => r.area === 'access').map((r) => r.id),
    );
  });

  test(`spec/requirements.json is up to date (regenerate: ${REGENERATE_COMMAND})`, () => {
    const path = join(specDir, 'requirements.json');
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : '(missing)';
    expect(committed, `spec/requirements.json is stale; run ${REGENERATE_COMMAND}`).toBe(renderRegistryJson(requirements, loadWithdrawn()));
  });

  test('the registry JSON has the documented envelope', () => {
    const parsed = JSON.parse(renderRegistryJson(requirements, loadWithdrawn())) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['contract', 'version', 'requirements', 'withdrawn']);
    expect(parsed.contract).toBe('agent-capability-contract');
    expect(parsed.version).toMatch(/^\d{4}\.\d{1,2}$/);
    expect(renderRegistryJson(requirements).endsWith('}\n')).toBe(true);
  });

  // Seed quotes are checked verbatim against spec/pages/ by spec/pages-map.test.ts.
});
