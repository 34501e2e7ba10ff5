/** The request's rule, with zod: loaded when the form is first sent (ADR 025). */
export { RequestVerificationBodySchema } from '@casting/contract';
