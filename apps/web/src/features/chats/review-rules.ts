import { zodResolver } from '@hookform/resolvers/zod';
import {
  OrganizationReviewBodySchema,
  ReviewReplyBodySchema,
  TalentReviewBodySchema,
} from '@casting/contract';

/**
 * The review forms' rules: the contract's schemas (the server's rules and messages), loaded with
 * zod when a form is first checked (`lib/lazy-resolver.ts`), not with the chat.
 */
export const talentReviewRules = zodResolver(TalentReviewBodySchema);
export const organizationReviewRules = zodResolver(OrganizationReviewBodySchema);
export const replyRules = zodResolver(ReviewReplyBodySchema);
