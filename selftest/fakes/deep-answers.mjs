// A host whose answers nest thousands of levels deep, or say nothing: `hello` (its hello nests 6,000
// deep), `errored` (it answers every case errored, with a message nested 6,000 deep), `no-message` (it
// answers every case {"errored":true} and nothing more).
import { HELLO, exitAfterFlush, serve } from './_lib.mjs';

const mode = process.argv[2];
const deep = (n) => `${'['.repeat(n)}${']'.repeat(n)}`;
const raw = (text) => void process.stdout.write(`${text}\n`);

serve({
  onHello: () => (mode === 'hello' ? raw(`${JSON.stringify(HELLO).slice(0, -1)},"extra":${deep(6000)}}`) : HELLO),
  onRun: ({ seq }) => (mode === 'errored' ? raw(`{"seq":${seq},"errored":true,"message":${deep(6000)}}`) : { seq, errored: true }),
  onStdinEnd: () => exitAfterFlush(0),
});
