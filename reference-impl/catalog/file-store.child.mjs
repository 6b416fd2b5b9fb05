// Child process of file-store.test.ts (plain .mjs on the compiled dist/, as the CLI tests run capkit):
// `first <dir>` persists turn 1, says "ended", starts an open turn and waits to be killed;
// `second <dir>` starts a fresh host on the same directory and prints what turn 2 sees.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const [phase, dir, dist] = process.argv.slice(2);
const { CatalogHost } = await import(pathToFileURL(join(dist, 'reference-impl/catalog/catalog-host.js')).href);
const { FileSessionStore } = await import(pathToFileURL(join(dist, 'reference-impl/catalog/file-store.js')).href);
const { referenceSemantics } = await import(pathToFileURL(join(dist, 'reference-impl/semantics.js')).href);

const tool = (description) => ({ tool: { description } });
const tree = { name: 'root', files: { 'tools/a/index.ts': tool('a'), 'tools/b/index.ts': tool('b'), 'tools/c/index.ts': tool('c') } };
const message = { $adapter: 'qq', $sender: { id: 'u1' } };
const host = new CatalogHost({ store: new FileSessionStore(dir), semantics: referenceSemantics });
host.load([tree]);

if (phase === 'first') {
  const turn = host.startTurn({ session: 's1', message });
  turn.loadTool('a'); // 1
  turn.loadTool('b'); // 2
  turn.use('a'); // 3
  host.endTurn(turn);
  process.stdout.write('ended\n');
  // Not persisted: this turn never ends before the kill.
  host.startTurn({ session: 's1', message }).loadTool('c');
  setInterval(() => {}, 1000);
} else {
  const turn = host.startTurn({ session: 's1', message });
  // The clock the fresh host read back, and the stamp it gives next.
  const clock = host.store.readClock();
  const snapshot = host.snapshot('s1');
  const exposed = [...turn.catalog().exposed].sort();
  const load = turn.loadTool('c');
  process.stdout.write(`${JSON.stringify({ clock, snapshot, exposed, load, after: turn.working.loaded.get('c') })}\n`);
}
