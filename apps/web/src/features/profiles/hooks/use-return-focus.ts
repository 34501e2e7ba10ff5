import { useEffect, useRef } from 'react';

/**
 * Puts focus back on the button that opened an inline editor once the editor closes, so a
 * keyboard user is not sent back to the top of the page.
 */
export function useReturnFocus<T extends HTMLElement>(editing: boolean) {
  const ref = useRef<T>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) {
      wasEditing.current = true;
    } else if (wasEditing.current) {
      wasEditing.current = false;
      ref.current?.focus();
    }
  }, [editing]);
  return ref;
}
