// The child process of `capkit inspect`: the only place a plugin's code runs. It loads the tool entries
// one by one, telling the parent over IPC which one is being evaluated (so a module that hangs or ends
// the process is charged to its file), turns what the code prints into messages, prepares the plugin
// and sends the report. Plugin code gets neither the IPC channel nor the real stdout.
import { basename } from 'node:path';
import { diskPluginSource } from '../../reference-impl/registry/disk-plugin.js';
import type { FileRead } from '../../reference-impl/registry/plugin-source.js';
import { prepare } from '../../reference-impl/registry/prepare.js';
import type { ChildMessage, ChildRequest } from './child-protocol.js';
import { reportOf } from './report.js';

const channel = process.send?.bind(process);
if (!channel) {
  process.stderr.write('capkit inspect: this is the child of `capkit inspect`; run that instead\n');
  process.exit(3);
}
// Hidden from plugin code: a module must not be able to speak for the kit.
process.send = undefined;

// Resolves once the message is written, so a module evaluated next cannot block it in the queue. A
// channel the plugin's code closed ends the talk; the parent then sees the child end or time out.
const send = (message: ChildMessage): Promise<void> =>
  new Promise((resolve) => {
    try {
      channel(message, undefined, {}, () => resolve());
    } catch {
      resolve();
    }
  });

let current: string | undefined;

function capture(stream: 'stdout' | 'stderr'): void {
  const target = process[stream];
  target.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    void send({ type: 'output', stream, text, ...(current === undefined ? {} : { file: current }) });
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  }) as typeof target.write;
}

async function fail(message: string): Promise<never> {
  await send({ type: 'failed', message });
  process.exit(1);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

async function main(request: ChildRequest): Promise<void> {
  // TypeScript entries load through vite: importing it now keeps its start-up out of the first entry's time limit.
  await import('vite');
  const known = new Map<string, FileRead>(Object.entries(request.skip).map(([file, reason]) => [file, { kind: 'unreadable', reason }]));
  const source = await diskPluginSource(request.dir, {
    known,
    beforeLoad: async (file) => {
      current = file;
      await send({ type: 'loading', file });
    },
    afterLoad: async (file) => {
      current = undefined;
      await send({ type: 'loaded', file });
    },
  });
  await send({ type: 'preparing' });
  const prepared = prepare({ plugins: [source], addTools: [], registrations: [], generation: 1 });
  await send({ type: 'report', report: reportOf(basename(request.dir), prepared) });
  process.exit(0);
}

// A module whose import never settles leaves nothing else to wait for; this keeps the child running so
// the parent's time limit, not an empty event loop, ends it ("did not finish loading").
setInterval(() => undefined, 60_000);
capture('stdout');
capture('stderr');
// Plugin code that throws later (a timer, a rejected promise) ends the child as it would end a host;
// the parent charges it to the file being loaded, with this message.
process.on('uncaughtException', (error) => void fail(`uncaught error: ${messageOf(error)}`));
process.on('unhandledRejection', (error) => void fail(`unhandled rejection: ${messageOf(error)}`));
main(JSON.parse(process.argv[2] ?? '{}') as ChildRequest).catch((error: unknown) => fail(messageOf(error)));
