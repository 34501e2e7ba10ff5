import { z } from 'zod';
import { MAX_LENGTHS, PAGE_SIZES } from '../constants';
import { IndividualCardSchema } from '../domain/individual-card';
import { LICENCE_TYPES } from '../licences-and-privacy';
import { defineEndpoint } from '../http/endpoint';
import { keysetPageOf, keysetQueryOf } from '../http/keyset-pagination';
import { oneOfParam, textParam, wholeNumberParam } from '../http/query';
import { acceptedMeasurementBounds } from '../options/measurements';
import { SpecialtySchema } from '../specialty-schema';
import {
  EyeColorSchema,
  GenderSchema,
  HairColorSchema,
  SkinToneSchema,
} from '../options/model-attribute-schemas';

// Explore's talent list on its own (`profilesApi.list`): a page that lists talent does not build
// the schemas of editing a profile.

const sizeFilter = (name: string, range: { min: number; max: number }) =>
  wholeNumberParam(name, range.min, range.max).optional();

export const ListIndividualsQuerySchema = keysetQueryOf(
  {
    'filter[individualCategory]': oneOfParam('filter[individualCategory]', SpecialtySchema).optional(),
    'filter[searchKey]': textParam('filter[searchKey]', MAX_LENGTHS.searchKey).optional(),
    'filter[gender]': oneOfParam('filter[gender]', GenderSchema).optional(),
    'filter[hairColor]': oneOfParam('filter[hairColor]', HairColorSchema).optional(),
    'filter[skinTone]': oneOfParam('filter[skinTone]', SkinToneSchema).optional(),
    'filter[eyeColor]': oneOfParam('filter[eyeColor]', EyeColorSchema).optional(),
    'filter[shoeSize]': sizeFilter('filter[shoeSize]', acceptedMeasurementBounds('shoeSize')),
    // A UK dress size or an EU suit size, and the spec's 10 to 20.
    'filter[dressSize]': sizeFilter('filter[dressSize]', acceptedMeasurementBounds('dressSize')),
    /** Only talent holding a verified, unexpired licence of this type (issue 36). */
    'filter[licence]': oneOfParam('filter[licence]', z.enum(LICENCE_TYPES)).optional(),
  },
  PAGE_SIZES.explore,
);

export const listIndividualsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/individuals',
  summary:
    'Visible talent, newest first, by specialty, name (any case; % _ and \\ match themselves), the model filters and a verified licence (filter[licence]). Further pages by paginate[cursor] (meta.nextCursor), or paginate[page] up to 10.',
  tag: 'profiles',
  auth: 'session',
  step: 'onboarded',
  query: ListIndividualsQuerySchema,
  data: keysetPageOf(IndividualCardSchema),
  successStatus: 200,
  errors: [],
});
