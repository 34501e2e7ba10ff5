import { describe, expect, it } from 'vitest';
import { CreateTagSchema, TagTitleSchema } from './tag';

function messages(value: unknown) {
  return TagTitleSchema.safeParse(value).error?.issues.map((issue) => issue.message);
}

describe('tag', () => {
  it('is trimmed, 2 to 15 characters', () => {
    expect(TagTitleSchema.parse('  fashion ')).toBe('fashion');
    expect(TagTitleSchema.parse('3D')).toBe('3D');
    expect(TagTitleSchema.parse('a'.repeat(15))).toHaveLength(15);
    expect(CreateTagSchema.parse({ title: ' Riyadh 2030 ' })).toEqual({ title: 'Riyadh 2030' });
  });

  it.each(['a', ' a ', '', 'a'.repeat(16)])('refuses the length of %j', (value) => {
    expect(messages(value)).toEqual(['Tag must be between 2 and 15 characters.']);
  });

  it.each(['2030', ' 12 ', '1.500'])('refuses the digits-only %j', (value) => {
    expect(messages(value)).toEqual(['Tag must include characters']);
  });

  it.each(['R&B', 'hip-hop', "Women's wear", 'St. Regis', 'عبايات', 'تصوير 2030', 'Café'])(
    "takes letters of any script, digits, spaces and & - ' . in %j",
    (value) => {
      expect(TagTitleSchema.parse(value)).toBe(value);
    },
  );

  it.each(['<b>bold</b>', 'a,b', 'fun!', '#riyadh', 'a_b', 'emoji 😀', 'x/y'])(
    'refuses the characters of %j',
    (value) => {
      expect(messages(value)).toEqual(["Tag may hold letters, digits, spaces and & - ' . only."]);
    },
  );
});
