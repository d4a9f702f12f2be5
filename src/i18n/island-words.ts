/**
 * An island's words, resolved on the server in the request's language and passed to it as a prop (issue 23 item 9),
 * so its bundle carries no message catalogue: a Paraglide message holds every language's text, and an island that
 * imports it ships them all. `islandWords` (server side: pages and components) calls each message with its
 * placeholders left as `{name}`; the island fills them with `fill`. This module imports no messages itself, so an
 * island importing `fill` stays free of them.
 */

// Any Paraglide message: each takes its own inputs, all strings (here every one is given as its `{name}`).
type Message = (inputs: never) => string;

/** Each message's text in the request's language, with its placeholders kept as `{name}` for `fill`. */
export function islandWords<T extends Record<string, Message>>(messages: T): { [K in keyof T]: string } {
  const placeholders = new Proxy({} as Record<string, string>, { get: (_, name) => `{${String(name)}}` });
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, message(placeholders as never)])) as {
    [K in keyof T]: string;
  };
}

/** Puts the values into a text's `{name}` placeholders (a name without a value stays as written). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
