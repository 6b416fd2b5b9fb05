import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { specDir } from '../paths.js';
import { loadRequirements } from '../requirements.js';
import { compatProblems, loadReleases, type Release, type ReleasedRequirement } from './compat.js';

const releases = loadReleases(join(specDir, 'releases'));

describe('requirement IDs never change meaning', () => {
  test('the released baseline 2026.11 is kept', () => {
    expect(releases.map((r) => r.version)).toContain('2026.11');
  });

  test.each(releases.map((r) => [r.version, r] as const))('the current registry is compatible with release %s', (_v, release) => {
    expect(compatProblems(release, loadRequirements())).toEqual([]);
  });
});

describe('compatProblems', () => {
  const a: ReleasedRequirement = { id: 'PERMIT-001', level: 'MUST', area: 'permits', title: 'T', text: 'X' };
  const b: ReleasedRequirement = { id: 'PERMIT-002', level: 'SHOULD', area: 'permits', title: 'U', text: 'Y' };
  const release = (allowed: Release['allowed'] = []): Release => ({ version: '1.0', file: 'r.json', requirements: [a, b], allowed });

  test('unchanged, plus new IDs: no problem', () => {
    expect(compatProblems(release(), [a, b, { ...a, id: 'PERMIT-003' }])).toEqual([]);
  });
  test('a removed ID is a problem unless withdrawn', () => {
    expect(compatProblems(release(), [a])).toEqual([expect.stringMatching(/^PERMIT-002 of release 1\.0 \(r\.json\) is missing/)]);
    expect(compatProblems(release([{ id: 'PERMIT-002', kind: 'withdrawn', reason: 'r' }]), [a])).toEqual([]);
  });
  test('level and area never change, even with a wording allowance', () => {
    const allowed = release([{ id: 'PERMIT-001', kind: 'wording', reason: 'r' }]);
    expect(compatProblems(allowed, [{ ...a, level: 'SHOULD' }, b])).toEqual([expect.stringMatching(/PERMIT-001 changed level MUST → SHOULD/)]);
    expect(compatProblems(allowed, [{ ...a, area: 'access' }, b])).toEqual([expect.stringMatching(/PERMIT-001 moved from area permits to access/)]);
  });
  test('title or text changes need a wording allowance', () => {
    expect(compatProblems(release(), [{ ...a, text: 'Z' }, b])).toEqual([expect.stringMatching(/PERMIT-001 changed its text/)]);
    expect(compatProblems(release(), [{ ...a, title: 'Q' }, b])).toEqual([expect.stringMatching(/PERMIT-001 changed its title/)]);
    expect(compatProblems(release([{ id: 'PERMIT-001', kind: 'wording', reason: 'typo' }]), [{ ...a, text: 'Z' }, b])).toEqual([]);
  });
  test('an allowance for an ID the release does not have is a problem', () => {
    expect(compatProblems(release([{ id: 'PERMIT-009', kind: 'wording', reason: 'r' }]), [a, b])).toEqual([expect.stringMatching(/lists PERMIT-009/)]);
  });
});

describe('loadReleases', () => {
  function releasesDir(files: Record<string, unknown>): string {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-releases-'));
    for (const [path, json] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), typeof json === 'string' ? json : JSON.stringify(json));
    }
    return dir;
  }
  const registry = { version: '9.9', requirements: [{ id: 'PERMIT-001', level: 'MUST', area: 'permits', title: 'T', text: 'X' }] };

  test('reads a release and its allowed changes', () => {
    const dir = releasesDir({ '9.9/requirements.json': registry, '9.9/allowed-changes.json': { changes: [{ id: 'PERMIT-001', kind: 'wording', reason: 'typo' }] } });
    const [r] = loadReleases(dir);
    expect(r?.version).toBe('9.9');
    expect(r?.allowed).toEqual([{ id: 'PERMIT-001', kind: 'wording', reason: 'typo' }]);
  });
  test('bad files are named with the JSON path', () => {
    expect(() => loadReleases(releasesDir({ '9.8/requirements.json': registry }))).toThrow('spec/releases/9.8/requirements.json: /version: is "9.9", expected "9.8"');
    expect(() => loadReleases(releasesDir({ '9.9/requirements.json': { ...registry, requirements: [{ id: 'X' }] } }))).toThrow('/requirements/0/level: must be a string');
    expect(() => loadReleases(releasesDir({ '9.9/requirements.json': registry, '9.9/allowed-changes.json': { changes: [{ id: 'PERMIT-001', kind: 'wording', reason: ' ' }] } }))).toThrow(
      'spec/releases/9.9/allowed-changes.json: /changes/0/reason: must say why',
    );
    expect(() => loadReleases(releasesDir({ '9.9/requirements.json': '{"version": ' }))).toThrow(/spec\/releases\/9\.9\/requirements\.json:1:\d+: invalid JSON/);
  });
});
