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

  it('accepts values within the ranges, ends included', () => {
    expect(ModelMeasurementsSchema.parse(measurements)).toEqual(measurements);
    expect(measurementSchema('height').safeParse(200).success).toBe(true);
    expect(measurementSchema('shoeSize').safeParse(20).success).toBe(true);
  });

  it.each([
    ['height', 139, 'Height must be between 140 and 200.'],
    ['weight', 151, 'Weight must be between 60 and 150.'],
    ['bust', 59, 'Bust must be between 60 and 90.'],
    ['waist', 91, 'Waist must be between 50 and 90.'],
    ['hips', 49, 'Hips must be between 50 and 90.'],
    ['dressSize', 12.5, 'Dress size must be between 10 and 20.'],
    ['shoeSize', '39', 'Shoe size must be between 20 and 50.'],
  ])('%s %j reads %j', (field, value, message) => {
    const result = ModelMeasurementsSchema.safeParse({ ...measurements, [field]: value });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
