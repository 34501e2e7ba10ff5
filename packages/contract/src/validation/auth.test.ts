import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangeEmailSchema,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordEmailSchema,
  isStrongPassword,
  LoginBodySchema,
  NewPasswordSchema,
  OTP_MESSAGE,
  OtpCodeSchema,
  PASSWORD_RULE_MESSAGE,
  passwordSchema,
  SignupBodySchema,
} from './auth';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

const signup = {
  firstName: 'Reem',
  lastName: 'Alharbi',
  email: 'reem@example.com',
  password: 'Secret#2026',
  role: 'INDIVIDUAL',
};

describe('signup', () => {
  it('accepts a complete form, trimming and lower-casing the e-mail', () => {
    const parsed = SignupBodySchema.parse({ ...signup, email: '  Reem@Example.COM ' });
    expect(parsed.email).toBe('reem@example.com');
  });

  it.each([
    ['firstName', '', 'First name is required.'],
    ['firstName', 'Al', 'First name must be at least 3 characters.'],
    ['lastName', '  ', 'Last name is required.'],
    ['lastName', 'Al', 'Last name must be at least 3 characters.'],
    ['firstName', 'Sara\nAli', 'First name must not contain line breaks or control characters.'],
    ['firstName', 'Sara\u2028Ali', 'First name must not contain line breaks or control characters.'],
    ['lastName', 'Al\u0007harbi', 'Last name must not contain line breaks or control characters.'],
    ['lastName', 'Al\tharbi', 'Last name must not contain line breaks or control characters.'],
    ['firstName', '12345', 'First name must include letters.'],
    ['firstName', '٣٤٥٦', 'First name must include letters.'],
    ['lastName', '---...', 'Last name must include letters.'],
    ['lastName', "1'2-3 4", 'Last name must include letters.'],
    ['email', '', 'Email is required.'],
    ['email', 'reem@example', 'Invalid email format.'],
    ['password', '', 'Password is required.'],
    ['password', 'secret#2026', PASSWORD_RULE_MESSAGE],
    ['role', 'individual', 'Role is required.'],
  ])('%s %j reads %j', (field, value, message) => {
    expect(firstMessage(SignupBodySchema, { ...signup, [field]: value })).toBe(message);
  });

  it.each(['نورة', "O'Neil", 'Anne-Marie', 'Ali 2nd', 'Zoë', 'مهدی\u200Cزاده'])(
    'accepts the name %j',
    (name) => {
      expect(SignupBodySchema.safeParse({ ...signup, firstName: name, lastName: name }).success).toBe(true);
    },
  );

  it('reports a missing field with its required message', () => {
    const { role: _role, ...withoutRole } = signup;
    expect(firstMessage(SignupBodySchema, withoutRole)).toBe('Role is required.');
  });

  it('shows the spec wording of the password rule', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password must be at least 8 characters long and include at least one uppercase letter, one number, and one special character (@$!%*?&).',
    );
  });

  it('refuses unknown keys', () => {
    expect(SignupBodySchema.safeParse({ ...signup, isAdmin: true }).success).toBe(false);
  });
});

describe('the one password rule', () => {
  it.each([
    ['Secret#2026', true],
    ['Abcdefg1 ', true],
    ['Abcdefg1_', true],
    ['Ñandú123·', true],
    ['Abcde1#', false],
    ['abcdefg1#', false],
    ['Abcdefgh#', false],
    ['Abcdefgh1', false],
    [`A1#${'a'.repeat(125)}`, true],
    [`A1#${'a'.repeat(126)}`, false],
  ])('%j is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('carries the message of the flow it is used in', () => {
    expect(firstMessage(passwordSchema(PASSWORD_RULE_MESSAGE), 'weak')).toBe(PASSWORD_RULE_MESSAGE);
    expect(passwordSchema(PASSWORD_RULE_MESSAGE).safeParse('Secret#2026').success).toBe(true);
    expect(FORGOT_PASSWORD_MESSAGE).toBe('Enter valid password.');
    expect(firstMessage(NewPasswordSchema, 'weak')).toBe('Enter valid password.');
    expect(NewPasswordSchema.safeParse('Secret#2026').success).toBe(true);
  });
});

describe('login', () => {
  const login = { email: 'reem@example.com', password: 'anything', role: 'ORGANIZATION' };

  it('needs only a present e-mail and password', () => {
    expect(LoginBodySchema.safeParse(login).success).toBe(true);
    expect(firstMessage(LoginBodySchema, { ...login, email: '' })).toBe('Email is required.');
    expect(firstMessage(LoginBodySchema, { ...login, password: '' })).toBe('Password is required.');
  });
});

describe('e-mail flows', () => {
  it('words a bad address for forgot-password', () => {
    expect(ForgotPasswordEmailSchema.parse(' Reem@Example.com')).toBe('reem@example.com');
    expect(firstMessage(ForgotPasswordEmailSchema, 'reem')).toBe('Enter valid email.');
  });

  it('words a bad address for change-email', () => {
    expect(ChangeEmailSchema.parse('new@example.com')).toBe('new@example.com');
    expect(firstMessage(ChangeEmailSchema, 'new@')).toBe(
      'Invalid email address. Please enter a valid email address.',
    );
  });

  it('refuses an address longer than 254 characters', () => {
    const address = (lastLabel: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(lastLabel)}.com`;
    expect(address(57)).toHaveLength(254);
    expect(ForgotPasswordEmailSchema.safeParse(address(57)).success).toBe(true);
    expect(firstMessage(ForgotPasswordEmailSchema, address(58))).toBe('Enter valid email.');
  });
});

describe('one-time code', () => {
  it('is four digits kept as a string', () => {
    expect(OtpCodeSchema.parse('0042')).toBe('0042');
  });

  it.each(['123', '12345', '12a4', '', 1234, '١٢٣', '12٣٤5'])('refuses %j', (value) => {
    expect(firstMessage(OtpCodeSchema, value)).toBe(OTP_MESSAGE);
  });

  it.each([
    ['١٢٣٤', '1234'],
    ['۰۴۵۶', '0456'],
    [' ٠9۸7 ', '0987'],
  ])('reads Arabic-Indic and Persian digits %j as %j', (typed, code) => {
    expect(OtpCodeSchema.parse(typed)).toBe(code);
  });
});
