import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimedList } from './timed-list.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const texts = (list: ReturnType<typeof createTimedList<{ text: string }>>) => list.$list.get().map((item) => item.text);

describe('createTimedList', () => {
  it('starts empty', () => {
    expect(createTimedList(1000, 3).$list.get()).toEqual([]);
  });

  it('adds messages oldest first, each with its own id', () => {
    const list = createTimedList<{ text: string }>(1000, 3);
    const first = list.show({ text: 'a' });
    const second = list.show({ text: 'b' });
    expect(list.$list.get()).toEqual([
      { text: 'a', id: first },
      { text: 'b', id: second },
    ]);
    expect(second).not.toBe(first);
  });

  it('removes a message when its time is up, and not a moment before', () => {
    const list = createTimedList<{ text: string }>(1000, 3);
    list.show({ text: 'a' });
    vi.advanceTimersByTime(999);
    expect(texts(list)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(texts(list)).toEqual([]);
  });

  it('times each message from when it was shown', () => {
    const list = createTimedList<{ text: string }>(1000, 3);
    list.show({ text: 'a' });
    vi.advanceTimersByTime(600);
    list.show({ text: 'b' });
    vi.advanceTimersByTime(400);
    expect(texts(list)).toEqual(['b']);
    vi.advanceTimersByTime(600);
    expect(texts(list)).toEqual([]);
  });

  it('dismisses one message early and cancels its timer', () => {
    const list = createTimedList<{ text: string }>(1000, 3);
    const first = list.show({ text: 'a' });
    list.show({ text: 'b' });
    list.dismiss(first);
    expect(texts(list)).toEqual(['b']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('ignores dismissing an unknown or already gone message without notifying', () => {
    const list = createTimedList<{ text: string }>(1000, 3);
    list.show({ text: 'a' });
    const listener = vi.fn();
    const unbind = list.$list.listen(listener);
    list.dismiss(12345);
    expect(listener).not.toHaveBeenCalled();
    expect(texts(list)).toEqual(['a']);
    unbind();
  });

  it('keeps at most `limit` messages: the oldest makes room and its timer goes', () => {
    const list = createTimedList<{ text: string }>(1000, 2);
    list.show({ text: 'a' });
    list.show({ text: 'b' });
    list.show({ text: 'c' });
    expect(texts(list)).toEqual(['b', 'c']);
    expect(vi.getTimerCount()).toBe(2);
  });

  it('clears every message and every timer', () => {
    const list = createTimedList<{ text: string }>(1000, 3);
    list.show({ text: 'a' });
    list.show({ text: 'b' });
    list.clear();
    expect(list.$list.get()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notifies subscribers on show and on expiry', () => {
    const list = createTimedList<{ text: string }>(1000, 3);
    const seen: string[][] = [];
    const unbind = list.$list.listen((value) => seen.push(value.map((item) => item.text)));
    list.show({ text: 'a' });
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([['a'], []]);
    unbind();
  });

  it('keeps separate lists apart', () => {
    const one = createTimedList<{ text: string }>(1000, 3);
    const two = createTimedList<{ text: string }>(1000, 3);
    one.show({ text: 'a' });
    expect(two.$list.get()).toEqual([]);
  });
});
