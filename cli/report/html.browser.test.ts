// The HTML report in real headless Chromium (Debian's chromium driven by playwright-core): the triage
// layout (summary, then failure groups, on the first screen of a 1280×800 window), the filters over the
// rows and the groups, the whole failure text and replay on demand, no sideways scrolling at 400 px.
// Screenshots at both widths are written for a person to look at (path printed; CAPKIT_SCREENSHOT_DIR).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { renderHtml } from './html.js';
import { sampleReport } from '../../selftest/samples/sample-report.js';
import { threeBugReport } from '../../selftest/samples/sample-three-bugs.js';
import { compareReports } from './compare.js';

const CHROMIUM = process.env.CAPKIT_CHROMIUM ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const SHOTS = process.env.CAPKIT_SCREENSHOT_DIR ?? join(tmpdir(), 'capkit-html-report-screenshots');

interface Box { top: number; bottom: number; left: number; right: number }

/** Runs in the page: the box of the first element matching `selector`, or null. */
function boxOf(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate(
    `(() => { const el = document.querySelector(${JSON.stringify(selector)}); if (!el) return null; const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; })()`,
  ) as Promise<Box | null>;
}

/** Runs in the page: every element that is wider than its box or reaches past the window's right edge. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    if (document.documentElement.scrollWidth > width) out.push('page scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + width);
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('[hidden], details:not([open]) > :not(summary)')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.right > width + 0.5) out.push(el.tagName + '.' + el.className + ' reaches ' + Math.round(r.right));
      else if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') out.push(el.tagName + '.' + el.className + ' scrolls sideways');
    }
    return out.slice(0, 10);
  })()`) as Promise<string[]>;
}

const visibleIds = (page: Page, selector: string): Promise<string[]> =>
  page.locator(`${selector}:visible`).evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? el.id));

describe('HTML report in headless Chromium', () => {
  // In CI a missing browser is a failure (never a silent pass); on a laptop without it, the test is skipped.
  test.runIf(inCi && !available)('chromium is installed (CI needs it for the HTML report test)', () => {
    expect.fail(`no Chromium at ${CHROMIUM}: install Debian's chromium (.ci/run does) or set CAPKIT_CHROMIUM`);
  });

  describe.runIf(available)('rendered pages', () => {
    let dir: string;
    let context: BrowserContext;
    let page: Page;
    const requests: string[] = [];
    const errors: string[] = [];
    const pages: Record<string, string> = {};

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'capkit-html-'));
      const old = sampleReport({ protocol: true });
      old.requirements = old.requirements.map((r) => (r.id === 'PERMIT-005' ? { ...r, status: 'PASS' as const } : r));
      pages.small = join(dir, 'small.html');
      writeFileSync(pages.small, renderHtml(compareReports(sampleReport({ protocol: true }), old, 'old.json')));
      pages.threeBugs = join(dir, 'three-bugs.html');
      writeFileSync(pages.threeBugs, renderHtml(threeBugReport()));
      context = await chromium.launchPersistentContext(join(dir, 'profile'), {
        executablePath: CHROMIUM,
        headless: true,
        viewport: { width: 1280, height: 800 },
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      page = context.pages()[0] ?? (await context.newPage());
      page.on('request', (r) => requests.push(r.url()));
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      mkdirSync(SHOTS, { recursive: true });
    }, 60_000);

    afterAll(async () => {
      await context?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    describe('a permits host with three bugs', () => {
      const report = threeBugReport();
      beforeAll(async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(pathToFileURL(pages.threeBugs!).href);
      });

      test('at 1280×800 the summary and the whole first failure group are on the first screen', async () => {
        const summary = await boxOf(page, '#summary');
        const group = await boxOf(page, '#failure-1');
        expect(summary, 'summary').not.toBeNull();
        expect(group, 'first failure group').not.toBeNull();
        expect(summary!.top).toBeGreaterThanOrEqual(0);
        expect(summary!.bottom).toBeLessThanOrEqual(800);
        expect(group!.bottom, `first group ends at ${group!.bottom}px`).toBeLessThanOrEqual(800);
        await page.screenshot({ path: join(SHOTS, 'three-bugs-1280.png') });
        await page.screenshot({ path: join(SHOTS, 'three-bugs-1280-full.png'), fullPage: true });
        console.log(`screenshots of the HTML report: ${SHOTS}`);
      });

      test('summary: one row per judged area, the protocol group after the contract areas, not-applicable areas in one line', async () => {
        expect(await page.locator('table.summary tbody.contract tr').count()).toBe(1);
        await expect(page.locator('table.summary tbody.contract th').textContent()).resolves.toBe('permits');
        await expect(page.locator('table.summary tbody.protocol tr[data-area="protocol"] th').textContent()).resolves.toBe('protocol');
        const musts = report.requirements.filter((r) => r.area === 'permits' && r.level === 'MUST');
        // Requirements a failure left open (NOT_RUN) are neither passed nor failed: the cell counts the judged ones.
        const open = musts.filter((r) => r.status === 'NOT_RUN' || r.status === 'PARTIAL').length;
        const red = musts.filter((r) => r.status !== 'PASS' && r.status !== 'NOT_RUN' && r.status !== 'PARTIAL').length;
        const must = (await page.locator('table.summary tr[data-area="permits"] td.must').textContent()) ?? '';
        expect(must).toContain(`${musts.length - open - red}/${musts.length - open} (${red} fail)`);
        expect(must).toMatch(/documented \d+\/\d+.*ruling \d+\/\d+/);
        const na = ['access', 'registry', 'turns', 'catalog'].map((a) => `${a} (${report.requirements.filter((r) => r.area === a).length})`);
        const naTotal = report.requirements.filter((r) => r.status === 'NOT_APPLICABLE').length;
        await expect(page.locator('#not-applicable').textContent()).resolves.toMatch(new RegExp(`${naTotal} requirement\\(s\\).*: ${na.join(', ').replace(/[()]/g, '\\$&')}$`));
        expect(await page.locator('tr.req[data-area="access"]').count()).toBe(0);
      });

      test('failures are grouped: one card per red requirement, the 16-ID property failure once, 13 like errors as one cause', async () => {
        expect(await page.locator('article.group').count()).toBe(report.requirements.filter((r) => r.status === 'FAIL' || r.status === 'ERROR').length);
        await expect(page.locator('#failure-1 .req-chip').first().getAttribute('data-id')).resolves.toBe('PERMIT-001');
        await expect(page.locator('#failure-1 dd.expected').textContent()).resolves.toBe('true');
        await expect(page.locator('#failure-1 dd.observed').textContent()).resolves.toBe('false');
        await expect(page.locator('#failure-1 pre.example').textContent()).resolves.toContain('"adapter(qq,kook)"');
        expect(await page.locator('#failure-1 .also a').count()).toBe(15);
        const huge = page.locator('article.group', { has: page.locator('.req-chip[data-id="PERMIT-018"]') });
        expect(await huge.locator('.cause').count()).toBe(1);
        await expect(huge.locator('.cause .test').textContent()).resolves.toContain('and 12 more tests that failed the same way');
      });

      test('the whole failure text shows once expanded; the replay command is on the card', async () => {
        const full = page.locator('#failure-1 details.full pre.full-text');
        expect(await full.isVisible()).toBe(false);
        await page.locator('#failure-1 details.full summary').click();
        expect(await full.isVisible()).toBe(true);
        await expect(full.textContent()).resolves.toMatch(/^Property failed after 1 run\(s\)[^]*Counterexample \(JSON\): [^]*Cause: check 0 /);
        const replay = threeBugReport().requirements.find((r) => r.id === 'PERMIT-001')!.replay!;
        expect(replay).toMatch(/^npx capkit run --host-cmd 'cargo run --release -- --stdio' --seed 1 --timeout-multiplier 4 --areas permits --grep '/);
        await expect(page.locator('#failure-1 pre.replay').textContent()).resolves.toBe(replay);
      });

      test('the matrix links a red row to its failure group', async () => {
        await expect(page.locator('#req-PERMIT-026 a.to-failure').getAttribute('href')).resolves.toBe(
          `#${await page.locator('article.group', { has: page.locator('.req-chip[data-id="PERMIT-026"]') }).getAttribute('id')}`,
        );
      });

      test('at 400 px nothing reaches past the right edge or scrolls sideways, details open', async () => {
        await page.setViewportSize({ width: 400, height: 800 });
        await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = true; })`);
        expect(await overflowing(page)).toEqual([]);
        await page.screenshot({ path: join(SHOTS, 'three-bugs-400.png') });
        await page.screenshot({ path: join(SHOTS, 'three-bugs-400-full.png'), fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });
      });
    });

    describe('a small report compared with an older one', () => {
      beforeAll(async () => {
        await page.goto(pathToFileURL(pages.small!).href);
      });

      test('renders the verdict, the judged rows and the NEW FAILURE mark, with no external request or script error', async () => {
        await expect(page.locator('#verdict').textContent()).resolves.toContain('the run fails');
        expect(await page.locator('tr.req').count()).toBe(5);
        expect(await page.locator('section.area').count()).toBe(2);
        await expect(page.locator('#req-PERMIT-005 td.status').textContent()).resolves.toContain('FAIL');
        await expect(page.locator('#req-PERMIT-005 .change').textContent()).resolves.toBe('NEW FAILURE');
        await expect(page.locator('#shown').textContent()).resolves.toBe('5 of 5 requirements shown · 3 of 3 failure groups');
        expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
        expect(errors).toEqual([]);
      });

      test('unticking PASS hides the passing rows and keeps the failures', async () => {
        expect(await page.locator('#req-PERMIT-001').isVisible()).toBe(true);
        await page.locator('#status-PASS').click();
        expect(await page.locator('#req-PERMIT-001').isVisible()).toBe(false);
        expect(await page.locator('#req-PERMIT-005').isVisible()).toBe(true);
        expect(await page.locator('section.area[data-area="protocol"]').isVisible()).toBe(false);
        await expect(page.locator('#shown').textContent()).resolves.toBe('3 of 5 requirements shown · 3 of 3 failure groups');
        await page.locator('#status-PASS').click();
        expect(await page.locator('#req-PERMIT-001').isVisible()).toBe(true);
      });

      test('level, area and status filters act on the failure groups too', async () => {
        await page.locator('#filter-level').selectOption('SHOULD');
        expect(await visibleIds(page, 'tr.req')).toEqual(['PERMIT-009']);
        expect(await visibleIds(page, 'article.group .req-chip')).toEqual(['PERMIT-009']);
        await page.locator('#filter-level').selectOption('');
        await page.locator('#filter-area').selectOption('protocol');
        expect(await visibleIds(page, 'tr.req')).toEqual(['PROTOCOL-003']);
        expect(await page.locator('article.group:visible').count()).toBe(0);
        await page.locator('#filter-area').selectOption('');
        await page.locator('#status-CRASH').click();
        expect(await visibleIds(page, 'article.group .req-chip')).toEqual(['PERMIT-005', 'PERMIT-009']);
        await page.locator('#status-CRASH').click();
      });

      test('at 400 px with the comparison line and every detail open, nothing scrolls sideways', async () => {
        await page.setViewportSize({ width: 400, height: 800 });
        await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = true; })`);
        expect(await overflowing(page)).toEqual([]);
        await page.setViewportSize({ width: 1280, height: 800 });
      });

      test("a failure's expected and observed are labelled; its replay command is shown", async () => {
        const card = page.locator('article.group', { has: page.locator('.req-chip[data-id="PERMIT-005"]') });
        await expect(card.locator('dd.expected').textContent()).resolves.toBe('{"allowed":true}');
        await expect(card.locator('dd.observed').textContent()).resolves.toBe('{"allowed":false}');
        const replay = sampleReport().requirements.find((r) => r.id === 'PERMIT-005')!.replay!;
        await expect(card.locator('pre.replay').textContent()).resolves.toBe(replay);
      });

      test('each card states the rule of its requirements and where it lives in the spec', async () => {
        const card = page.locator('article.group', { has: page.locator('.req-chip[data-id="PERMIT-005"]') });
        await expect(card.locator('.rule[data-id="PERMIT-005"]').textContent()).resolves.toBe(
          'PERMIT-005 A well-formed permit with several items MUST hold when any one of its items is satisfied. spec/permits.md#PERMIT-005',
        );
        expect(await card.locator('.rule').isVisible()).toBe(true);
      });
    });

    describe('hostile text in the page', () => {
      test('bidi controls, zero-width characters and look-alike spaces render as visible escapes, never reorder a name', async () => {
        const report = sampleReport({ protocol: true });
        report.host.implementation.name = 'evil\u202Eht\u2066\u200B\u00A0host';
        report.requirements = report.requirements.map((r) => ({ ...r, tests: r.tests.map((t) => (t.message ? { ...t, message: `${t.message} group(\u00A0a)` } : t)) }));
        const file = join(dir, 'hostile.html');
        writeFileSync(file, renderHtml(report));
        await page.goto(pathToFileURL(file).href);
        const text = (await page.locator('body').textContent()) ?? '';
        expect(text).toContain('evil\\u202Eht\\u2066\\u200B\\u00A0host');
        expect(text).toContain('group(\\u00A0a)');
        expect(text).not.toMatch(/[\u00a0\u200b\u202a-\u202e\u2066-\u2069]/);
      });
    });
  });
});
