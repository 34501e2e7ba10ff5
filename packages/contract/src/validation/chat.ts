import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { requiredText } from './text';

// The UI disables sending a blank message (spec §5); this is the server's word for it.
export const CHAT_MESSAGE_EMPTY = 'Message cannot be empty.';

export const SendMessageSchema = z.strictObject({
  content: requiredText(CHAT_MESSAGE_EMPTY, 'Message', MAX_LENGTHS.chatMessage),
});
export type SendMessageInput = z.input<typeof SendMessageSchema>;
export type SendMessage = z.output<typeof SendMessageSchema>;
