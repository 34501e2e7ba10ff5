import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UserStatus } from '@casting/contract';
import { getSession, renderAsSession, subscribeSession, updateUser, useSession } from './session-store';

function WhoIsSignedIn() {
  const { token, user } = useSession();
  return <p>{token === null ? 'signed out' : `${user?.role ?? ''} ${user?.id ?? ''}`}</p>;
}

const user = { id: 'u-1', role: 'ORGANIZATION' } as unknown as UserStatus;

describe('a server render of a signed-in page', () => {
  it('sees the session it is given, and only while it renders', () => {
    expect(renderAsSession({ token: 'server-render', user }, () => renderToString(<WhoIsSignedIn />))).toBe(
      '<p>ORGANIZATION u-1</p>',
    );
    expect(renderToString(<WhoIsSignedIn />)).toBe('<p>signed out</p>');
  });

  it('forgets the session when the render throws', () => {
    expect(() =>
      renderAsSession({ token: 'server-render', user }, () => {
        throw new Error('a page that cannot render');
      }),
    ).toThrow('a page that cannot render');
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
