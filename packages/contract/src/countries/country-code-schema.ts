import { z } from 'zod';
import { COUNTRY_CODES, COUNTRY_MESSAGE } from './country-codes';

// Apart from the codes, so that a country list does not bring zod to a page (ADR 025).
/** Nationality and location: an ISO 3166-1 alpha-2 code in upper case. */
export const CountryCodeSchema = z.enum(COUNTRY_CODES, { error: COUNTRY_MESSAGE });
