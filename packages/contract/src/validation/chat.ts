import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { requiredText } from './text';
import { messageText } from '../messages/contract-messages';

// The UI disables sending a blank message (spec §5); this is the server's word for it.
export const CHAT_MESSAGE_EMPTY = messageText('chatEmpty');

export const SendMessageSchema = z.strictObject({
  content: requiredText(CHAT_MESSAGE_EMPTY, messageText('labelMessage'), MAX_LENGTHS.chatMessage),
});
export type SendMessageInput = z.input<typeof SendMessageSchema>;
export type SendMessage = z.output<typeof SendMessageSchema>;
