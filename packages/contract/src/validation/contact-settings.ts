import { z } from 'zod';
import { messageText } from '../messages/contract-messages';

/**
 * Who may open a chat with a talent or invite them (issue 35): every organization, verified
 * organizations only, or only organizations whose jobs the talent applied for.
 */
export const WHO_CAN_CONTACT = ['EVERYONE', 'VERIFIED_ORGANIZATIONS', 'APPLIED_ONLY'] as const;
export type WhoCanContact = (typeof WHO_CAN_CONTACT)[number];

export const ContactSettingsBodySchema = z.strictObject({
  whoCanContact: z.enum(WHO_CAN_CONTACT, { error: messageText('whoCanContactChoice') }),
});
export type ContactSettings = z.infer<typeof ContactSettingsBodySchema>;
