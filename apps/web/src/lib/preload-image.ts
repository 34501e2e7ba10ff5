import { renditionsOf, srcSetOf } from './media-renditions';

/**
 * Starts fetching a media image that a page is about to draw as its largest paint, before the
 * page renders: with the `srcset` and `sizes` of its `<img>`, so the browser picks the same
 * rendition and fetches it once. A server render has nothing to do: the `<img>` is in its HTML.
 */
export function preloadMediaImage(url: string, sizes: string): void {
  if (typeof document === 'undefined') return;
  const renditions = renditionsOf(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = renditions?.thumbnail ?? url;
  if (renditions !== null) {
    link.imageSrcset = srcSetOf(renditions);
    link.imageSizes = sizes;
  }
  document.head.append(link);
}
