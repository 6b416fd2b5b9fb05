import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadScenarioFile, parseScenario } from './load-scenario.js';
import { sampleScenario } from './test-scenario.js';

const file = (text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'capkit-scenario-')), 'x.json');
  writeFileSync(path, text);
  return path;
};

describe('loadScenarioFile', () => {
  test('a valid scenario loads as written', () => {
    const scenario = sampleScenario();
    expect(loadScenarioFile(file(JSON.stringify(scenario)), 'x.json')).toEqual(scenario);
  });

  test('invalid JSON names the file, line and column', () => {
    expect(() => loadScenarioFile(file('{\n  "name": "x",,\n}'), 'x.json')).toThrow(/^x\.json:2:15: invalid JSON/);
  });

  test('a missing file is one clear line', () => {
    expect(() => loadScenarioFile('/nonexistent/capkit/s.json', 's.json')).toThrow('s.json: cannot read the scenario file (ENOENT)');
  });

  test('a wrong value names the JSON path and what was expected', () => {
    const bad = sampleScenario() as unknown as { turns: { profile: string }[] };
    bad.turns[1]!.profile = 'batch';
    expect(() => parseScenario(bad, 's.json')).toThrow(`s.json: /turns/1/profile: must be one of ["interactive","scheduled"]`);
  });

  test('a missing field and an unknown one are both named', () => {
    const { description: _d, ...rest } = sampleScenario();
    expect(() => parseScenario({ ...rest, extra: 1 }, 's.json')).toThrow(/s\.json: \/: must have required property 'description'[\s\S]*must NOT have additional property 'extra'/);
  });

  test('requirement ids must be TURN ids and the name kebab-case', () => {
    expect(() => parseScenario({ ...sampleScenario(), requirements: ['REGISTRY-001'] }, 's.json')).toThrow('s.json: /requirements/0: must match pattern');
    expect(() => parseScenario({ ...sampleScenario(), name: 'Bad Name' }, 's.json')).toThrow('s.json: /name: must match pattern');
  });

  test('a deciding requirement must be one the scenario cites', () => {
    const s = sampleScenario();
    s.requirements = ['TURN-005', 'TURN-012'];
    s.turns[1]!.moves[0] = { call: 'echo', input: {}, requirement: 'TURN-005' };
    s.turns[1]!.decidedBy = { expectJournal: 'TURN-012' };
    expect(parseScenario(s, 's.json')).toEqual(s);
    s.turns[1]!.decidedBy = { expectPrompt: 'TURN-024' };
    expect(() => parseScenario(s, 's.json')).toThrow(`s.json: /turns/1/decidedBy/expectPrompt: "TURN-024" is not among the scenario's requirements (TURN-005, TURN-012)`);
  });

  test('a turn that must not start cannot carry moves or observations', () => {
    const s = sampleScenario();
    s.turns[0]!.expectPrompt = [];
    expect(() => parseScenario(s, 's.json')).toThrow('s.json: /turns/0/expectPrompt: must be absent when expectStartError is given');
  });
});
