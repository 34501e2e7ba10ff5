// Its own module, so the composer loads the rule (and zod) when a message is first sent.
export { SendMessageSchema } from '@casting/contract';
