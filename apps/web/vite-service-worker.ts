import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('src/service-worker/service-worker.ts', import.meta.url));

/**
 * Builds `src/service-worker/service-worker.ts` on its own into `sw.js` at the root of the build
 * (a worker controls only the paths under its own), as one classic script: the app's chunking
 * must not reach it. Its cache is named after a hash of every file the browser build wrote, so a
 * deploy that changes any of them installs a new worker and replaces the cache (ADR 023).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'nujoom-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr !== false) return;
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
      const output = (await build({
        configFile: false,
        logLevel: 'warn',
        define: { __BUILD_VERSION__: JSON.stringify(version) },
        build: {
          write: false,
          minify: true,
          sourcemap: false,
          lib: { entry: ENTRY, formats: ['iife'], name: 'nujoomServiceWorker', fileName: () => 'sw.js' },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const chunk = (Array.isArray(output) ? output : [output])
        .flatMap((result) => result.output)
        .find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      if (chunk === undefined) throw new Error('the service worker build wrote no script');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}
