// The matrix HTML view in real headless Chromium (as ./html.browser.test.ts): the host table, the rows
// some host did not pass (every row on demand), each disagreeing step with every host's answer, host
// names shown as text, no outside requests, no sideways scrolling at 400 px.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { renderMatrixHtml } from './matrix-html.js';
import { HOSTILE_LABEL, sampleMatrix } from '../../selftest/samples/sample-matrix.js';

const CHROMIUM = process.env.CAPKIT_CHROMIUM ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const SHOTS = process.env.CAPKIT_SCREENSHOT_DIR ?? join(tmpdir(), 'capkit-html-report-screenshots');

describe('matrix HTML in headless Chromium', () => {
  test.runIf(inCi && !available)('chromium is installed (CI needs it for the HTML report test)', () => {
    expect.fail(`no Chromium at ${CHROMIUM}: install Debian's chromium or set CAPKIT_CHROMIUM`);
  });

  describe.runIf(available)('the rendered page', () => {
    let dir: string;
    let context: BrowserContext;
    let page: Page;
    const requests: string[] = [];
    const errors: string[] = [];

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'capkit-matrix-html-'));
      const file = join(dir, 'matrix.html');
      writeFileSync(file, renderMatrixHtml(sampleMatrix()));
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
      await page.goto(pathToFileURL(file).href);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, 'matrix-1280.png'), fullPage: true });
    }, 60_000);

    afterAll(async () => {
      await context?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const visibleRows = (): Promise<string[]> => page.locator('tr[data-row]:visible').evaluateAll((els) => els.map((el) => el.getAttribute('data-row') ?? ''));

    test('one column per host, in order; each host’s verdict', async () => {
      const heads = await page.locator('#matrix tr').first().locator('th').allTextContents();
      expect(heads).toEqual(['requirement', 'level', 'reference', 'python', 'or-as-and', HOSTILE_LABEL]);
      await expect(page.locator('#hosts tr[data-host="or-as-and"] td').first().textContent()).resolves.toBe('fail');
      await expect(page.locator('#hosts tr[data-host="python"] td').first().textContent()).resolves.toMatch(/^pass/);
    });

    test('rows some host did not pass are shown; every row with the checkbox', async () => {
      expect(await visibleRows()).toEqual(['PERMIT-005', 'ACCESS-007']);
      await expect(page.locator('tr[data-row="PERMIT-005"] td').nth(4).textContent()).resolves.toBe('FAIL');
      await page.locator('#all-rows').check();
      expect(await visibleRows()).toEqual(['PERMIT-001', 'PERMIT-005', 'ACCESS-007', 'PROTOCOL-001']);
      await page.locator('#all-rows').uncheck();
      expect(await visibleRows()).toEqual(['PERMIT-005', 'ACCESS-007']);
    });

    test('each red cell’s reason is listed under the matrix', async () => {
      const items = await page.locator('#red-cells li').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-host')} ${el.getAttribute('data-id')}`));
      expect(items).toEqual(['or-as-and PERMIT-005', `${HOSTILE_LABEL} ACCESS-007`]);
      await expect(page.locator('#red-cells li[data-host="or-as-and"] code').textContent()).resolves.toBe('PERMIT-005 did not pass');
    });

    test('each disagreeing step lists every host’s answer, marked as expected or not', async () => {
      const step = page.locator('.diff[data-case="permits/or-inside"][data-step="0"]');
      await expect(step.isVisible()).resolves.toBe(true);
      await expect(step.textContent()).resolves.toContain('expected {"allowed":true}');
      const marks = await step.locator('li').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-host')}=${el.getAttribute('data-as-expected')}`));
      expect(marks).toEqual(['reference=true', 'python=true', 'or-as-and=false', `${HOSTILE_LABEL}=true`]);
      await expect(step.locator('li[data-host="or-as-and"] code').textContent()).resolves.toBe('{"allowed":false}');
      const whole = page.locator('.diff[data-case="access/hidden"]');
      await expect(whole.textContent()).resolves.toContain('whole case');
      await expect(whole.locator(`li[data-as-expected="false"] code`).textContent()).resolves.toBe('crash: the host exited with code 1');
    });

    test('a host name is shown as text (no element made of it), nothing is fetched, no script error', async () => {
      expect(await page.locator('img').count()).toBe(0);
      expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('at 400 px wide the page does not scroll sideways (wide tables scroll inside their box)', async () => {
      await page.setViewportSize({ width: 400, height: 800 });
      const wide = (await page.evaluate('document.documentElement.scrollWidth')) as number;
      await page.screenshot({ path: join(SHOTS, 'matrix-400.png'), fullPage: true });
      expect(wide).toBeLessThanOrEqual(400);
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  });
});
