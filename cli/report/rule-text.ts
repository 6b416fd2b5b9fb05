// What a failure card says of the rule it enforces: the requirement's own rule sentence, where it lives
// (`spec/permits.md#PERMIT-005` in reports; the file and line on the console, which terminals open), read
// from the kit's spec: an ID never changes meaning, so a report read later names the same rule.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { specDir } from '../../spec/paths.js';

export interface RuleText {
  /** The requirement's first normative paragraph, on one line. */
  sentence: string;
  /** `spec/<area>.md#<ID>`: where the rule lives, in the kit's own layout. */
  ref: string;
  /** The spec file and the requirement's heading line, relative to the working folder (`spec/permits.md:106`). */
  location: string;
}

interface RegistryEntry {
  id: string;
  area: string;
  text: string;
}

let cache: Map<string, RuleText> | undefined;

/** The paragraph that states the rule: the first one naming its level (MUST/SHOULD/MAY), else the first. */
export function ruleSentence(text: string): string {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim()).filter((p) => p !== '');
  return paragraphs.find((p) => /\b(MUST|SHOULD|MAY)\b/.test(p)) ?? paragraphs[0] ?? '';
}

function headingLines(area: string): Map<string, number> {
  const file = join(specDir, `${area}.md`);
  const lines = new Map<string, number>();
  if (!existsSync(file)) return lines;
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    const m = /^## ([A-Z]+-\d{3}) ·/.exec(line);
    if (m) lines.set(m[1]!, i + 1);
  });
  return lines;
}

function load(): Map<string, RuleText> {
  const rules = new Map<string, RuleText>();
  const file = join(specDir, 'requirements.json');
  if (!existsSync(file)) return rules;
  const registry = JSON.parse(readFileSync(file, 'utf8')) as { requirements: RegistryEntry[] };
  const lines = new Map<string, Map<string, number>>();
  for (const r of registry.requirements) {
    if (!lines.has(r.area)) lines.set(r.area, headingLines(r.area));
    const path = join(specDir, `${r.area}.md`);
    const line = lines.get(r.area)!.get(r.id);
    rules.set(r.id, {
      sentence: ruleSentence(r.text),
      ref: `spec/${r.area}.md#${r.id}`,
      location: `${relative(process.cwd(), path) || path}${line !== undefined ? `:${line}` : ''}`,
    });
  }
  return rules;
}

/** The rule of a requirement ID, or undefined for an ID this kit's spec does not have. */
export function ruleOf(id: string): RuleText | undefined {
  cache ??= load();
  return cache.get(id);
}
