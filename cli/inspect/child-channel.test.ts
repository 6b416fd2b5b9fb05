import { test, expect } from 'vitest';
import { channelLine, newToken, readChannelLine } from './child-channel.js';
import { childEnv } from './child-env.js';

test('a channel line is the kit\'s only with this child\'s token and a well-formed message', () => {
  const token = newToken();
  const message = { type: 'preparing' } as const;
  expect(readChannelLine(token, channelLine(token, message).trimEnd())).toEqual({ kind: 'message', message });
  for (const line of [channelLine(newToken(), message), JSON.stringify(message), JSON.stringify({ token, message: { type: 'verdict' } }), '{"token":', 'null', JSON.stringify({ token: token.slice(1), message })]) {
    expect(readChannelLine(token, line.trimEnd()).kind, line).toBe('foreign');
  }
});

test('the child\'s environment is the allow-list: no token, key or other variable of the kit passes', () => {
  const env = childEnv({ PATH: '/bin', HOME: '/home/u', LANG: 'C.UTF-8', GITHUB_TOKEN: 'x', NPM_TOKEN: 'y', AWS_SECRET_ACCESS_KEY: 'z', NODE_OPTIONS: '--require /tmp/x.js' });
  expect(env).toEqual({ PATH: '/bin', HOME: '/home/u', LANG: 'C.UTF-8' });
});
