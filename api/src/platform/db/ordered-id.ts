/**
 * Time-ordered ids (UUID version 7, RFC 9562 §5.7) for rows a list shows newest first by (created_at, id).
 * Embedded PGlite's clock counts whole milliseconds, so rows written in the same millisecond tie on created_at; a
 * random id would then order them by chance (a newer notification under an older one). A version 7 id starts with
 * the millisecond and, within one, a counter (method 1 of §6.2), so within a process it grows with every call and
 * the tie falls the way the rows were written. Across processes, ids of the same millisecond order arbitrarily.
 */
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;
const COUNTER_MAX = 0xfff;

/** The next id: greater, as text, than every id this process made before. */
export function orderedId(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    // A random start leaves room to count up within the millisecond (the top bit clear: at least 2,048 steps).
    counter = randomBytes(2).readUInt16BE(0) & 0x7ff;
  } else if (counter < COUNTER_MAX) {
    counter += 1;
  } else {
    // 4,096 ids in one millisecond: borrow the next one, so the order still holds.
    lastMs += 1;
    counter = 0;
  }
  const random = randomBytes(8);
  random[0] = (random[0]! & 0x3f) | 0x80; // the variant bits 10
  const hex = lastMs.toString(16).padStart(12, '0') + (0x7000 | counter).toString(16) + random.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
