import { z } from 'zod';
import { LIMITS } from '../constants';
import {
  isAcceptedMeasurement,
  MEASUREMENT_RANGES,
  SUIT_SIZE_RANGE,
  type Measurement,
} from '../options/measurements';
import { ageOn } from './dates';
import { messageText } from '../messages/contract-messages';

export const AGE_MESSAGE = messageText('age');

// Beyond this a birth date is a typing slip (1925 for 2025), not a person.
const MAXIMUM_AGE = 120;

/**
 * A model's birth date (YYYY-MM-DD) making them at least 18 on `today` (YYYY-MM-DD), which
 * the caller supplies (the server from its clock, the browser from the local date) so that
 * the rule stays pure.
 */
export function birthDateSchema(today: string) {
  return z.iso.date({ error: AGE_MESSAGE }).refine((birthDate) => {
    const age = ageOn(birthDate, today);
    return age >= LIMITS.minimumAge && age <= MAXIMUM_AGE;
  }, AGE_MESSAGE);
}

/** How a measurement's rule names it. */
const MEASUREMENT_LABELS: { readonly [M in Measurement]: string } = {
  height: messageText('labelHeight'),
  weight: messageText('labelWeight'),
  bust: messageText('labelBust'),
  waist: messageText('labelWaist'),
  hips: messageText('labelHips'),
  dressSize: messageText('labelDressSize'),
  shoeSize: messageText('labelShoeSize'),
};

export function measurementMessage(measurement: Measurement): string {
  if (measurement === 'dressSize') {
    const { min, max } = MEASUREMENT_RANGES.dressSize;
    return messageText('dressSizeRange', {
      min,
      max,
      suitMin: SUIT_SIZE_RANGE.min,
      suitMax: SUIT_SIZE_RANGE.max,
    });
  }
  const { min, max } = MEASUREMENT_RANGES[measurement];
  return messageText('measurementRange', { label: MEASUREMENT_LABELS[measurement], min, max });
}

/**
 * A whole number within the measurement's range, or within spec §9's, so that what a client
 * written from the spec sends stays valid; the message names our range.
 */
export function measurementSchema(measurement: Measurement) {
  const message = measurementMessage(measurement);
  return z
    .number({ error: message })
    .int(message)
    .refine((value) => isAcceptedMeasurement(measurement, value), message);
}

export const ModelMeasurementsSchema = z.strictObject({
  height: measurementSchema('height'),
  weight: measurementSchema('weight'),
  bust: measurementSchema('bust'),
  waist: measurementSchema('waist'),
  hips: measurementSchema('hips'),
  dressSize: measurementSchema('dressSize'),
  shoeSize: measurementSchema('shoeSize'),
});
export type ModelMeasurements = z.output<typeof ModelMeasurementsSchema>;
