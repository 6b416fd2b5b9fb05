// The map of the pages: every sentence, table row and example of the two documentation pages the contract
// comes from (spec/pages/), in page order, each marked with the requirements that state it, or why none does.
// spec/pages-map.json is the source; spec/pages-map.md is its rendering (`capkit spec --write`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { specDir } from './paths.js';
import { parseJsonText } from '../host/json-text.js';

/** A normative statement's coverage, or `informative` for what states nothing (a heading, an example). */
export type MapStatus = 'covered' | 'partial' | 'not-covered' | 'out-of-scope' | 'informative';

export const MAP_STATUSES: readonly MapStatus[] = ['covered', 'partial', 'not-covered', 'out-of-scope', 'informative'];

export interface MapStatement {
  page: string;
  /** The page's own words, verbatim, whitespace included. */
  quote: string;
  status: MapStatus;
  /** The requirements that state it (covered, partial; a not-covered statement may name related ones). */
  requirements?: string[];
  /** What is missing (partial, not-covered), why the kit does not test it (out-of-scope), or what it is. */
  note?: string;
}

export interface PagesMap {
  pages: { title: string; file: string }[];
  statements: MapStatement[];
}

export type MapTotals = Record<Exclude<MapStatus, 'informative'>, number> & { statements: number; informative: number };

export const PAGES_MAP_FILE = 'pages-map.json';
export const PAGES_MAP_RENDERING = 'pages-map.md';

/** Reads spec/pages-map.json (shape only; `mapProblems` checks it against the pages and the registry). */
export function loadPagesMap(dir: string = specDir): PagesMap {
  const path = join(dir, PAGES_MAP_FILE);
  if (!existsSync(path)) throw new Error(`capkit spec: ${path} does not exist`);
  const json = parseJsonText(readFileSync(path, 'utf8'), `spec/${PAGES_MAP_FILE}`) as Partial<PagesMap> | null;
  if (!Array.isArray(json?.pages) || !Array.isArray(json?.statements)) throw new Error(`spec/${PAGES_MAP_FILE}: must hold "pages" and "statements" arrays`);
  return json as PagesMap;
}

/** The text of each page, by title (spec/pages/<file>, the pages exactly as published). */
export function loadPages(map: PagesMap, dir: string = specDir): Map<string, string> {
  return new Map(map.pages.map((p) => [p.title, readFileSync(join(dir, p.file), 'utf8')]));
}

/**
 * Every problem of the map, each naming the statement. The statements of a page must follow one another
 * through the page's text, separated by whitespace only, and end with it: so every word of the pages is
 * accounted for, and every quote is verbatim.
 */
export function mapProblems(map: PagesMap, pages: ReadonlyMap<string, string>, knownIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const cursor = new Map<string, number>();
  map.statements.forEach((s, i) => {
    const at = `statement ${i + 1} (${JSON.stringify(s.quote?.slice(0, 40))})`;
    const text = pages.get(s.page);
    if (text === undefined) return void problems.push(`${at}: no page titled ${JSON.stringify(s.page)}`);
    if (!MAP_STATUSES.includes(s.status)) problems.push(`${at}: status ${JSON.stringify(s.status)} is not one of ${MAP_STATUSES.join(', ')}`);
    const from = cursor.get(s.page) ?? 0;
    const gap = /^\s*/.exec(text.slice(from))?.[0].length ?? 0;
    if (typeof s.quote !== 'string' || s.quote === '' || !text.startsWith(s.quote, from + gap)) {
      problems.push(`${at}: is not the page's next words, verbatim (they are ${JSON.stringify(text.slice(from + gap, from + gap + 60))})`);
      const found = typeof s.quote === 'string' && s.quote !== '' ? text.indexOf(s.quote, from) : -1;
      if (found >= 0) cursor.set(s.page, found + s.quote.length);
    } else {
      cursor.set(s.page, from + gap + s.quote.length);
    }
    const ids = s.requirements ?? [];
    for (const id of ids) if (!knownIds.has(id)) problems.push(`${at}: names ${id}, which is no requirement of the spec`);
    if ((s.status === 'covered' || s.status === 'partial') && ids.length === 0) problems.push(`${at}: is ${s.status} but names no requirement`);
    if (s.status === 'informative' && ids.length > 0) problems.push(`${at}: is informative but names requirements`);
    if (s.status !== 'covered' && (s.note ?? '').trim() === '') problems.push(`${at}: is ${s.status} and must say why in a note`);
  });
  for (const [title, text] of pages) {
    const rest = text.slice(cursor.get(title) ?? 0);
    if (rest.trim() !== '') problems.push(`page ${JSON.stringify(title)}: no statement accounts for ${JSON.stringify(rest.trim().slice(0, 60))}`);
  }
  return problems;
}

/** How many normative statements are covered, partial, not covered and out of scope. */
export function mapTotals(map: PagesMap): MapTotals {
  const totals: MapTotals = { statements: 0, covered: 0, partial: 0, 'not-covered': 0, 'out-of-scope': 0, informative: 0 };
  for (const s of map.statements) {
    totals[s.status] += 1;
    if (s.status !== 'informative') totals.statements += 1;
  }
  return totals;
}

/** One line of totals, as `capkit spec` prints it. */
export function totalsLine(t: MapTotals): string {
  return `pages map: ${t.statements} statements: ${t.covered} covered, ${t.partial} partial, ${t['not-covered']} not covered, ${t['out-of-scope']} out of scope (${t.informative} informative passages)`;
}

const LABEL: Record<MapStatus, string> = { covered: 'covered', partial: 'partial', 'not-covered': 'not covered', 'out-of-scope': 'out of scope', informative: 'informative' };

/** spec/pages-map.md: the map as a document, page by page. */
export function renderPagesMap(map: PagesMap): string {
  const out = [
    '# Map of the pages',
    '',
    '<!-- Generated from spec/pages-map.json by `npm run spec` (capkit spec --write). Do not edit. -->',
    '',
    'Every passage of the two pages the contract comes from (`spec/pages/`), in page order: each normative',
    'statement with the requirements that state it, or why the kit does not test it; headings, examples and',
    'links are informative. `spec/pages-map.test.ts` checks that the passages are the pages, word for word.',
    '',
    `**Totals:** ${totalsLine(mapTotals(map)).replace(/^pages map: /, '')}.`,
  ];
  for (const page of map.pages) {
    out.push('', `## ${page.title}`, '', '| # | Passage | Status | Requirements | Note |', '| --- | --- | --- | --- | --- |');
    map.statements.forEach((s, i) => {
      if (s.page !== page.title) return;
      const quote = s.status === 'informative' && s.quote.includes('\n') ? `${cell(s.quote.split('\n', 1)[0] ?? '')} …` : cell(s.quote);
      out.push(`| ${i + 1} | ${quote} | ${LABEL[s.status]} | ${(s.requirements ?? []).join(', ')} | ${cell(s.note ?? '')} |`);
    });
  }
  return `${out.join('\n')}\n`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\t/g, ' → ').replace(/\n/g, ' ');
}
