import { messageText } from '../messages/contract-messages';
export const MEASUREMENTS = ['height', 'weight', 'bust', 'waist', 'hips', 'dressSize', 'shoeSize'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export interface MeasurementRange {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly unit: 'cm' | 'kg' | 'in';
}

/** Spec §9: whole numbers, both ends included. */
export const MEASUREMENT_RANGES: { readonly [M in Measurement]: MeasurementRange } = {
  height: { label: messageText('labelHeight'), min: 140, max: 200, unit: 'cm' },
  weight: { label: messageText('labelWeight'), min: 60, max: 150, unit: 'kg' },
  bust: { label: messageText('labelBust'), min: 60, max: 90, unit: 'cm' },
  waist: { label: messageText('labelWaist'), min: 50, max: 90, unit: 'cm' },
  hips: { label: messageText('labelHips'), min: 50, max: 90, unit: 'cm' },
  dressSize: { label: messageText('labelDressSize'), min: 10, max: 20, unit: 'in' },
  shoeSize: { label: messageText('labelShoeSize'), min: 20, max: 50, unit: 'cm' },
};

/** Every allowed value of a measurement, ascending: the choices of its select and filter. */
export function measurementValues(measurement: Measurement): readonly number[] {
  const { min, max } = MEASUREMENT_RANGES[measurement];
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}
