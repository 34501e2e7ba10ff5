import { z } from 'zod';
import { MEDIA_VISIBILITIES } from '../licences-and-privacy';
import { messageText } from '../messages/contract-messages';

export const PrivacySettingsBodySchema = z.strictObject({
  mediaVisibility: z.enum(MEDIA_VISIBILITIES, { error: messageText('mediaVisibilityChoice') }),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsBodySchema>;
