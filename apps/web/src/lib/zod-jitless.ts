import { z } from 'zod';

// Imported by the modules through which zod first parses (the API client, the stored user status):
// zod otherwise probes `new Function` to compile its parsers, which the CSP refuses (and reports).
z.config({ jitless: true });
