import { describe, expect, it } from 'vitest';
import type { UserStatus } from '@casting/contract';
import { serverStateScript } from './server-state';

describe('the state a server-rendered page embeds', () => {
  const user = { id: 'u-1', role: 'ORGANIZATION' } as unknown as UserStatus;
  const written = 'Bio </script><script>alert(1)</script> <!-- \u2028 done';

  it('cannot be closed or commented out by a text someone wrote, and reads back the same', () => {
    const queries = { queries: [], mutations: [] };
    const script = serverStateScript({ user, queries });
    const withText = serverStateScript({ user: { ...user, firstName: written }, queries });
    const body = withText.slice(withText.indexOf('>') + 1, withText.lastIndexOf('</script>'));
    expect(body).not.toContain('<');
    expect(body).not.toContain('\u2028');
    expect((JSON.parse(body) as { user: { firstName: string } }).user.firstName).toBe(written);
    expect(script.startsWith('<script type="application/json" id="server-state">')).toBe(true);
    expect(withText.match(/<\/script>/g)).toHaveLength(1);
  });
});
