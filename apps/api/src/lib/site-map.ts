import type { FastifyInstance } from 'fastify';

/** The public pages of spec §2 that a search engine may list. */
const PUBLIC_PAGES = ['/landing', '/about', '/services', '/privacy', '/contact'] as const;

/**
 * `/robots.txt` and `/sitemap.xml` for crawlers, with absolute URLs on PUBLIC_URL: the API and
 * the signed-in pages stay out of the index.
 */
export function registerSiteMap(app: FastifyInstance, publicUrl: string): void {
  const robots = [
    'User-agent: *',
    'Disallow: /models/api/',
    'Disallow: /media/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(sitemap),
  );
}
