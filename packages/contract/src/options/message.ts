import { optionSchema } from './option';

/** REQUEST marks the contract card of a job application inside a chat. */
export const MESSAGE_TYPES = ['TEXT', 'REQUEST'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MessageTypeSchema = optionSchema(MESSAGE_TYPES);
