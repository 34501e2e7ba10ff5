import { z } from 'zod';
import { PRIVACY_NOTICE_VERSION } from '../licences-and-privacy';
import { messageText } from '../messages/contract-messages';

/** Only the current version of the privacy notice can be agreed to (issue 36). */
export const PrivacyConsentVersionSchema = z.literal(PRIVACY_NOTICE_VERSION, {
  error: messageText('consentVersion'),
});
