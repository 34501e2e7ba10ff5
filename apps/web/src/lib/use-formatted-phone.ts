import { useEffect, useState } from 'react';

/** Phones already formatted in this page's life, so a page shown again does not flash E.164. */
const formattedPhones = new Map<string, string>();

/**
 * A stored phone in the international format ("+966 50 123 4567"). `formatted` is that form as
 * the server sent it (the user status's `formattedPhone`): with it, neither the phone rules nor
 * their metadata (about 60 KB gzip) load. Without it, the stored E.164 form, which reads and
 * dials the same, until they have loaded.
 */
export function useFormattedPhone(phone: string, formatted?: string): string {
  const [, setFormattedCount] = useState(0);
  useEffect(() => {
    if (formatted !== undefined || formattedPhones.has(phone)) return undefined;
    let current = true;
    void import('./format-phone')
      .then(({ formatStoredPhone }) => formatStoredPhone(phone))
      .then((text) => {
        formattedPhones.set(phone, text);
        if (current) setFormattedCount((count) => count + 1);
      });
    return () => {
      current = false;
    };
  }, [phone, formatted]);
  return formatted ?? formattedPhones.get(phone) ?? phone;
}
