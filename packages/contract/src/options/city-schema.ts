import { messageText } from '../messages/contract-messages';
import { CITIES } from './city';
import { optionSchema } from './option-schema';

// Apart from the list, so pages that only name a city load no zod.
export const CitySchema = optionSchema(CITIES, messageText('city'));
