// Broken: numbers and booleans in $adapter and the ids are stringified like Python's str() (True, 1e-07) instead of ECMAScript String() (breaks PERMIT-025).
import { createReferenceHost } from '../../reference-impl/host.js';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';

/** Python's str() of what json.loads gives: True/False, exact integers, repr() of floats. */
function pythonStr(value: unknown): string {
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  const text = JSON.stringify(value);
  if (/^-?\d+$/.test(text)) return text;
  const [mantissa = '0', exp = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const e = Number(exp);
  const sign = value < 0 ? '-' : '';
  if (e < -4 || e >= 16) return `${sign}${digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  const point = e + 1;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}.0`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

export default createReferenceHost({
  normalizeMessage: (message) => {
    const view = normalizeMessage(message);
    if (view === null) return null;
    const channelId = field(field(message, '$channel'), 'id');
    return {
      ...view,
      adapter: pythonStr(field(message, '$adapter')),
      conversationId: view.conversationId === undefined ? undefined : pythonStr(channelId),
      senderId: view.senderId === undefined ? undefined : pythonStr(field(field(message, '$sender'), 'id')),
    };
  },
});
