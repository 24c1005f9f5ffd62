import { config, z } from 'zod';

/**
 * zod for code that runs in the browser: every form schema and parser under `components/` and `lib/validation/`
 * imports `z` from here (a test holds it). The site's CSP has no 'unsafe-eval', so zod cannot compile its object
 * parsers in a browser; left alone, its first object parse probes with `new Function('')` and the browser reports a
 * CSP violation. `jitless` skips the probe. The server keeps zod's compiled parsers.
 */
if (typeof window !== 'undefined') config({ jitless: true });

export { z };
