import { CONTRACT_MESSAGES_AR } from './contract-messages-ar';
import { CONTRACT_MESSAGES_EN, type ContractMessageKey } from './contract-messages';
import type { LocalizedMessage } from './localizer';

const KEYS = Object.keys(CONTRACT_MESSAGES_EN) as ContractMessageKey[];

/** Every contract message in both languages, as the localizer reads them. */
export const CONTRACT_MESSAGES = Object.fromEntries(
  KEYS.map((key) => [key, { en: CONTRACT_MESSAGES_EN[key], ar: CONTRACT_MESSAGES_AR[key] }]),
) as Readonly<Record<ContractMessageKey, LocalizedMessage>>;
