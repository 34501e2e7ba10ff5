export const MEASUREMENTS = ['height', 'weight', 'bust', 'waist', 'hips', 'dressSize', 'shoeSize'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export interface MeasurementRange {
  readonly min: number;
  readonly max: number;
  /** A length or a weight, or the sizing system a clothing size is numbered in. */
  readonly unit: 'cm' | 'kg' | 'EU' | 'UK';
  /** Sizes that exist come in steps: UK dress sizes and EU suit sizes are even numbers. */
  readonly step: number;
}

/**
 * The ranges the forms offer: whole numbers, both ends included, wide enough for real adults
 * (docs/spec-deviations.md: spec §9's ranges left out most people). `dressSize` holds a
 * woman's UK dress size, or a man's EU suit size (`SUIT_SIZE_RANGE`).
 */
export const MEASUREMENT_RANGES: { readonly [M in Measurement]: MeasurementRange } = {
  height: { min: 140, max: 200, unit: 'cm', step: 1 },
  weight: { min: 35, max: 150, unit: 'kg', step: 1 },
  bust: { min: 60, max: 140, unit: 'cm', step: 1 },
  waist: { min: 45, max: 130, unit: 'cm', step: 1 },
  hips: { min: 60, max: 140, unit: 'cm', step: 1 },
  dressSize: { min: 4, max: 26, unit: 'UK', step: 2 },
  shoeSize: { min: 20, max: 50, unit: 'EU', step: 1 },
};

/** A man's suit size (EU: half the chest in centimetres), sent as `dressSize`. */
export const SUIT_SIZE_RANGE: MeasurementRange = { min: 40, max: 64, unit: 'EU', step: 2 };

/** Spec §9's ranges: a client written from the spec keeps sending values within them. */
export const SPEC_MEASUREMENT_RANGES: {
  readonly [M in Measurement]: { readonly min: number; readonly max: number };
} = {
  height: { min: 140, max: 200 },
  weight: { min: 60, max: 150 },
  bust: { min: 60, max: 90 },
  waist: { min: 50, max: 90 },
  hips: { min: 50, max: 90 },
  dressSize: { min: 10, max: 20 },
  shoeSize: { min: 20, max: 50 },
};

function valuesOf({ min, max, step }: MeasurementRange): readonly number[] {
  return Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);
}

/** Every value a form offers for a measurement, ascending: the choices of its select and filter. */
export function measurementValues(measurement: Measurement): readonly number[] {
  return valuesOf(MEASUREMENT_RANGES[measurement]);
}

/** The suit sizes a man chooses from in place of a dress size. */
export function suitSizeValues(): readonly number[] {
  return valuesOf(SUIT_SIZE_RANGE);
}

/** What the server takes: any whole number of our range or the spec's, and for `dressSize` a suit size too. */
export function isAcceptedMeasurement(measurement: Measurement, value: number): boolean {
  const within = (range: { readonly min: number; readonly max: number }) =>
    value >= range.min && value <= range.max;
  return (
    within(MEASUREMENT_RANGES[measurement]) ||
    within(SPEC_MEASUREMENT_RANGES[measurement]) ||
    (measurement === 'dressSize' && within(SUIT_SIZE_RANGE))
  );
}

/** The smallest and largest accepted value: the bounds of Explore's size filters. */
export function acceptedMeasurementBounds(measurement: Measurement): {
  readonly min: number;
  readonly max: number;
} {
  const ranges = [MEASUREMENT_RANGES[measurement], SPEC_MEASUREMENT_RANGES[measurement]];
  if (measurement === 'dressSize') ranges.push(SUIT_SIZE_RANGE);
  return {
    min: Math.min(...ranges.map((range) => range.min)),
    max: Math.max(...ranges.map((range) => range.max)),
  };
}

/** Which clothing size a stored `dressSize` is; the two numberings do not overlap. */
export function dressSizeKind(value: number): 'dress' | 'suit' {
  return value >= SUIT_SIZE_RANGE.min ? 'suit' : 'dress';
}
