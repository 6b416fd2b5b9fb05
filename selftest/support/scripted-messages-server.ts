// A scripted Messages API endpoint on loopback, for tests that drive the real `@anthropic-ai/sdk` client.
// It records every request exactly as it reached the socket and answers POST /v1/messages with the next
// scripted reply; everything else (another path, a body that is not JSON, an exhausted script) is a clear
// JSON error in the API's error shape, never a hang. stop() closes the listener and every open socket.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The request headers a test may want to look at (the rest are SDK and platform noise). */
export const HEADERS_OF_INTEREST = ['content-type', 'x-api-key', 'authorization', 'anthropic-version', 'anthropic-beta', 'accept'] as const;

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  /** Only HEADERS_OF_INTEREST, lower-case names; a header that was not sent is absent. */
  readonly headers: Readonly<Record<string, string>>;
  /** The raw body text as received. */
  readonly rawBody: string;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  readonly body: unknown;
}

/** A scripted content block of a reply (the response shapes of the Messages API). */
export type ScriptedBlock =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'tool_use'; readonly id: string; readonly name: string; readonly input: Record<string, unknown> };

export interface ScriptedReply {
  readonly content: readonly ScriptedBlock[];
  readonly stop_reason: 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence' | 'pause_turn' | 'refusal';
}

export interface ScriptedMessagesServer {
  /** `http://127.0.0.1:<port>`: the client's baseURL. */
  readonly url: string;
  /** Every request received so far, in arrival order (a copy). */
  requests(): readonly RecordedRequest[];
  /** Scripted replies not yet sent. */
  remaining(): number;
  /** Closes the listener and every open connection; resolves when the server is fully closed. Idempotent. */
  stop(): Promise<void>;
}

/** A Messages API error body, in the API's own shape, so the SDK turns it into a typed APIError. */
function sendError(res: ServerResponse, status: number, type: string, message: string): void {
  sendJson(res, status, { type: 'error', error: { type, message } });
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function interestingHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of HEADERS_OF_INTEREST) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The full Message object the API would answer for one scripted reply. */
export function messageResponse(reply: ScriptedReply, index: number, model: string): Record<string, unknown> {
  return {
    id: `msg_scripted_${index + 1}`,
    type: 'message',
    role: 'assistant',
    model,
    content: reply.content.map((block) => (block.type === 'text' ? { type: 'text', text: block.text, citations: null } : { ...block, caller: { type: 'direct' } })),
    stop_reason: reply.stop_reason,
    stop_sequence: null,
    stop_details: null,
    container: null,
    diagnostics: null,
    usage: {
      input_tokens: 10,
      output_tokens: 5,
      cache_creation_input_tokens: null,
      cache_read_input_tokens: null,
      cache_creation: null,
      inference_geo: null,
      output_tokens_details: null,
      server_tool_use: null,
      service_tier: 'standard',
      speed: null,
    },
  };
}

/** Starts the server on 127.0.0.1 with an ephemeral port; `script` is consumed one reply per POST /v1/messages. */
export async function startScriptedMessagesServer(script: readonly ScriptedReply[]): Promise<ScriptedMessagesServer> {
  const recorded: RecordedRequest[] = [];
  let next = 0;

  const handle = (req: IncomingMessage, res: ServerResponse, rawBody: string): void => {
    const path = req.url ?? '';
    const body = parseJson(rawBody);
    recorded.push({ method: req.method ?? '', path, headers: interestingHeaders(req), rawBody, body });
    if (req.method !== 'POST' || path !== '/v1/messages') {
      sendError(res, 404, 'not_found_error', `scripted Messages server: only POST /v1/messages is served, got ${req.method ?? '?'} ${path}`);
      return;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      sendError(res, 400, 'invalid_request_error', `scripted Messages server: the request body is not a JSON object: ${JSON.stringify(rawBody.slice(0, 200))}`);
      return;
    }
    const reply = script[next];
    if (reply === undefined) {
      sendError(res, 500, 'api_error', `scripted Messages server: script exhausted — all ${script.length} scripted replies were sent; request ${recorded.length} (POST /v1/messages) has no reply`);
      return;
    }
    const model = (body as { model?: unknown }).model;
    sendJson(res, 200, messageResponse(reply, next, typeof model === 'string' ? model : 'unknown-model'));
    next += 1;
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => res.destroy());
  });
  // Idle keep-alive sockets must not hold stop() up; closeAllConnections() below ends the busy ones too.
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => [...recorded],
    remaining: () => script.length - next,
    stop: () => {
      stopped ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}
