// The channel the child that loads plugin code reports on: lines of JSON on file descriptor 3. Plugin
// code runs in that same process and can write to fd 3 too, so each line carries a token the parent
// drew for this child alone and handed it on stdin, which the child reads to its end before any plugin
// code runs: a line without it did not come from the kit's code and is itself a finding.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChildMessage } from './child-protocol.js';
import { isChildMessage } from './child-protocol.js';

/** The fd of the channel in the child. */
export const CHANNEL_FD = 3;
/** A report of a big plugin fits many times over; a longer line is not the kit's. */
export const MAX_CHANNEL_LINE = 64 * 1024 * 1024;

/** A fresh token for one child: 32 random bytes, hex. */
export const newToken = (): string => randomBytes(32).toString('hex');

export const channelLine = (token: string, message: ChildMessage, stringify: typeof JSON.stringify = JSON.stringify): string => `${stringify({ token, message })}\n`;

/** What one line on the channel is: a message of the kit's code, or something else (a forgery, garbage). */
export type ChannelRead = { kind: 'message'; message: ChildMessage } | { kind: 'foreign'; text: string };

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function readChannelLine(token: string, line: string): ChannelRead {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: 'foreign', text: line };
  }
  if (typeof value !== 'object' || value === null) return { kind: 'foreign', text: line };
  const v = value as { token?: unknown; message?: unknown };
  if (typeof v.token !== 'string' || !sameToken(v.token, token) || !isChildMessage(v.message)) return { kind: 'foreign', text: line };
  return { kind: 'message', message: v.message };
}
