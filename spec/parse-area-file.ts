// Reads one area file of the spec (spec/<area>.md) into requirements. The Markdown is the single source of
// truth, so the parser is strict: anything it cannot read exactly is an error naming the file and line,
// never a requirement silently dropped or merged into its neighbour.

export type Level = 'MUST' | 'SHOULD' | 'MAY';

export interface Requirement {
  /** Stable ID, `<PREFIX>-<3 digits>`; never changes meaning once published. */
  id: string;
  level: Level;
  /** The area file the requirement lives in (`permits` for spec/permits.md). */
  area: string;
  title: string;
  /** Normative text: every body line that is neither a seed quote nor the Source line. */
  text: string;
  /** Seed quotes, as `<page>: "<quoted words>"`. */
  seeds: string[];
  /**
   * Where the rule comes from: `documented` when the zhin.js pages state it (the seeds quote them),
   * `ruling` when capkit decides a point they leave open or contradict. Absent only in a file not yet
   * converted to `Source: Documented: …` / `Source: Ruling: …` (see PROVENANCE_REQUIRED).
   */
  provenance?: Provenance;
  /** The Source paragraph after its kind: which documented statement, or the ruling's reason. */
  source?: string;
  /**
   * Set on a retired requirement (a `Withdrawn: …` line): why, and which requirements replace it. Its heading
   * stays so old reports stay readable, but it is no rule any more: the registry lists it apart.
   */
  withdrawn?: string;
}

export type Provenance = 'documented' | 'ruling';

/** A spec file that cannot be read; the message starts with `file:line:`. */
export class SpecError extends Error {
  readonly file: string;
  readonly line: number;
  constructor(file: string, line: number, reason: string) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'SpecError';
    this.file = file;
    this.line = line;
  }
}

/** The contract's own pages a requirement may quote (the seed pages). */
export const SEED_PAGES = ['Agent Tools and Skills', 'Capability Seam'] as const;

const HEADING = /^## ([A-Z]+)-(\d{3}) · (MUST|SHOULD|MAY) · (\S.*)$/;
const SEED = /^> Seed, ([^:]+): "(.+)"$/;
const SOURCE = /^Source:(.*)$/;
const WITHDRAWN = /^Withdrawn:\s*(.*)$/;
const SOURCE_KIND = /^(Documented|Ruling):\s*(.*)$/;
const FENCE = /^(```|~~~)/;

interface Draft {
  req: Requirement;
  line: number;
  body: string[];
  sourceLine?: number;
  /** The Source paragraph goes on over the following lines until a blank line. */
  inSource?: boolean;
}

/**
 * Parses the text of one area file. `file` names the file in errors; `prefix` is the ID prefix the
 * area owns (`PERMIT` for permits). Lines before the first `##` heading are the area's introduction.
 */
export interface ParseOptions {
  /**
   * A document that is mostly prose (spec/protocol.md): only `## <PREFIX>-NNN · …` lines are requirement
   * headings; any other `##` heading is a section of the prose and ends the requirement before it.
   */
  mixed?: boolean;
  /** Every requirement must have a Source line (a provenance). */
  requireProvenance?: boolean;
}

export function parseAreaFile(text: string, file: string, area: string, prefix: string, options: ParseOptions = {}): Requirement[] {
  const lines = text.split(/\r?\n/);
  const drafts: Draft[] = [];
  const seenAt = new Map<string, number>();
  let current: Draft | undefined;
  let inFence = false;

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trimEnd();
    if (FENCE.test(line)) inFence = !inFence;
    if (!inFence && /^##(?!#)/.test(line)) {
      if (options.mixed && !line.startsWith(`## ${prefix}-`)) {
        current = undefined;
        return;
      }
      current = startRequirement(line, lineNo, file, area, prefix, seenAt);
      drafts.push(current);
      return;
    }
    // The introduction (and, in a mixed document, every prose section) is free-form: no requirement.
    if (current === undefined) return;
    if (current.inSource && !inFence) {
      if (line.trim() !== '' && !line.startsWith('>')) {
        current.req.source = `${current.req.source ?? ''} ${line.trim()}`.trim();
        return;
      }
      current.inSource = false;
    }
    if (!inFence && line.startsWith('>')) {
      current.req.seeds.push(readSeed(line, lineNo, file));
      return;
    }
    const withdrawn = inFence ? null : WITHDRAWN.exec(line);
    if (withdrawn) {
      if ((withdrawn[1] ?? '').trim() === '') throw new SpecError(file, lineNo, `${current.req.id} is withdrawn but says nothing of why`);
      current.req.withdrawn = (withdrawn[1] ?? '').trim();
      return;
    }
    const source = inFence ? null : SOURCE.exec(line);
    if (source) {
      readSource(current, (source[1] ?? '').trim(), lineNo, file);
      return;
    }
    current.body.push(line);
  });

  if (inFence) throw new SpecError(file, lines.length, 'code fence opened but never closed');
  if (drafts.length === 0) throw new SpecError(file, 1, `defines no requirements (expected "## ${prefix}-001 · MUST · Title" headings)`);
  return drafts.map((draft) => finish(draft, file, options));
}

function startRequirement(
  line: string,
  lineNo: number,
  file: string,
  area: string,
  prefix: string,
  seenAt: Map<string, number>,
): Draft {
  const match = HEADING.exec(line);
  if (!match) {
    throw new SpecError(
      file,
      lineNo,
      `malformed requirement heading ${JSON.stringify(line)} (expected "## ${prefix}-001 · MUST|SHOULD|MAY · Title")`,
    );
  }
  const [, idPrefix = '', digits = '', level = '', title = ''] = match;
  const id = `${idPrefix}-${digits}`;
  if (idPrefix !== prefix) {
    throw new SpecError(file, lineNo, `requirement ${id} does not belong to area ${area} (its IDs start with ${prefix}-)`);
  }
  const first = seenAt.get(id);
  if (first !== undefined) throw new SpecError(file, lineNo, `duplicate requirement ID ${id} (first at line ${first})`);
  seenAt.set(id, lineNo);
  return { req: { id, level: level as Level, area, title: title.trim(), text: '', seeds: [] }, line: lineNo, body: [] };
}

function readSeed(line: string, lineNo: number, file: string): string {
  const match = SEED.exec(line);
  const page = match?.[1] ?? '';
  if (!match || !(SEED_PAGES as readonly string[]).includes(page)) {
    throw new SpecError(
      file,
      lineNo,
      `malformed seed quote ${JSON.stringify(line)} (expected '> Seed, <${SEED_PAGES.join(' | ')}>: "<words>"')`,
    );
  }
  return `${page}: "${match[2] ?? ''}"`;
}

function readSource(draft: Draft, value: string, lineNo: number, file: string): void {
  if (value === '') throw new SpecError(file, lineNo, `empty Source line in ${draft.req.id}`);
  if (draft.sourceLine !== undefined) {
    throw new SpecError(file, lineNo, `second Source line in ${draft.req.id} (first at line ${draft.sourceLine})`);
  }
  const kind = SOURCE_KIND.exec(value);
  if (!kind) {
    throw new SpecError(
      file,
      lineNo,
      `Source line of ${draft.req.id} must read "Source: Documented: <the statement the seed quotes>" or "Source: Ruling: <the reason>", not ${JSON.stringify(`Source: ${value}`)}`,
    );
  }
  draft.sourceLine = lineNo;
  draft.inSource = true;
  draft.req.provenance = kind[1] === 'Documented' ? 'documented' : 'ruling';
  draft.req.source = (kind[2] ?? '').trim();
}

function finish(draft: Draft, file: string, options: ParseOptions): Requirement {
  // Paragraphs are kept; runs of blank lines collapse to one so the registry text is stable.
  const text = draft.body
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const { req } = draft;
  if (text === '') throw new SpecError(file, draft.line, `requirement ${req.id} has no normative text`);
  if (req.provenance !== undefined && req.source === '') {
    throw new SpecError(file, draft.sourceLine ?? draft.line, `Source line of ${req.id} names its kind but says nothing after it`);
  }
  if (req.provenance === 'documented' && req.seeds.length === 0) {
    throw new SpecError(
      file,
      draft.sourceLine ?? draft.line,
      `${req.id} is "Documented" but quotes no seed page: add a '> Seed, <page>: "<words>"' line, or make it a Ruling`,
    );
  }
  if (options.requireProvenance && req.provenance === undefined) {
    throw new SpecError(file, draft.line, `${req.id} has no Source line (expected "Source: Documented: …" or "Source: Ruling: …")`);
  }
  return { ...req, text };
}
