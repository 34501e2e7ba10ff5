import { z } from 'zod';
import type { MoyasarPayoutPurpose, MoyasarSettings } from './moyasar/moyasar-provider';

/** Moyasar instead of the built-in simulator: on when any key is set, and then all three must be. */
export const MOYASAR_VARIABLES = {
  MOYASAR_SECRET_KEY: z.string().min(1).optional(),
  MOYASAR_PUBLISHABLE_KEY: z.string().min(1).optional(),
  MOYASAR_WEBHOOK_SECRET: z
    .string()
    .min(16, 'MOYASAR_WEBHOOK_SECRET must be at least 16 characters')
    .optional(),
  MOYASAR_API_URL: z
    .url({ protocol: /^https?$/, error: 'MOYASAR_API_URL must be an http(s) URL' })
    .optional(),
  MOYASAR_PAYOUT_SOURCE_ID: z.string().min(1).optional(),
  MOYASAR_PAYOUT_PURPOSE: z.string().min(1).optional(),
};
const MOYASAR_REQUIRED = ['MOYASAR_SECRET_KEY', 'MOYASAR_PUBLISHABLE_KEY', 'MOYASAR_WEBHOOK_SECRET'] as const;
type MoyasarVariables = z.output<z.ZodObject<typeof MOYASAR_VARIABLES>>;

export function checkMoyasar(raw: MoyasarVariables, context: z.RefinementCtx): void {
  const given = MOYASAR_REQUIRED.filter((name) => raw[name] !== undefined);
  if (given.length === 0) return;
  for (const name of MOYASAR_REQUIRED.filter((required) => raw[required] === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `${name} is missing: Moyasar (${given.join(', ')} set) needs ${MOYASAR_REQUIRED.join(', ')}`,
    });
  }
}

/** Unset means the built-in simulator. */
export function moyasarSettingsOf(raw: MoyasarVariables): MoyasarSettings | undefined {
  const { MOYASAR_SECRET_KEY: secretKey, MOYASAR_PUBLISHABLE_KEY: publishableKey } = raw;
  const { MOYASAR_WEBHOOK_SECRET: webhookSecret } = raw;
  if (secretKey === undefined || publishableKey === undefined || webhookSecret === undefined)
    return undefined;
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    ...(raw.MOYASAR_API_URL === undefined ? {} : { apiUrl: raw.MOYASAR_API_URL.replace(/\/+$/, '') }),
    ...(raw.MOYASAR_PAYOUT_SOURCE_ID === undefined ? {} : { payoutSourceId: raw.MOYASAR_PAYOUT_SOURCE_ID }),
    ...(raw.MOYASAR_PAYOUT_PURPOSE === undefined
      ? {}
      : { payoutPurpose: raw.MOYASAR_PAYOUT_PURPOSE as MoyasarPayoutPurpose }),
  };
}
