import { birthDateSchema, SPECIALTY_INFO_SCHEMAS, type Specialty } from '@casting/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { SpecialtyFormValues } from './specialty-fields';

function looseResolver<I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
): Resolver<SpecialtyFormValues> {
  return resolver as unknown as Resolver<SpecialtyFormValues>;
}

// Raw values: what the person entered is sent, and the server applies the same schema.
const raw = { raw: true } as const;

/** The specialty's own schema, with the two rules that the profile form adds to it. */
export function specialtyResolver(specialty: Specialty, today: string): Resolver<SpecialtyFormValues> {
  switch (specialty) {
    case 'MODEL':
      // The age rule needs today's date, which the shared schema leaves to the server.
      return looseResolver(
        zodResolver(
          SPECIALTY_INFO_SCHEMAS.MODEL.extend({ birthDate: birthDateSchema(today) }),
          undefined,
          raw,
        ),
      );
    case 'VIDEOGRAPHER':
      // Optional for the API (spec §3 "absent in one variant"); this form asks it like every other question.
      return looseResolver(
        zodResolver(
          SPECIALTY_INFO_SCHEMAS.VIDEOGRAPHER.extend({
            stabilizer: SPECIALTY_INFO_SCHEMAS.VIDEOGRAPHER.shape.stabilizer.unwrap(),
          }),
          undefined,
          raw,
        ),
      );
    case 'PHOTOGRAPHER':
      return looseResolver(zodResolver(SPECIALTY_INFO_SCHEMAS.PHOTOGRAPHER, undefined, raw));
    case 'EDITOR':
      return looseResolver(zodResolver(SPECIALTY_INFO_SCHEMAS.EDITOR, undefined, raw));
    case 'TOURISM':
      return looseResolver(zodResolver(SPECIALTY_INFO_SCHEMAS.TOURISM, undefined, raw));
    case 'BEAUTY':
      return looseResolver(zodResolver(SPECIALTY_INFO_SCHEMAS.BEAUTY, undefined, raw));
    case 'ATHLETE':
      return looseResolver(zodResolver(SPECIALTY_INFO_SCHEMAS.ATHLETE, undefined, raw));
    case 'ARTIST':
      return looseResolver(zodResolver(SPECIALTY_INFO_SCHEMAS.ARTIST, undefined, raw));
    case 'FASHION':
      return looseResolver(zodResolver(SPECIALTY_INFO_SCHEMAS.FASHION, undefined, raw));
    case 'MUSIC_AND_SOUND_ENGINEER':
      return looseResolver(zodResolver(SPECIALTY_INFO_SCHEMAS.MUSIC_AND_SOUND_ENGINEER, undefined, raw));
  }
}
