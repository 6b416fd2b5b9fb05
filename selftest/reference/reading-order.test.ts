// Each rule readable in one file (issue 32): every area of reference-impl/ has a reading order
// (reference-impl/<area>/README.md) whose table gives each requirement of the area exactly one file, rows in
// the spec's order, and that file names the requirement itself, so a host author who opens it finds the rule.
// Every other source file of the area is named there too (a helper, state or wiring), so none goes unexplained.
import { describe, expect, test } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadRequirements, SPEC_AREAS } from '../../spec/requirements.js';

const root = join(import.meta.dirname, '..', '..');
const reference = join(root, 'reference-impl');

// Every area of the reference; `protocol` is the kit's own (spec/protocol.md) and has no folder.
const PREFIX: Record<string, string> = Object.fromEntries(SPEC_AREAS.filter((a) => a.area !== 'protocol').map((a) => [a.area, a.prefix]));

const requirements = loadRequirements();

/** The numbers a mention names: "X-007", "X-007…010", "X-001/003", "X-020..024, 031". */
export function numbersNamed(text: string, prefix: string): Set<number> {
  const out = new Set<number>();
  const mention = new RegExp(`${prefix}-(\\d{3}(?:\\s*(?:/|,\\s*(?:${prefix}-)?|…|\\.\\.|–)\\s*\\d{3})*)`, 'g');
  for (const match of text.matchAll(mention)) {
    const tokens = match[1]!.match(/\d{3}|…|\.\.|–/g)!;
    let previous: number | undefined;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (/^\d/.test(token)) {
        previous = Number(token);
        out.add(previous);
      } else if (previous !== undefined && tokens[i + 1] !== undefined) {
        // Only an ascending range names what lies between; "X-031..018" names its two ends and no more.
        const to = Number(tokens[++i]);
        for (let n = previous; n <= to; n++) out.add(n);
        out.add(to);
        previous = to;
      }
    }
  }
  return out;
}

interface Row { ids: number[]; file: string }

function rowsOf(readme: string, prefix: string): Row[] {
  return readme
    .split('\n')
    .filter((line) => line.startsWith('|') && line.includes(`${prefix}-`))
    .map((line) => {
      const [, rules = '', file = ''] = line.split('|').map((cell) => cell.trim());
      return { ids: [...numbersNamed(rules, prefix)].sort((a, b) => a - b), file: file.replaceAll('`', '') };
    });
}

describe.each(Object.entries(PREFIX))('reference-impl/%s/README.md', (area, prefix) => {
  const path = join(reference, area, 'README.md');
  const rows = existsSync(path) ? rowsOf(readFileSync(path, 'utf8'), prefix) : [];
  const id = (n: number): string => `${prefix}-${String(n).padStart(3, '0')}`;

  test('gives every requirement of the area exactly one file', () => {
    expect(existsSync(path), `${path} is missing`).toBe(true);
    const listed = rows.flatMap((row) => row.ids.map(id)).sort();
    const expected = requirements.filter((r) => r.area === area).map((r) => r.id).sort();
    expect(listed).toEqual(expected);
  });

  test("its rows follow the spec's order", () => {
    const firsts = rows.map((row) => row.ids[0]!);
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
  });

  test('each file exists and names every requirement its row gives it', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const file = join(reference, row.file);
      if (!existsSync(file)) {
        problems.push(`${row.file}: no such file`);
        continue;
      }
      const named = numbersNamed(readFileSync(file, 'utf8'), prefix);
      for (const n of row.ids) if (!named.has(n)) problems.push(`${row.file} does not name ${id(n)}`);
    }
    expect(problems).toEqual([]);
  });

  test('names every source file of the area', () => {
    const readme = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const sources = readdirSync(join(reference, area), { recursive: true, encoding: 'utf8' })
      .map((f) => f.replaceAll('\\', '/'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources.filter((f) => !readme.includes(f))).toEqual([]);
  });
});

describe('numbersNamed', () => {
  test('reads single IDs, lists and ranges, and nothing else', () => {
    expect([...numbersNamed('see X-007…010 and X-001/003, X-020..022, X-031', 'X')].sort((a, b) => a - b)).toEqual([1, 3, 7, 8, 9, 10, 20, 21, 22, 31]);
    expect([...numbersNamed('X-005, X-006 and Y-007', 'X')]).toEqual([5, 6]);
    expect(numbersNamed('X-12 XX-123', 'Y').size).toBe(0);
    expect([...numbersNamed('X-031..018', 'X')].sort((a, b) => a - b)).toEqual([18, 31]);
  });
});
