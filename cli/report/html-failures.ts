// The failure view of the HTML report: one card per failure group (the requirements the same failures
// turn red, each with its rule sentence and where it lives in the spec), each cause with its step,
// expected and observed labelled, the first differing field, the counterexample (or the case that
// crashed), what else the test exercised without judging it, the whole text on demand, and the replay.
import type { FailureCause, FailureGroup } from './failure-groups.js';
import { shortTestName } from './failure-groups.js';
import { escapeHtml as e } from './html-escape.js';
import type { RequirementView } from './report-fields.js';
import { ruleOf } from './rule-text.js';

/** "1 failing test", "3 failing tests". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

const CHANGE_TEXT: Record<string, string> = { NEW_FAILURE: 'NEW FAILURE', FIXED: 'FIXED' };

function chip(r: RequirementView): string {
  const change = r.change && CHANGE_TEXT[r.change] ? ` <span class="change ${e(r.change)}">${CHANGE_TEXT[r.change]}</span>` : '';
  const provenance = r.provenance ? ` · ${e(r.provenance)}` : '';
  return [
    `<span class="req-chip" data-id="${e(r.id)}" data-level="${e(r.level)}" data-area="${e(r.area)}" data-status="${e(r.status)}">`,
    `<a href="#req-${e(r.id)}"><b>${e(r.id)}</b></a> <span class="muted">${e(r.level)}${provenance}</span> <span class="status s-${e(r.status)}">${e(r.status)}</span>${change}`,
    `<span class="title">${e(r.title)}</span></span>`,
  ].join('');
}

function part(label: string, value: string | undefined, cls = ''): string {
  if (value === undefined) return '';
  return `<dt>${label}</dt><dd${cls ? ` class="${cls}"` : ''}><code>${e(value)}</code></dd>`;
}

function parts(cause: FailureCause): string {
  const p = cause.parts;
  const where = p.where && /^(step|check) /.test(p.where) ? 'step' : 'where';
  const example = p.crashedCase !== undefined
    ? `<dt>${cause.status === 'TIMEOUT' ? 'case that hung' : 'case that crashed'}</dt><dd><pre class="example">${e(p.crashedCase)}</pre></dd>`
    : p.counterexample === undefined ? '' : `<dt>counterexample</dt><dd><pre class="example">${e(p.counterexample)}</pre></dd>`;
  const differs = p.differsAt === undefined
    ? ''
    : `<dt>differs at</dt><dd class="differs"><code>${e(p.differsAt.path)}</code>: expected <code>${e(p.differsAt.expected)}</code>, observed <code>${e(p.differsAt.observed)}</code></dd>`;
  const rows = [
    // The card's replay command replays the property too; its run summary keeps only the numbers.
    p.property === undefined ? '' : `<dt>property</dt><dd class="muted">${e(p.property.replace(/ \(replay: [^)]*\)/, ''))}</dd>`,
    example,
    part('steps before', p.before),
    part(where, p.where),
    cause.tests.length > 1 && p.where !== undefined ? `<dt></dt><dd class="muted">the first of ${cause.tests.length} tests that failed at this step</dd>` : '',
    part('expected', p.expected, 'expected'),
    part('observed', p.observed, 'observed'),
    differs,
    p.rule === undefined ? '' : `<dt>note</dt><dd>${e(p.rule)}</dd>`,
  ].join('');
  // A wording the reader does not know still shows its first line in place of the labelled parts.
  return rows ? `<dl class="parts">${rows}</dl>` : `<pre class="observed">${e(p.headline)}</pre>`;
}

function testLine(cause: FailureCause): string {
  const [first, ...rest] = cause.tests;
  if (!first) return `<p class="test"><span class="status s-${e(cause.status)}">${e(cause.status)}</span> ${e(cause.reason ?? '')}</p>`;
  const more = rest.length > 0 ? ` <b>and ${plural(rest.length, 'more test')} that failed the same way</b>` : '';
  return `<p class="test"><span class="status s-${e(cause.status)}">${e(cause.status)}</span> ${e(shortTestName(first.name))} <span class="file">${e(first.file)}</span>${more}</p>`;
}

function wholeText(cause: FailureCause): string {
  if (cause.tests.length === 0) return '';
  const texts = cause.tests
    .map((t) => `${cause.tests.length > 1 ? `<div class="muted">${e(shortTestName(t.name))}</div>` : ''}<pre class="full-text">${e(t.message ?? '(no text)')}</pre>`)
    .join('');
  const label = cause.tests.length > 1 ? `every test and its whole failure text (${cause.tests.length})` : 'whole failure text';
  return `<details class="full"><summary>${label}</summary>${texts}</details>`;
}

function causeBlock(cause: FailureCause): string {
  const also = cause.alsoExercised.length > 0
    ? `<p class="also">also exercised, status unchanged by this failure: ${cause.alsoExercised.map((id) => `<a href="#req-${e(id)}">${e(id)}</a>`).join(', ')}</p>`
    : '';
  const open = cause.leftOpen.length > 0
    ? `<p class="also">left open (stopped before deciding them): ${cause.leftOpen.map((id) => `<a href="#req-${e(id)}">${e(id)}</a>`).join(', ')}</p>`
    : '';
  return `<div class="cause" data-status="${e(cause.status)}">${testLine(cause)}${cause.tests.length > 0 ? parts(cause) : ''}${open}${also}${wholeText(cause)}</div>`;
}

/** A card that cannot fail the run looks it: SHOULD/MAY failures are advisory, listed ones expected. */
function kind(group: FailureGroup): string {
  if (group.requirements.every((r) => r.status === 'XFAIL' || r.status === 'FLAKY_FAIL')) return ' expected';
  return group.requirements.every((r) => r.level !== 'MUST') ? ' advisory' : '';
}

/** Each red requirement's rule sentence and where it lives in the spec. */
function rules(group: FailureGroup): string {
  const rows = group.requirements.flatMap((r) => {
    const rule = ruleOf(r.id);
    return rule ? [`<p class="rule" data-id="${e(r.id)}"><b>${e(r.id)}</b> ${e(rule.sentence)} <code class="spec-ref">${e(rule.ref)}</code></p>`] : [];
  });
  return rows.length > 0 ? `<div class="rules">${rows.join('')}</div>` : '';
}

function groupCard(group: FailureGroup, index: number): string {
  const n = index + 1;
  const tests = group.causes.reduce((sum, c) => sum + c.tests.length, 0);
  const what = group.requirements.length > 1
    ? `${group.causes.length === 1 && tests === 1 ? 'one failing test turns' : 'these failures turn'} ${group.requirements.length} requirements red`
    : group.causes.length === 1 ? plural(tests, 'failing test') : `${plural(tests, 'failing test')}, ${plural(group.causes.length, 'cause')}`;
  const replays = group.replays.map((r) => `<pre class="replay">${e(r)}</pre>`).join('');
  return [
    `<article class="group${kind(group)}" id="failure-${n}">`,
    `<header><span class="gnum">${n}</span><span class="what muted">${what}</span>${group.requirements.map(chip).join('')}</header>`,
    rules(group),
    ...group.causes.map(causeBlock),
    replays ? `<div class="replay-box"><span class="label">replay</span>${replays}</div>` : '',
    '</article>',
  ].join('\n');
}

export function failuresSection(groups: FailureGroup[]): string {
  if (groups.length === 0) return '';
  const red = groups.reduce((sum, g) => sum + g.requirements.length, 0);
  const tests = new Set(groups.flatMap((g) => g.causes.flatMap((c) => c.tests.map((t) => `${t.file}\u0000${t.name}`)))).size;
  return [
    '<section id="failures">',
    `<h2>Failures <span class="muted">${plural(groups.length, 'group')} · ${plural(red, 'requirement')} not met · ${plural(tests, 'failed test')}</span></h2>`,
    ...groups.map(groupCard),
    '</section>',
  ].join('\n');
}

/** Which group shows a requirement's failure, for the matrix's links. */
export function groupIndexById(groups: FailureGroup[]): Map<string, number> {
  return new Map(groups.flatMap((g, i) => g.requirements.map((r) => [r.id, i + 1] as [string, number])));
}
