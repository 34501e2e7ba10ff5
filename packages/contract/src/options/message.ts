import { optionSchema } from './option-schema';

/**
 * REQUEST marks the contract card of a job application inside a chat; INVITATION the card of an
 * organization's invitation to apply, which carries the job and the talent's Apply button.
 */
export const MESSAGE_TYPES = ['TEXT', 'REQUEST', 'INVITATION'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MessageTypeSchema = optionSchema(MESSAGE_TYPES);
