import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { latestCode } from './outbox';
import { DEMO_PASSWORD, storeSession } from './session';
import { PRIVACY_NOTICE_VERSION } from './consent-version';

export const API = '/models/api/v1';

// ui/modal.tsx puts role="dialog" on a zero-size wrapper (its panel is fixed inside it), so a
// dialog's visibility is checked through its heading, and its closing by its absence.

export const OMAR = { email: 'omar@demo.nujoom.sa', role: 'INDIVIDUAL' } as const;
export const LINA = { email: 'lina@demo.nujoom.sa', role: 'INDIVIDUAL' } as const;
export const STUDIO = { email: 'studio@demo.nujoom.sa', role: 'ORGANIZATION' } as const;

export interface Session {
  readonly token: string;
  readonly user: {
    readonly id: string;
    readonly individual: { readonly id: string; readonly specialtyInfo: Record<string, unknown> } | null;
  };
}

export function authHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function dataOf<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export async function login(
  request: APIRequestContext,
  account: { readonly email: string; readonly role: string },
): Promise<Session> {
  return dataOf<Session>(
    await request.post(`${API}/auth/login`, {
      data: { email: account.email, password: DEMO_PASSWORD, role: account.role },
    }),
  );
}

/** Opens `path` signed in with `session`, the way a sign-in leaves the browser. */
export async function openAs(page: Page, session: Session, path: string): Promise<void> {
  await page.goto('/about');
  await storeSession(page, session.token, session.user);
  await page.goto(path);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A real PNG of one colour, so uploads go through the server's image pipeline like a photo. */
export function png(red: number, green: number, blue: number, size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A new musician, signed up, verified and onboarded through the API (no demo data touched). */
export async function newTalent(
  request: APIRequestContext,
  name: { readonly firstName: string; readonly lastName: string } = {
    firstName: 'Salma',
    lastName: `Qa${randomBytes(3).toString('hex')}`,
  },
) {
  const email = `profiles.${randomBytes(4).toString('hex')}@example.com`;
  const fullName = `${name.firstName} ${name.lastName}`;
  const created = await dataOf<{ id: string }>(
    await request.post(`${API}/auth/signup`, {
      data: {
        firstName: name.firstName,
        lastName: name.lastName,
        email,
        password: 'Str0ng!Pass',
        role: 'INDIVIDUAL',
        consentVersion: PRIVACY_NOTICE_VERSION,
      },
    }),
  );
  const { token } = await dataOf<{ token: string }>(
    await request.patch(`${API}/auth/verify-account`, {
      data: { userId: created.id, otp: await latestCode(email) },
    }),
  );
  const profilePicture = await dataOf<string>(
    await request.post(`${API}/upload/images`, {
      headers: authHeaders(token),
      multipart: {
        file: { name: 'portrait.png', mimeType: 'image/png', buffer: png(196, 120, 80) },
      },
    }),
  );
  const user = await dataOf<Session['user']>(
    await request.patch(`${API}/users/onboarding`, {
      headers: authHeaders(token),
      data: {
        individualProfile: {
          role: 'MUSIC_AND_SOUND_ENGINEER',
          bio: 'Live sound for concerts in the desert.',
          socialAccount: 'instagram.com/salma.sound',
          yearsOfExperience: 4,
          availableForTravel: true,
          legallyWorking: true,
          hasTattoos: false,
          workExperience: [
            { title: 'Sound engineer', company: 'Tantora', startDate: '2021-01-01', endDate: '2023-06-30' },
          ],
          specialtyInfo: {
            profilePicture,
            category: ['SOUND_ENGINEER'],
            majorProjects: 'Winter at Tantora',
            preferWorkingWith: ['EVENT_PLANNERS_CONCERTS'],
            experienceHandlingHighProfileClients: true,
            wonAwards: false,
            portfolioUrl: 'soundcloud.com/salma-sound',
          },
        },
      },
    }),
  );
  const individualId = user.individual?.id ?? '';
  return { session: { token, user }, email, fullName, individualId };
}
