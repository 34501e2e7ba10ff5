import { describe, expect, it } from 'vitest';
import { ownCategory, parseExploreState, searchPurpose } from './explore-params';

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
      licence: null,
    });
  });

  it('reads a licence type from the address, for every category, and ignores one it does not know', () => {
    expect(parse('category=TOURISM&licence=TOUR_GUIDE').licence).toBe('TOUR_GUIDE');
    expect(parse('licence=MAWTHOOQ').licence).toBe('MAWTHOOQ');
    expect(parse('licence=DRIVING').licence).toBeNull();
    expect(parse('licence=mawthooq').licence).toBeNull();
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

  it('keeps sizes within the accepted ranges (UK dress and EU suit sizes), ends included', () => {
    expect(parse('shoeSize=20&dressSize=4').filters).toMatchObject({ shoeSize: 20, dressSize: 4 });
    expect(parse('shoeSize=50&dressSize=64').filters).toMatchObject({ shoeSize: 50, dressSize: 64 });
    expect(parse('shoeSize=51&dressSize=3').filters).toMatchObject({ shoeSize: null, dressSize: null });
  });
});

describe("a talent's own specialty", () => {
  const photographer = { individual: { role: 'PHOTOGRAPHER' } };

  it('is where Explore opens, after the address and the remembered choice', () => {
    const own = ownCategory(photographer);
    expect(own).toBe('PHOTOGRAPHER');
    expect(parseExploreState(new URLSearchParams(''), 'INDIVIDUAL', {}, own).category).toBe('PHOTOGRAPHER');
    expect(
      parseExploreState(new URLSearchParams(''), 'INDIVIDUAL', { category: 'ATHLETE' }, own).category,
    ).toBe('ATHLETE');
    expect(parseExploreState(new URLSearchParams('category=EDITOR'), 'INDIVIDUAL', {}, own).category).toBe(
      'EDITOR',
    );
  });

  it('is none for an organization or an unknown specialty', () => {
    expect(ownCategory({ individual: null })).toBeUndefined();
    expect(ownCategory({ individual: { role: 'PILOT' } })).toBeUndefined();
    expect(ownCategory(null)).toBeUndefined();
  });
});

describe('searchPurpose', () => {
  it('searches jobs in the jobs view, talent to hire for an organization, peers for a talent', () => {
    expect(searchPurpose('jobs', 'ORGANIZATION')).toBe('jobs');
    expect(searchPurpose('jobs', 'INDIVIDUAL')).toBe('jobs');
    expect(searchPurpose('profiles', 'ORGANIZATION')).toBe('hire');
    expect(searchPurpose('profiles', 'INDIVIDUAL')).toBe('peers');
  });
});
