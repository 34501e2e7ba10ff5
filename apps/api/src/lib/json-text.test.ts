import { describe, expect, it } from 'vitest';
import { withMember } from './json-text';

describe('withMember', () => {
  it('adds a member to a JSON object, whatever its spacing', () => {
    const joined = withMember('{"id" : "1", "tags" : ["a}"]}', 'organization', '{"name" : "N"}');
    expect(JSON.parse(joined)).toEqual({ id: '1', tags: ['a}'], organization: { name: 'N' } });
  });
});
