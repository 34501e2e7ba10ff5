import { config } from 'zod/v4';

// The build resolves every `zod` import to this module (vite.config.ts), so the setting is made
// before any schema is built, wherever zod first loads. Zod otherwise probes `new Function` to
// compile its parsers, which the page's CSP refuses (and reports as a violation).
config({ jitless: true });

export * from 'zod/v4';
