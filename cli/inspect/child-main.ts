// The child process of `capkit inspect`: the only place a plugin's code runs. It loads the tool entries
// one by one, telling the parent which one is being evaluated (so a module that hangs or ends the process
// is charged to its file), turns what the code prints into messages, prepares the plugin and sends the
// report. Plugin code gets neither the real stdout nor the token that makes a line on the channel the
// kit's (see child-channel.ts): the token is read from stdin to its end before any plugin code runs.
import * as fs from 'node:fs';
import { basename } from 'node:path';
import { diskPluginSource } from '../../reference-impl/registry/disk-plugin.js';
import type { FileRead } from '../../reference-impl/registry/plugin-source.js';
import { prepare } from '../../reference-impl/registry/prepare.js';
import { CHANNEL_FD, channelLine } from './child-channel.js';
import type { ChildMessage, ChildRequest } from './child-protocol.js';
import { linkFollowingFs } from './plugin-links.js';
import { reportOf } from './report.js';

// Taken before plugin code can replace them on the shared objects.
const writeSync = fs.writeSync;
const stringify = JSON.stringify;
const exit: (code?: number) => never = process.exit.bind(process);

function readToken(): string {
  try {
    return fs.readFileSync(0, 'utf8').trim();
  } catch {
    return '';
  }
}
const token = readToken();
if (token === '') {
  process.stderr.write('capkit inspect: this is the child of `capkit inspect`; run that instead\n');
  exit(3);
}

// Written synchronously, so a `loading` notice has left before the module's code runs. A channel the
// plugin's code closed ends the talk; the parent then sees the child end or time out without a report.
function send(message: ChildMessage): Promise<void> {
  try {
    const bytes = Buffer.from(channelLine(token, message, stringify));
    for (let at = 0; at < bytes.length; ) {
      try {
        at += writeSync(CHANNEL_FD, bytes, at);
      } catch (error) {
        if ((error as { code?: string }).code !== 'EAGAIN') throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      }
    }
  } catch {
    // the channel is gone
  }
  return Promise.resolve();
}

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
  exit(1);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

async function main(request: ChildRequest): Promise<void> {
  // TypeScript entries load through vite: importing it now keeps its start-up out of the first entry's time limit.
  await import('vite');
  const known = new Map<string, FileRead>(Object.entries(request.skip).map(([file, reason]) => [file, { kind: 'unreadable', reason }]));
  const source = await diskPluginSource(request.dir, {
    known,
    fs: linkFollowingFs(request.dir).fs,
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
  exit(0);
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
