import { describe, expect, it } from 'vitest';
import { parseExploreState } from '../explore-params';
import { individualsFilterOf } from './list-individuals';

const filterAt = (query: string) =>
  individualsFilterOf(parseExploreState(new URLSearchParams(query), 'ORGANIZATION'));

describe("the filter of Explore's talent", () => {
  it('sends the licence in every category, the model filters for models alone', () => {
    expect(filterAt('category=TOURISM&licence=TOUR_GUIDE&gender=MALE')).toEqual({
      category: 'TOURISM',
      searchKey: '',
      model: null,
      licence: 'TOUR_GUIDE',
    });
    expect(filterAt('category=MODEL&licence=MAWTHOOQ&gender=FEMALE')).toMatchObject({
      model: { gender: 'FEMALE' },
      licence: 'MAWTHOOQ',
    });
  });

  it('sends no licence when the address names none', () => {
    expect(filterAt('category=MODEL').licence).toBeNull();
  });
});
