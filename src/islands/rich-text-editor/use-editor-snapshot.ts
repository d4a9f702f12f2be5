/**
 * What the toolbar shows of the editor (active marks, block type …), recomputed after each
 * transaction and re-rendered only when a value changed. A few lines instead of @tiptap/react,
 * whose hooks would add about 6 KB gzip to the island.
 */
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';

/** True when two flat records hold the same values. */
export function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** `select(editor)`, kept current as the editor's state changes. */
export function useEditorSnapshot<T extends Record<string, unknown>>(editor: Editor, select: (editor: Editor) => T): T {
  const [snapshot, setSnapshot] = useState(() => select(editor));
  useEffect(() => {
    const update = () =>
      setSnapshot((previous) => {
        const next = select(editor);
        return shallowEqual(previous, next) ? previous : next;
      });
    update();
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
    // `select` is a pure function of the editor; re-subscribing per render is not needed.
  }, [editor]);
  return snapshot;
}
