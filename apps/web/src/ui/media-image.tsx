import type { ImgHTMLAttributes } from 'react';
import { renditionsOf, srcSetOf } from '../lib/media-renditions';

/** Where the image sits: the page's largest paint, on the first screen, or further down. */
export type ImagePlacement = 'lcp' | 'above' | 'below';

export interface MediaImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'
> {
  /** Either rendition's URL, as the API gives it. */
  readonly url: string;
  /** How wide the image is drawn, for the browser to choose a rendition (the `sizes` attribute). */
  readonly sizes: string;
  /** The box the image is drawn in, so the page does not move when it arrives. */
  readonly width: number;
  readonly height: number;
  readonly placement: ImagePlacement;
}

/**
 * An image from the media store: the thumbnail and display renditions in `srcset`, explicit
 * dimensions, lazy below the fold and fetched first when it is the largest paint.
 */
export function MediaImage({ url, sizes, width, height, placement, ...rest }: MediaImageProps) {
  const renditions = renditionsOf(url);
  return (
    <img
      {...rest}
      src={renditions?.thumbnail ?? url}
      srcSet={renditions === null ? undefined : srcSetOf(renditions)}
      sizes={renditions === null ? undefined : sizes}
      width={width}
      height={height}
      loading={placement === 'below' ? 'lazy' : 'eager'}
      fetchPriority={placement === 'lcp' ? 'high' : 'auto'}
      decoding={placement === 'lcp' ? 'sync' : 'async'}
    />
  );
}
