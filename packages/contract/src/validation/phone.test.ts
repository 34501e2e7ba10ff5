import { describe, expect, it } from 'vitest';
import { composePhone, DialCodeSchema, PHONE_MESSAGE, PhoneNumberSchema, PhoneSchema } from './phone';

describe('composePhone', () => {
  it('puts the dial code before the number', () => {
    expect(composePhone('+966', '512345678')).toBe('+966512345678');
  });

  it('drops the leading 0 only when the dial code also ends in 0', () => {
    expect(composePhone('+20', '0101234567')).toBe('+20101234567');
    expect(composePhone('+90', '05321234567')).toBe('+905321234567');
    expect(composePhone('+966', '0512345678')).toBe('+9660512345678');
    expect(composePhone('+20', '101234567')).toBe('+20101234567');
  });

  it('removes the separators people type between digit groups', () => {
    expect(composePhone('+966', '51 234-56.78')).toBe('+966512345678');
    expect(composePhone('+1', '(415) 555-0100')).toBe('+14155550100');
  });
});

describe('phone schemas', () => {
  it('accepts an E.164 number with a known dial code', () => {
    expect(PhoneSchema.parse('+966512345678')).toBe('+966512345678');
  });

  it.each(['', '966512345678', '+0512345678', '+96651234567890123', '+966 51', '+999512345678', undefined])(
    'refuses %j',
    (value) => {
      expect(PhoneSchema.safeParse(value).error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    },
  );

  it('checks the parts of the phone field', () => {
    expect(DialCodeSchema.parse('+966')).toBe('+966');
    expect(DialCodeSchema.safeParse('+999').error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    expect(PhoneNumberSchema.parse(' 051 234 5678 ')).toBe('051 234 5678');
    expect(PhoneNumberSchema.safeParse('call me').error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });
});
