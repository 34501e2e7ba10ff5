import type { WathqLookup } from '@casting/contract';
import { z } from 'zod';
import type { WathqSettings } from './wathq-env';

/** Looks a Unified National Number up in the commercial registry. */
export interface CompanyRegistry {
  lookup(unifiedNumber: string): Promise<WathqLookup>;
}

/** What the Wathq API answers for a registration (developer.wathq.sa, "Get started"), as far as we read it. */
const CrInfoSchema = z.object({
  cr_info: z.object({
    cr_name: z.string(),
    cr_status: z.object({ id: z.string(), name: z.string() }),
    cr_location: z.object({ name: z.string() }).nullish(),
  }),
});

const ErrorBodySchema = z.object({ message: z.string() });

/**
 * The Wathq driver: `GET {url}/commercialregistration/info/{number}` with the `apiKey` header. A
 * failure is an answer too (the operator then decides from the document), never an exception.
 */
export function wathqRegistry(settings: WathqSettings, timeoutMs: number): CompanyRegistry {
  return {
    async lookup(unifiedNumber) {
      let response: Response;
      try {
        response = await fetch(
          `${settings.apiUrl}/commercialregistration/info/${encodeURIComponent(unifiedNumber)}`,
          {
            headers: { accept: 'application/json', apiKey: settings.apiKey },
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
      } catch {
        return { found: false, error: 'Wathq did not answer.' };
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const message = ErrorBodySchema.safeParse(body);
        return {
          found: false,
          error: `Wathq answered ${String(response.status)}${message.success ? `: ${message.data.message}` : '.'}`,
        };
      }
      const parsed = CrInfoSchema.safeParse(body);
      if (!parsed.success) return { found: false, error: 'Wathq answered in an unexpected shape.' };
      const info = parsed.data.cr_info;
      return {
        found: true,
        name: info.cr_name,
        status: info.cr_status.id,
        statusName: info.cr_status.name,
        city: info.cr_location?.name.trim() ?? null,
      };
    },
  };
}
