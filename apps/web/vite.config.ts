import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { serviceWorker } from './vite-service-worker';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * The app's own modules (the contract's included) among those every page loads first. The test-mode
 * mark is shared with the prerendered pages' script, which must not import the app's chunk.
 */
function isInitialAppModule(id: string): boolean {
  return !/node_modules|[\\/]index\.html$|[\\/]src[\\/](main\.tsx|hydrate-on-interaction\.ts|lib[\\/]payments-test-mode\.ts)$/.test(
    id,
  );
}

/**
 * A route whose code came as some fifty files of 1–3 KB waited for them six at a time on one
 * HTTP/1.1 host. Shared chunks under this size are copied into each chunk that reads them
 * instead; a route still fetches only code it runs. Style modules stay in files of their own.
 */
const INLINE_COMMON_CHUNKS = {
  maxSize: 16 * 1024,
  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
};

export default defineConfig(({ isSsrBuild = false }) => ({
  // The server build (`dist/server`) is read from disk, never sent: nothing to compress.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [serviceWorker(), precompress()])],
  resolve: {
    // Every `zod` import, the contract's included, goes through the module that turns off its
    // `new Function` probe before any schema is built.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url)) },
      // The contract's phone rules read the full metadata, which the web loads where phones are.
      {
        find: /^libphonenumber-js\/max$/,
        replacement: fileURLToPath(new URL('src/lib/phone-numbers.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    // The API serves `assets/` with a one-year immutable cache, so every file there must be content-hashed.
    assetsDir: 'assets',
    sourcemap: true,
    // Read by the bundle-budget check (which chunks each route loads first).
    manifest: true,
    rolldownOptions: {
      // The prerender's server build keeps its exports; the browser's entries export nothing.
      preserveEntrySignatures: isSsrBuild ? 'exports-only' : false,
      // The app, and the one script of the prerendered public pages, which loads it on interaction (ADR 017).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'hydrate-on-interaction': fileURLToPath(new URL('src/hydrate-on-interaction.ts', import.meta.url)),
      },
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        // Every other library stays with the routes that import it.
        codeSplitting: {
          // The browser's small shared chunks are copied into the chunks that read them (ADR 016).
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: INLINE_COMMON_CHUNKS }),
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The contract's sentences, which every rule and the API client read: one chunk, where
            // copies in the chunks reading them came twice to a page loading two of those.
            {
              name: 'contract-messages',
              test: /packages[\\/]contract[\\/]src[\\/]messages[\\/](contract-messages|localizer)\.ts$/,
            },
            {
              name: 'headless-ui',
              test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@tanstack[\\/]react-virtual)[\\/]/,
            },
            // What every page loads before it renders (`$initial`: the entry's static imports): one
            // chunk of the app's own and one per library, rather than the two dozen that splitting
            // by importer made of it (ADR 016). What only some pages use stays with those pages.
            {
              name: 'i18next',
              test: /node_modules[\\/](i18next|react-i18next)[\\/]/,
              tags: ['$initial'],
            },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              tags: ['$initial'],
            },
            // The entry module itself stays the entry; the prerendered pages' script stays alone (ADR 017).
            { name: 'app', test: isInitialAppModule, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/models/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173, strictPort: true },
}));
