import { describe, expect, it } from 'vitest';
import { renditionsOf, thumbnailOf } from './media-renditions';

const id = '0b6f1a8e-1c9b-4c1e-9a55-0d0f1a2b3c4d';

describe('renditionsOf', () => {
  it('names both renditions from either one, on this origin or a media host', () => {
    const both = { thumbnail: `/media/${id}-thumb.webp`, display: `/media/${id}.webp` };
    expect(renditionsOf(`/media/${id}.webp`)).toEqual(both);
    expect(renditionsOf(`/media/${id}-thumb.webp`)).toEqual(both);
    expect(renditionsOf(`https://cdn.example.com/media/${id}.webp`)?.thumbnail).toBe(
      `https://cdn.example.com/media/${id}-thumb.webp`,
    );
  });

  it('leaves videos and pictures from elsewhere as they are', () => {
    expect(renditionsOf(`/media/${id}.mp4`)).toBeNull();
    expect(thumbnailOf('/assets/talent-studio.svg')).toBe('/assets/talent-studio.svg');
  });
});
