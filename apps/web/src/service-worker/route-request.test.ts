import { describe, expect, it } from 'vitest';
import { assetUrlsIn, cacheName, routeRequest, shellLanguage, shellPath } from './route-request';

const origin = 'https://nujoom.example';
const get = (path: string, mode = 'cors') => ({ url: `${origin}${path}`, method: 'GET', mode });

describe('routeRequest', () => {
  it('serves hashed assets from the cache first', () => {
    expect(routeRequest(get('/assets/index-abc123.js', 'cors'), origin)).toBe('asset');
    expect(routeRequest(get('/assets/styles-9f8e.css', 'no-cors'), origin)).toBe('asset');
  });

  it('takes pages from the network first, whatever their path', () => {
    expect(routeRequest(get('/explore?category=MODEL', 'navigate'), origin)).toBe('navigation');
    expect(routeRequest(get('/', 'navigate'), origin)).toBe('navigation');
  });

  it('never handles the API or media, even when they are navigated to', () => {
    expect(routeRequest(get('/models/api/v1/users/me'), origin)).toBe('network');
    expect(routeRequest(get('/models/api/v1/docs', 'navigate'), origin)).toBe('network');
    expect(routeRequest(get('/media/1b2c.webp', 'no-cors'), origin)).toBe('network');
    expect(routeRequest(get('/media/1b2c.mp4', 'navigate'), origin)).toBe('network');
  });

  it('leaves other methods, other hosts and unhashed files to the network', () => {
    expect(routeRequest({ ...get('/assets/index-abc123.js'), method: 'POST' }, origin)).toBe('network');
    expect(
      routeRequest({ url: 'https://cdn.example/assets/a.js', method: 'GET', mode: 'cors' }, origin),
    ).toBe('network');
    expect(routeRequest(get('/icons/icon-192.png', 'no-cors'), origin)).toBe('network');
    expect(routeRequest(get('/sw.js', 'same-origin'), origin)).toBe('network');
  });
});

describe('the offline shell', () => {
  it('follows the language chosen in the app, then the browser', () => {
    expect(shellLanguage('ar', ['en-US'], ['en', 'ar'])).toBe('ar');
    expect(shellLanguage(null, ['fr-FR', 'ar-SA'], ['en', 'ar'])).toBe('ar');
    expect(shellLanguage('de', ['fr'], ['en', 'ar'])).toBe('en');
    expect(shellPath('ar')).toBe('/app-shell/ar.html');
  });

  it('caches the hashed files the shell loads first, once each', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
      <link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/assets/react-b2.js">`;
    expect(assetUrlsIn(html)).toEqual(['/assets/index-a1.js', '/assets/react-b2.js', '/assets/index-c3.css']);
  });

  it('names the cache after the build', () => {
    expect(cacheName('3f9a')).toBe('nujoom-3f9a');
  });
});
