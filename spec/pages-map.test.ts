// The map of the pages accounts for every word of both pages, quotes them verbatim, names only requirements
// that exist, and says why wherever a statement is not covered; every `> Seed` quote of spec/*.md is the
// pages' own words, whitespace included.
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { specDir } from './paths.js';
import { loadRequirements, SEED_PAGES } from './requirements.js';
import { loadPages, loadPagesMap, mapProblems, mapTotals, PAGES_MAP_RENDERING, renderPagesMap, totalsLine } from './pages-map.js';
import type { PagesMap } from './pages-map.js';

const map = loadPagesMap();
const pages = loadPages(map);
const ids = new Set(loadRequirements().map((r) => r.id));

describe('the map of the pages', () => {
  test('the pages it maps are the two seed pages, each titled on its first line', () => {
    expect(map.pages.map((p) => p.title)).toEqual([...SEED_PAGES]);
    for (const [title, text] of pages) expect(text.split('\n', 1)[0]).toBe(title);
  });

  test('accounts for every word of both pages, verbatim and in order, and every statement is justified', () => {
    expect(mapProblems(map, pages, ids)).toEqual([]);
  });

  test(`${PAGES_MAP_RENDERING} is up to date (regenerate: npm run spec)`, () => {
    expect(readFileSync(join(specDir, PAGES_MAP_RENDERING), 'utf8')).toBe(renderPagesMap(map));
  });

  test('the totals count each normative statement once', () => {
    const t = mapTotals(map);
    expect(t.covered + t.partial + t['not-covered'] + t['out-of-scope']).toBe(t.statements);
    expect(t.statements + t.informative).toBe(map.statements.length);
    expect(totalsLine(t)).toBe(
      `pages map: ${t.statements} statements: ${t.covered} covered, ${t.partial} partial, ${t['not-covered']} not covered, ${t['out-of-scope']} out of scope (${t.informative} informative passages)`,
    );
  });
});

describe('mapProblems catches', () => {
  const page = 'Title\n\nOne rule. Two rule.\n';
  const pagesOf = new Map([['P', page]]);
  const m = (statements: PagesMap['statements']): PagesMap => ({ pages: [{ title: 'P', file: 'p.txt' }], statements });
  const all: PagesMap['statements'] = [
    { page: 'P', quote: 'Title', status: 'informative', note: 'heading' },
    { page: 'P', quote: 'One rule.', status: 'covered', requirements: ['X-001'] },
    { page: 'P', quote: 'Two rule.', status: 'out-of-scope', note: 'why' },
  ];
  const known = new Set(['X-001']);

  test('nothing in a complete, justified map', () => {
    expect(mapProblems(m(all), pagesOf, known)).toEqual([]);
  });
  test('a passage left out', () => {
    expect(mapProblems(m(all.slice(0, 2)), pagesOf, known)).toEqual(['page "P": no statement accounts for "Two rule."']);
  });
  test('a quote whose whitespace differs from the page', () => {
    const bad = [all[0]!, { ...all[1]!, quote: 'One  rule.' }, all[2]!];
    expect(mapProblems(m(bad), pagesOf, known)[0]).toMatch(/statement 2 .*is not the page's next words, verbatim/);
  });
  test('statements out of order', () => {
    expect(mapProblems(m([all[0]!, all[2]!, all[1]!]), pagesOf, known).length).toBeGreaterThan(0);
  });
  test('an unknown requirement, a covered statement without one, an unjustified gap', () => {
    expect(mapProblems(m([all[0]!, { ...all[1]!, requirements: ['X-999'] }, { ...all[2]!, status: 'not-covered', note: '' }]), pagesOf, known)).toEqual([
      'statement 2 ("One rule."): names X-999, which is no requirement of the spec',
      'statement 3 ("Two rule."): is not-covered and must say why in a note',
    ]);
    expect(mapProblems(m([all[0]!, { ...all[1]!, requirements: [] }, all[2]!]), pagesOf, known)).toEqual(['statement 2 ("One rule."): is covered but names no requirement']);
  });
});

describe('seed quotes', () => {
  test('every "> Seed" quote of spec/*.md occurs verbatim in its page, whitespace included', () => {
    const wrong: string[] = [];
    let quotes = 0;
    for (const name of readdirSync(specDir).filter((n) => n.endsWith('.md'))) {
      let fenced = false;
      readFileSync(join(specDir, name), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // A fenced block shows the format of a quote (spec/README.md); it quotes nothing.
          if (/^(```|~~~)/.test(line)) fenced = !fenced;
          const match = fenced ? null : /^> Seed, ([^:]+): "(.+)"$/.exec(line);
          if (!match) return;
          quotes += 1;
          if (!pages.get(match[1] ?? '')?.includes(match[2] ?? '')) wrong.push(`spec/${name}:${i + 1}: ${line.slice(0, 100)}`);
        });
    }
    expect(quotes).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
