import { describe, expect, it } from 'vitest';
import type { UserStatus } from '@casting/contract';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { seedQueryCache, serverStateScript, staleUnlessJustRendered } from './server-state';

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

describe('a list the server fetched for the page', () => {
  const user = { id: 'u-1', role: 'ORGANIZATION' } as unknown as UserStatus;

  it('is fresh as the app hydrates it, and read again whenever shown once it has been read again', () => {
    const queryClient = new QueryClient();
    const server = new QueryClient();
    server.setQueryData(['jobs', 'mine', 1], { items: [] }, { updatedAt: Date.now() - 500 });
    seedQueryCache(queryClient, { user, queries: dehydrate(server) });
    const query = () => queryClient.getQueryCache().find({ queryKey: ['jobs', 'mine', 1], exact: true });
    expect(staleUnlessJustRendered(query() ?? { queryHash: '', state: { dataUpdatedAt: 0 } })).toBe(30_000);

    queryClient.setQueryData(['jobs', 'mine', 1], { items: [{ id: 'j-1' }] });
    expect(staleUnlessJustRendered(query() ?? { queryHash: '', state: { dataUpdatedAt: 0 } })).toBe(0);
    expect(staleUnlessJustRendered({ queryHash: '["other"]', state: { dataUpdatedAt: 1 } })).toBe(0);
  });
});
