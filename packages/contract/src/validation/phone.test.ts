import { describe, expect, it } from 'vitest';
import {
  composePhone,
  DialCodeSchema,
  formatPhone,
  PHONE_MESSAGE,
  PhoneNumberSchema,
  PhoneSchema,
  toE164,
} from './phone';

describe('composePhone', () => {
  it('puts the dial code before the number, without the separators people type', () => {
    expect(composePhone('+966', '512345678')).toBe('+966512345678');
    expect(composePhone('+966', '51 234-56.78')).toBe('+966512345678');
    expect(composePhone('+1', '(415) 555-0100')).toBe('+14155550100');
  });
});

describe('PhoneSchema', () => {
  it.each([
    ['+9660501234567', '+966501234567'],
    ['+966501234567', '+966501234567'],
    ['+966 050 123 4567', '+966501234567'],
    ['+2001012345678', '+201012345678'],
    ['+9005321234567', '+905321234567'],
    ['+4407911123456', '+447911123456'],
    ['+14155550100', '+14155550100'],
    ['+390612345678', '+390612345678'],
  ])('keeps %j as the E.164 %j, without a national trunk prefix', (sent, stored) => {
    expect(PhoneSchema.parse(sent)).toBe(stored);
  });

  it.each([
    ['+96612345', 'Please enter a valid phone number for Saudi Arabia.'],
    ['+9661234567890', 'Please enter a valid phone number for Saudi Arabia.'],
    ['+2012345', 'Please enter a valid phone number for Egypt.'],
    ['+1555', PHONE_MESSAGE],
    ['+999512345678', PHONE_MESSAGE],
    ['966512345678', PHONE_MESSAGE],
    ['+0512345678', PHONE_MESSAGE],
    ['', PHONE_MESSAGE],
    [undefined, PHONE_MESSAGE],
  ])('refuses %j with %j', (value, message) => {
    expect(PhoneSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('checks the parts of the phone field', () => {
    expect(DialCodeSchema.parse('+966')).toBe('+966');
    expect(DialCodeSchema.safeParse('+999').error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    expect(PhoneNumberSchema.parse(' 051 234 5678 ')).toBe('051 234 5678');
    expect(PhoneNumberSchema.safeParse('call me').error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });
});

describe('stored phones', () => {
  it('reads a phone stored before normalization as E.164, and leaves what it cannot read', () => {
    expect(toE164('+9660501234567')).toBe('+966501234567');
    expect(toE164('+1555')).toBeNull();
  });

  it('reads each phone the same way again, also after more phones than it remembers', () => {
    const first = ['+9660501234567', '+1555', '+14155550100'].map(toE164);
    for (let n = 0; n < 6_000; n += 1) toE164(`+96650${String(1_000_000 + n)}`);
    expect(['+9660501234567', '+1555', '+14155550100'].map(toE164)).toEqual(first);
    expect(first).toEqual(['+966501234567', null, '+14155550100']);
  });

  it('shows a phone in the international format', () => {
    expect(formatPhone('+966501234567')).toBe('+966 50 123 4567');
    expect(formatPhone('+14155550100')).toBe('+1 415 555 0100');
    expect(formatPhone('not a phone')).toBe('not a phone');
  });
});
