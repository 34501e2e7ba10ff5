import { isValidSaudiIban } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import {
  FAILING_PAYOUT_IBAN,
  TEST_CARDS,
  cardSchemeOf,
  checkCardForm,
  normalizeSaudiMobile,
  outcomeOfCard,
  parseExpiry,
  passesLuhn,
  payoutFails,
} from './simulator-cards';

const NOW = new Date('2026-05-15T10:00:00Z');
const good = { number: '4201 3201 1111 1010', name: 'Sara Alharbi', expiry: '12/29', cvc: '123' };

describe('the test cards', () => {
  it('pays with the mada and Visa cards and fails the insufficient-funds card', () => {
    expect(checkCardForm(good, NOW)).toEqual({
      ok: true,
      card: { scheme: 'mada', lastFour: '1010', outcome: 'PAID' },
    });
    expect(checkCardForm({ ...good, number: '4201320000311101' }, NOW)).toEqual({
      ok: true,
      card: { scheme: 'mada', lastFour: '1101', outcome: 'INSUFFICIENT_FUNDS' },
    });
    expect(checkCardForm({ ...good, number: '4111-1111-1111-1111' }, NOW)).toEqual({
      ok: true,
      card: { scheme: 'visa', lastFour: '1111', outcome: 'PAID' },
    });
  });

  it('lists only numbers that pass Luhn, each in the scheme it names', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number), card.number).toBe(true);
      expect(cardSchemeOf(card.number), card.number).toBe(card.scheme);
    }
  });

  it('declines any other card that passes the checks', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(outcomeOfCard('4242424242424242')).toBe('NOT_A_TEST_CARD');
    expect(checkCardForm({ ...good, number: '5555555555554444' }, NOW)).toEqual({
      ok: true,
      card: { scheme: 'mastercard', lastFour: '4444', outcome: 'NOT_A_TEST_CARD' },
    });
  });
});

describe('the card form', () => {
  it('names each field that is wrong', () => {
    expect(
      checkCardForm({ number: '4111111111111112', name: 'Sara', expiry: '13/29', cvc: '12' }, NOW),
    ).toEqual({
      ok: false,
      errors: {
        number: 'cardNumberInvalid',
        name: 'nameInvalid',
        expiry: 'expiryInvalid',
        cvc: 'cvcInvalid',
      },
    });
    expect(checkCardForm({ number: '', name: '', expiry: '', cvc: '' }, NOW)).toMatchObject({
      ok: false,
      errors: {
        number: 'cardNumberInvalid',
        name: 'nameInvalid',
        expiry: 'expiryInvalid',
        cvc: 'cvcInvalid',
      },
    });
  });

  it('refuses a scheme it does not take, and letters in the number', () => {
    // An American Express test number: passes Luhn, not a scheme the simulator takes.
    expect(checkCardForm({ ...good, number: '378282246310005' }, NOW)).toEqual({
      ok: false,
      errors: { number: 'cardUnsupported' },
    });
    expect(checkCardForm({ ...good, number: '4111x11111111111' }, NOW)).toEqual({
      ok: false,
      errors: { number: 'cardNumberInvalid' },
    });
  });

  it('takes an expiry to the end of its month, and refuses a past one', () => {
    expect(checkCardForm({ ...good, expiry: '05/26' }, NOW).ok).toBe(true);
    expect(checkCardForm({ ...good, expiry: '0526' }, NOW).ok).toBe(true);
    expect(checkCardForm({ ...good, expiry: '04/26' }, NOW)).toEqual({
      ok: false,
      errors: { expiry: 'expiryPast' },
    });
    expect(checkCardForm({ ...good, expiry: '12/2099' }, NOW)).toEqual({
      ok: false,
      errors: { expiry: 'expiryPast' },
    });
    expect(parseExpiry(' 7 / 2031 ')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('12-30')).toBeNull();
  });

  it('takes names in Arabic and refuses one word', () => {
    expect(checkCardForm({ ...good, name: 'سارة الحربي' }, NOW).ok).toBe(true);
    expect(checkCardForm({ ...good, name: "Abdullah O'Neil-Smith" }, NOW).ok).toBe(true);
    expect(checkCardForm({ ...good, name: 'Sara' }, NOW)).toEqual({
      ok: false,
      errors: { name: 'nameInvalid' },
    });
    expect(checkCardForm({ ...good, name: 'Sara 123' }, NOW)).toEqual({
      ok: false,
      errors: { name: 'nameInvalid' },
    });
  });
});

describe('STC Pay and payouts', () => {
  it.each([
    ['0512345678', '0512345678'],
    ['512345678', '0512345678'],
    ['+966 51 234 5678', '0512345678'],
    ['00966512345678', '0512345678'],
    ['0412345678', null],
    ['05123', null],
    ['phone', null],
  ])('reads the mobile %s as %s', (typed, expected) => {
    expect(normalizeSaudiMobile(typed)).toBe(expected);
  });

  it('fails a payout to the test IBAN or to a holder named FAIL', () => {
    expect(isValidSaudiIban(FAILING_PAYOUT_IBAN)).toBe(true);
    expect(payoutFails({ iban: FAILING_PAYOUT_IBAN, holderName: 'Sara Alharbi' })).toBe(true);
    expect(payoutFails({ iban: 'SA4420000001234567891234', holderName: 'Please fail me' })).toBe(true);
    expect(payoutFails({ iban: 'SA4420000001234567891234', holderName: 'Sara Alharbi' })).toBe(false);
  });
});
