import { z } from 'zod';

/** The Wathq commercial-registration API (issue 35): both set, or neither (no lookup). */
export const WATHQ_VARIABLES = {
  WATHQ_API_KEY: z.string().min(1).optional(),
  WATHQ_API_URL: z.url({ message: 'WATHQ_API_URL must be a URL, e.g. https://api.wathq.sa/v4' }).optional(),
};

interface WathqRaw {
  readonly WATHQ_API_KEY?: string | undefined;
  readonly WATHQ_API_URL?: string | undefined;
}

export function checkWathq(raw: WathqRaw, context: z.RefinementCtx): void {
  if ((raw.WATHQ_API_KEY === undefined) !== (raw.WATHQ_API_URL === undefined)) {
    context.addIssue({ code: 'custom', message: 'Set both WATHQ_API_KEY and WATHQ_API_URL, or neither' });
  }
}

export interface WathqSettings {
  readonly apiKey: string;
  readonly apiUrl: string;
}

export function wathqSettingsOf(raw: WathqRaw): WathqSettings | undefined {
  if (raw.WATHQ_API_KEY === undefined || raw.WATHQ_API_URL === undefined) return undefined;
  return { apiKey: raw.WATHQ_API_KEY, apiUrl: raw.WATHQ_API_URL.replace(/\/+$/, '') };
}
