import { CONTRACT_MESSAGES } from './contract-catalogue';
import { createLocalizer } from './localizer';

/** The contract's sentences in the reader's language: for the browser's forms and the server's answers alike. */
export const contractLocalizer = createLocalizer(CONTRACT_MESSAGES);
