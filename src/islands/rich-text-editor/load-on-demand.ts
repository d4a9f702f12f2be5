/**
 * The few lines a page with a rich-text field ships up front (issue 25): the field stays the plain text box the
 * server rendered, and the editor (mount.tsx and all it needs) is fetched only when the seller focuses the box
 * or presses one of the stand-in formatting buttons. Whatever is typed while it loads stays in the box, where
 * the editor reads it as it takes over. If the editor cannot load (a dropped connection), the box keeps working
 * and the next focus tries again.
 */
import { isStarterCommand, type StarterCommand } from './starter-commands.ts';

/** What a field's markup tells the loader (data-* attributes on the [data-rich-text] wrapper). */
function slotOf(field: HTMLElement) {
  const { textareaId = '', labelId = '', describedBy, invalid } = field.dataset;
  return {
    textareaId,
    formatId: `${textareaId}-format`,
    originalId: `${textareaId}-original`,
    labelId,
    describedBy: describedBy || undefined,
    invalid: invalid === 'true',
  };
}

/** Arms one rich-text field: the editor loads on its first focus or button press. */
export function armRichTextField(field: HTMLElement, load: () => Promise<typeof import('./mount.tsx')> = () => import('./mount.tsx')) {
  const slot = slotOf(field);
  const textarea = document.getElementById(slot.textareaId);
  const container = field.querySelector<HTMLElement>('[data-rte-slot]');
  const starter = field.querySelector<HTMLElement>('[data-rte-starter]');
  if (!textarea || !container) return;
  let loading = false;
  const start = (command?: StarterCommand) => {
    if (loading) return;
    loading = true;
    field.dataset.editor = 'loading';
    load().then(
      ({ mountEditor }) => {
        field.dataset.editor = 'ready';
        mountEditor(container, slot, command);
      },
      () => {
        loading = false;
        delete field.dataset.editor;
      },
    );
  };
  textarea.addEventListener('focus', () => start());
  // On a slow phone the seller may have tapped the box before this script ran: the focus came and went unheard.
  if (document.activeElement === textarea) start();
  if (starter) {
    starter.hidden = false;
    starter.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-command]');
      const command = button?.dataset.command;
      if (isStarterCommand(command)) start(command);
    });
  }
}

/** Arms every rich-text field on the page. */
export function armRichTextFields(root: ParentNode = document): void {
  for (const field of root.querySelectorAll<HTMLElement>('[data-rich-text]')) armRichTextField(field);
}
