import { describe, expect, it } from 'vitest';
import { parseExploreState } from './explore-params';

const parse = (query: string, role?: 'INDIVIDUAL' | 'ORGANIZATION') =>
  parseExploreState(new URLSearchParams(query), role);

describe('parseExploreState', () => {
  it('starts organizations on profiles and talent on jobs, in the Model category', () => {
    expect(parse('', 'ORGANIZATION')).toMatchObject({ view: 'profiles', category: 'MODEL', searchKey: '' });
    expect(parse('', 'INDIVIDUAL')).toMatchObject({ view: 'jobs', category: 'MODEL' });
  });

  it('reads the view, category, search and model filters from the address', () => {
    expect(
      parse(
        'view=jobs&category=ARTIST&q=mural&gender=FEMALE&hairColor=BLACK&skinTone=DARK&eyeColor=HAZEL&shoeSize=39&dressSize=12',
        'ORGANIZATION',
      ),
    ).toEqual({
      view: 'jobs',
      category: 'ARTIST',
      searchKey: 'mural',
      filters: {
        gender: 'FEMALE',
        hairColor: 'BLACK',
        skinTone: 'DARK',
        eyeColor: 'HAZEL',
        shoeSize: 39,
        dressSize: 12,
      },
    });
  });

  it('falls back to the defaults for values it does not know', () => {
    const state = parse('view=maps&category=PILOT&gender=robot&shoeSize=19&dressSize=12.5', 'INDIVIDUAL');
    expect(state.view).toBe('jobs');
    expect(state.category).toBe('MODEL');
    expect(state.filters).toEqual({
      gender: null,
      hairColor: null,
      skinTone: null,
      eyeColor: null,
      shoeSize: null,
      dressSize: null,
    });
  });

  it('keeps sizes within the spec ranges, ends included', () => {
    expect(parse('shoeSize=20&dressSize=20').filters).toMatchObject({ shoeSize: 20, dressSize: 20 });
    expect(parse('shoeSize=51&dressSize=9').filters).toMatchObject({ shoeSize: null, dressSize: null });
  });
});
