// The HTML report's inline style and script: plain CSS and JS, no external resources (the page
// works from a CI artifact, offline, under a CSP that forbids fetching anything). Long host text
// (JSON answers, counterexamples) wraps anywhere, so the page never scrolls sideways on a phone.

export const HTML_STYLE = `
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { font: 14px/1.45 system-ui, sans-serif; margin: 1rem auto; padding: 0 1.2rem; max-width: 1200px; color: #1d1f23; overflow-wrap: break-word; }
h1 { font-size: 1.3rem; margin: 0 0 .2rem; } h2 { font-size: 1.1rem; margin: 1rem 0 .4rem; } h3 { font-size: 1rem; margin: 1rem 0 .3rem; }
.facts { color: #555; margin: 0 0 .6rem; font-size: .9em; } .verdict.ok, .good { color: #17803d; } .verdict.bad, .bad { color: #c0262d; }
a { color: #0b5cad; text-decoration: none; } a:hover { text-decoration: underline; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; padding: .25rem .5rem; border-bottom: 1px solid #e3e5e8; }
th { background: #fafbfc; font-weight: 600; } td.num { text-align: right; }
table.summary { width: auto; min-width: 60%; max-width: 100%; } table.summary td, table.summary th { padding: .3rem .7rem; }
table.summary .split { font-size: .85em; color: #444; } .nw { white-space: nowrap; }
table.summary th, table.summary td:not(.must) { white-space: nowrap; }
.req-chip .title, .test, .also, .na, .facts, td.reason, td.id { overflow-wrap: anywhere; }
tbody.protocol tr.group-head th { white-space: normal; background: #fff; border-bottom: 1px solid #c9ccd1; padding-top: .5rem; font-weight: 600; }
.na { margin: .5rem 0; padding: .35rem .6rem; background: #f4f5f7; border-radius: 4px; color: #444; }
.counts, #not-met { margin: .3rem 0; }
.filters { display: flex; flex-wrap: wrap; gap: .4rem 1.2rem; align-items: center; margin: .7rem 0; padding: .5rem .6rem; background: #f4f5f7; border-radius: 6px; }
.filters .statuses { display: flex; flex-wrap: wrap; gap: .2rem .7rem; align-items: center; }
.status { font-weight: 600; white-space: nowrap; }
.s-PASS, .s-FLAKY_PASS { color: #17803d; } .s-FAIL, .s-CRASH, .s-XPASS { color: #c0262d; } .s-TIMEOUT { color: #a15c00; }
.s-ERROR { color: #8a2be2; } .s-XFAIL, .s-FLAKY_FAIL { color: #0e7490; } .s-NOT_APPLICABLE, .s-NOT_RUN, .s-PARTIAL { color: #6b6f76; }
.change { font-size: .8em; padding: 0 .35em; border-radius: 3px; margin-left: .4em; white-space: nowrap; }
.change.NEW_FAILURE { background: #fde2e1; color: #a1151b; } .change.FIXED { background: #dcf5e3; color: #116b31; }
.group { border: 1px solid #dfe2e6; border-left: 4px solid #c0262d; border-radius: 6px; padding: .5rem .8rem; margin: .6rem 0; }
.group > header { display: flex; flex-wrap: wrap; gap: .3rem .8rem; align-items: baseline; }
.gnum { font-weight: 700; color: #fff; background: #c0262d; border-radius: 3px; padding: 0 .4em; }
.group.advisory { border-left-color: #a15c00; } .group.advisory .gnum { background: #a15c00; }
.group.expected { border-left-color: #0e7490; } .group.expected .gnum { background: #0e7490; }
.req-chip .title { margin-left: .4em; color: #333; }
.cause { border-top: 1px dashed #e3e5e8; margin-top: .45rem; padding-top: .35rem; }
.cause .test { margin: 0 0 .25rem; } .file { color: #777; font-size: .85em; }
dl.parts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .1rem .7rem; margin: .2rem 0; }
dl.parts dt { color: #555; font-weight: 600; } dl.parts dd { margin: 0; min-width: 0; }
dd.expected code { background: #e6f4ea; } dd.observed code { background: #fde8e7; }
code { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; background: #f6f8fa; padding: 0 .2em; border-radius: 3px; overflow-wrap: anywhere; word-break: break-word; }
pre { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; overflow-wrap: anywhere; word-break: break-word; background: #f6f8fa; padding: .4rem .5rem; border-radius: 4px; margin: .2rem 0; }
pre.example { max-height: 14em; overflow-y: auto; margin: 0; }
.also { margin: .2rem 0; font-size: .9em; color: #555; }
.rules { margin: 0 0 .1rem; font-size: .85em; line-height: 1.25; } .rule { margin: 0; overflow-wrap: anywhere; } .spec-ref { color: #555; font-size: .9em; }
details > summary { cursor: pointer; color: #0b5cad; } details.full pre { max-height: 30em; overflow-y: auto; }
.replay-box { display: flex; flex-wrap: wrap; gap: .2rem .6rem; align-items: baseline; margin-top: .4rem; } .replay-box .label { color: #555; font-weight: 600; }
.replay-box pre { flex: 1 1 20rem; min-width: 0; }
pre.replay { background: #1d1f23; color: #e8eaed; }
.muted { color: #6b6f76; } .title { color: #444; }
@media (max-width: 640px) {
  body { padding: 0 .6rem; font-size: 13.5px; }
  table.summary { width: 100%; } table.summary td, table.summary th { padding: .25rem .35rem; }
  table.summary .hint { display: block; font-size: .85em; }
  table.matrix thead { display: none; }
  table.matrix tr { display: block; border-bottom: 1px solid #e3e5e8; padding: .3rem 0; }
  table.matrix td { display: inline; border: 0; padding: 0 .4rem 0 0; }
  table.matrix td.id, table.matrix td.reason { display: block; }
  table.matrix td.num::before { content: 'tests '; color: #6b6f76; }
  dl.parts { grid-template-columns: minmax(0, 1fr); } dl.parts dd { margin-bottom: .2rem; }
}
`;

/** Filters by level, area and status over the matrix rows and the failure groups; hides what is left empty. */
export const HTML_SCRIPT = `
(function () {
  var all = function (sel) { return Array.prototype.slice.call(document.querySelectorAll(sel)); };
  var rows = all('tr.req');
  var groups = all('article.group');
  var level = document.getElementById('filter-level');
  var area = document.getElementById('filter-area');
  var statuses = all('input[data-status-filter]');
  var shown = document.getElementById('shown');
  function matches(el, on) {
    return (!level.value || el.dataset.level === level.value) && (!area.value || el.dataset.area === area.value) && on[el.dataset.status] === true;
  }
  function apply() {
    var on = {};
    statuses.forEach(function (s) { on[s.value] = s.checked; });
    var n = 0;
    rows.forEach(function (r) { r.hidden = !matches(r, on); if (!r.hidden) n += 1; });
    var g = 0;
    groups.forEach(function (card) {
      var chips = Array.prototype.slice.call(card.querySelectorAll('.req-chip'));
      card.hidden = !chips.some(function (c) { return matches(c, on); });
      if (!card.hidden) g += 1;
    });
    all('section.area').forEach(function (sec) {
      sec.hidden = !rows.some(function (r) { return r.dataset.area === sec.dataset.area && !r.hidden; });
    });
    shown.textContent = n + ' of ' + rows.length + ' requirements shown' + (groups.length ? ' · ' + g + ' of ' + groups.length + ' failure groups' : '');
  }
  level.addEventListener('change', apply);
  area.addEventListener('change', apply);
  statuses.forEach(function (s) { s.addEventListener('change', apply); });
  apply();
})();
`;
