import { messageText } from '@casting/contract';

/** The licence's rule, with zod: loaded when the form is first sent (ADR 025). */
export { AddLicenceBodySchema } from '@casting/contract';

/** The server's sentence for evidence that is not the caller's upload, in English. */
export const EVIDENCE_MESSAGE = messageText('licenceEvidence');
