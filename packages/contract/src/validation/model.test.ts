import { describe, expect, it } from 'vitest';
import { birthDateSchema, measurementSchema, ModelMeasurementsSchema } from './model';

describe('model birth date', () => {
  const schema = birthDateSchema('2026-11-21');

  it('accepts a person of 18 or more on the given day', () => {
    expect(schema.parse('2008-11-21')).toBe('2008-11-21');
    expect(schema.safeParse('2000-01-01').success).toBe(true);
  });

  it.each(['2008-11-22', '2030-01-01', '1900-01-01', '2000-02-30', '', undefined])('refuses %j', (value) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Please enter a valid age.');
  });
});

describe('model measurements', () => {
  const measurements = {
    height: 175,
    weight: 60,
    bust: 85,
    waist: 60,
    hips: 90,
    dressSize: 10,
    shoeSize: 39,
  };

  it('accepts real adults: the new ranges, ends included', () => {
    for (const [field, value] of [
      ['weight', 35],
      ['weight', 150],
      ['bust', 140],
      ['waist', 45],
      ['waist', 130],
      ['hips', 60],
      ['hips', 140],
      ['dressSize', 4],
      ['dressSize', 26],
      ['dressSize', 40],
      ['dressSize', 64],
    ] as const) {
      expect(
        ModelMeasurementsSchema.safeParse({ ...measurements, [field]: value }).success,
        `${field} ${String(value)}`,
      ).toBe(true);
    }
    expect(measurementSchema('height').safeParse(200).success).toBe(true);
  });

  it("still accepts every value of spec §9's ranges", () => {
    for (const [field, [min, max]] of Object.entries({
      height: [140, 200],
      weight: [60, 150],
      bust: [60, 90],
      waist: [50, 90],
      hips: [50, 90],
      dressSize: [10, 20],
      shoeSize: [20, 50],
    })) {
      for (let value = min ?? 0; value <= (max ?? 0); value += 1)
        expect(
          measurementSchema(field as keyof typeof measurements).safeParse(value).success,
          `${field} ${String(value)}`,
        ).toBe(true);
    }
  });

  it.each([
    ['height', 139, 'Height must be between 140 and 200.'],
    ['weight', 34, 'Weight must be between 35 and 150.'],
    ['weight', 151, 'Weight must be between 35 and 150.'],
    ['bust', 141, 'Bust must be between 60 and 140.'],
    ['waist', 44, 'Waist must be between 45 and 130.'],
    ['hips', 49, 'Hips must be between 60 and 140.'],
    ['dressSize', 12.5, 'Dress size must be a UK size from 4 to 26, or a suit size from 40 to 64 (EU).'],
    ['dressSize', 30, 'Dress size must be a UK size from 4 to 26, or a suit size from 40 to 64 (EU).'],
    ['dressSize', 66, 'Dress size must be a UK size from 4 to 26, or a suit size from 40 to 64 (EU).'],
    ['shoeSize', '39', 'Shoe size must be between 20 and 50.'],
  ])('%s %j reads %j', (field, value, message) => {
    const result = ModelMeasurementsSchema.safeParse({ ...measurements, [field]: value });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
