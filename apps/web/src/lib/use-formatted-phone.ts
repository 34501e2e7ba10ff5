import { formatPhone } from '@casting/contract';
import { useEffect, useState } from 'react';
import { loadPhoneNumbers, phoneNumbersLoaded } from './phone-numbers';

/**
 * A stored phone in the international format ("+966 50 123 4567"); the stored E.164 form, which
 * reads and dials the same, until the phone rules have loaded.
 */
export function useFormattedPhone(phone: string): string {
  const [loaded, setLoaded] = useState(phoneNumbersLoaded);
  useEffect(() => {
    if (loaded) return;
    void loadPhoneNumbers().then(() => {
      setLoaded(true);
    });
  }, [loaded]);
  return loaded ? formatPhone(phone) : phone;
}
