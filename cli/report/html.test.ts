import { describe, expect, test } from 'vitest';
import { renderHtml } from './html.js';
import { escapeHtml } from './html-escape.js';
import { sampleReport } from './sample-report.js';

describe('renderHtml (static checks; the browser test checks behaviour)', () => {
  const page = renderHtml(sampleReport());

  test('one self-contained page: no external resource, a CSP that forbids fetching', () => {
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain("default-src 'none'");
    expect(page).not.toMatch(/\b(src|href)="(https?:)?\/\//);
  });

  test('host-controlled text is escaped', () => {
    expect(page).not.toContain('<b>|x</b>');
    expect(page).toContain('&lt;b&gt;|x&lt;/b&gt;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  test('a row per requirement with its level, status and area; a filter box per present status', () => {
    expect(page.match(/<tr class="req"/g)).toHaveLength(5);
    expect(page).toContain('id="req-PERMIT-018" data-id="PERMIT-018" data-level="MUST" data-area="permits" data-status="CRASH"');
    expect(page).toContain('id="status-NOT_APPLICABLE"');
    expect(page).not.toContain('id="status-TIMEOUT"');
  });
});
