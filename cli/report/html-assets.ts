// The HTML report's inline style and script: plain CSS and JS, no external resources (the page
// works from a CI artifact, offline, under a CSP that forbids fetching anything).

export const HTML_STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem; color: #1d1f23; }
h1 { font-size: 1.4rem; margin: 0 0 .3rem; } h2 { font-size: 1.1rem; margin: 1.6rem 0 .4rem; }
.facts { color: #555; } .verdict.ok { color: #17803d; } .verdict.bad { color: #c0262d; }
.filters { display: flex; flex-wrap: wrap; gap: .4rem 1.2rem; align-items: center; margin: 1rem 0; padding: .6rem; background: #f4f5f7; border-radius: 6px; }
.filters fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .2rem .7rem; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; padding: .3rem .5rem; border-bottom: 1px solid #e3e5e8; }
th { background: #fafbfc; } td.num { text-align: right; }
.status { font-weight: 600; white-space: nowrap; }
.s-PASS, .s-FLAKY_PASS { color: #17803d; } .s-FAIL, .s-CRASH, .s-XPASS { color: #c0262d; } .s-TIMEOUT { color: #a15c00; }
.s-ERROR { color: #8a2be2; } .s-XFAIL, .s-FLAKY_FAIL { color: #0e7490; } .s-NOT_APPLICABLE, .s-NOT_RUN { color: #777; }
.change { font-size: .8em; padding: 0 .35em; border-radius: 3px; margin-left: .4em; }
.change.NEW_FAILURE { background: #fde2e1; color: #a1151b; } .change.FIXED { background: #dcf5e3; color: #116b31; }
details > summary { cursor: pointer; color: #0b5cad; } pre { white-space: pre-wrap; word-break: break-word; background: #f6f8fa; padding: .5rem; border-radius: 4px; margin: .3rem 0; }
.replay { background: #1d1f23; color: #e8eaed; } .muted { color: #777; } .title { color: #444; }
`;

/** Filters by level, area and status; keeps a count of what is shown; hides areas left empty. */
export const HTML_SCRIPT = `
(function () {
  var rows = Array.prototype.slice.call(document.querySelectorAll('tr.req'));
  var level = document.getElementById('filter-level');
  var area = document.getElementById('filter-area');
  var statuses = Array.prototype.slice.call(document.querySelectorAll('input[data-status-filter]'));
  var shown = document.getElementById('shown');
  function apply() {
    var on = {};
    statuses.forEach(function (s) { on[s.value] = s.checked; });
    var n = 0;
    rows.forEach(function (r) {
      var ok = (!level.value || r.dataset.level === level.value) && (!area.value || r.dataset.area === area.value) && on[r.dataset.status] === true;
      r.hidden = !ok;
      if (ok) n += 1;
    });
    Array.prototype.forEach.call(document.querySelectorAll('section.area'), function (sec) {
      sec.hidden = !rows.some(function (r) { return r.dataset.area === sec.dataset.area && !r.hidden; });
    });
    shown.textContent = n + ' of ' + rows.length + ' requirements shown';
  }
  level.addEventListener('change', apply);
  area.addEventListener('change', apply);
  statuses.forEach(function (s) { s.addEventListener('change', apply); });
  apply();
})();
`;
