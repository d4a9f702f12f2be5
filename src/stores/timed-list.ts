/**
 * The list behind `$toasts` and `$notifications`: messages that go by themselves after a fixed
 * time, newest last, at most `limit` at once (the oldest makes room). Browser-only state: only
 * islands call `show` (the server renders its own messages from the flash cookie).
 */
import { atom, type ReadableAtom } from 'nanostores';

export interface TimedList<T> {
  /** The messages on screen, oldest first. */
  $list: ReadableAtom<readonly (T & { id: number })[]>;
  /** Adds a message and schedules its removal; returns its id. */
  show: (item: T) => number;
  /** Removes one message now (the close button); unknown ids are ignored. */
  dismiss: (id: number) => void;
  /** Removes every message and cancels their timers. */
  clear: () => void;
}

export function createTimedList<T extends object>(durationMs: number, limit: number): TimedList<T> {
  const $list = atom<readonly (T & { id: number })[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let lastId = 0;

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const current = $list.get();
    if (current.some((item) => item.id === id)) $list.set(current.filter((item) => item.id !== id));
  };

  const show = (item: T) => {
    lastId += 1;
    const id = lastId;
    const next = [...$list.get(), { ...item, id }];
    for (const dropped of next.slice(0, Math.max(0, next.length - limit))) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    $list.set(next.slice(-limit));
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
    return id;
  };

  const clear = () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    $list.set([]);
  };

  return { $list, show, dismiss, clear };
}
