import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserStatus } from '@casting/contract';
import { asServerRender } from './server-render';
import { getSession, restoreSession, subscribeSession, updateUser, useSession } from './session-store';

function WhoIsSignedIn() {
  const { token, user } = useSession();
  return <p>{token === null ? 'signed out' : `${user?.role ?? ''} ${user?.id ?? ''}`}</p>;
}

const user = { id: 'u-1', role: 'ORGANIZATION' } as unknown as UserStatus;

const session = { token: 'server-render', user };
const unreachable: typeof fetch = () => Promise.reject(new Error('no API in this test'));

describe('a server render of a signed-in page', () => {
  it('sees the session it is given, and only while it runs', async () => {
    const rendered = await asServerRender({ session, fetch: unreachable }, async () => {
      await Promise.resolve();
      return { markup: renderToString(<WhoIsSignedIn />), session: getSession() };
    });
    expect(rendered).toEqual({ markup: '<p>ORGANIZATION u-1</p>', session });
    expect(renderToString(<WhoIsSignedIn />)).toBe('<p>signed out</p>');
    expect(getSession().token).toBeNull();
  });

  it('forgets the session when the render throws', async () => {
    await expect(
      asServerRender({ session, fetch: unreachable }, () =>
        Promise.reject(new Error('a page that cannot render')),
      ),
    ).rejects.toThrow('a page that cannot render');
    expect(renderToString(<WhoIsSignedIn />)).toBe('<p>signed out</p>');
  });
});

describe('a refreshed user status', () => {
  it('tells the pages only when it differs from the one they show', () => {
    let published = 0;
    const unsubscribe = subscribeSession(() => {
      published += 1;
    });
    try {
      updateUser({ ...user });
      const shown = getSession();
      updateUser({ ...user });
      expect(published).toBe(1);
      expect(getSession()).toBe(shown);
      updateUser({ ...user, role: 'INDIVIDUAL' });
      expect(published).toBe(2);
      expect(getSession().user?.role).toBe('INDIVIDUAL');
    } finally {
      unsubscribe();
    }
  });
});

describe('the session cookie', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is no session, not an error, when its value does not decode', async () => {
    vi.stubGlobal('document', { cookie: 'nujoom_language=%; nujoom_token=%E0%A4%A' });
    await restoreSession();
    expect(getSession().token).toBeNull();
  });

  it('is the session when it reads well', async () => {
    vi.stubGlobal('document', { cookie: 'nujoom_language=%; nujoom_token=a-token_43' });
    await restoreSession(user);
    expect(getSession()).toEqual({ token: 'a-token_43', user });
  });
});
