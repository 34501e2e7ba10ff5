import { z } from 'zod';

// Zod probes `new Function` to compile faster parsers; under the page's CSP (no 'unsafe-eval')
// the probe fails harmlessly but is reported as a CSP violation on every page load. Imported
// first by main.tsx, before any schema is built.
z.config({ jitless: true });
