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
  height: { label: 'Height', min: 140, max: 200, unit: 'cm' },
  weight: { label: 'Weight', min: 60, max: 150, unit: 'kg' },
  bust: { label: 'Bust', min: 60, max: 90, unit: 'cm' },
  waist: { label: 'Waist', min: 50, max: 90, unit: 'cm' },
  hips: { label: 'Hips', min: 50, max: 90, unit: 'cm' },
  dressSize: { label: 'Dress size', min: 10, max: 20, unit: 'in' },
  shoeSize: { label: 'Shoe size', min: 20, max: 50, unit: 'cm' },
};

/** Every allowed value of a measurement, ascending: the choices of its select and filter. */
export function measurementValues(measurement: Measurement): readonly number[] {
  const { min, max } = MEASUREMENT_RANGES[measurement];
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}
