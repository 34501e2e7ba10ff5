import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

const API = '/models/api/v1';

/** Demo accounts the explore tests use (README "Demo accounts"). */
export const GALLERY = { email: 'gallery@demo.nujoom.sa', role: 'ORGANIZATION' } as const;
export const NOOR = { email: 'noor@demo.nujoom.sa', role: 'INDIVIDUAL' } as const;

/** Letters only and new on every call, so a search finds exactly what this test made. */
export function uniqueWord(prefix = 'qa'): string {
  const letters = 'abcdefghij';
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`;
  return `${prefix}${stamp.replace(/\d/g, (digit) => letters.charAt(Number(digit)))}`.slice(0, 15);
}

export async function apiToken(
  request: APIRequestContext,
  account: { readonly email: string; readonly role: string },
): Promise<string> {
  const response = await request.post(`${API}/auth/login`, {
    data: { email: account.email, password: DEMO_PASSWORD, role: account.role },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.token as string;
}

export interface PostedJob {
  readonly id: string;
  readonly organization: { readonly id: string };
}

/** Posts a job straight through the API, as a test's starting point. */
export async function postJobThroughApi(
  request: APIRequestContext,
  token: string,
  job: {
    readonly title: string;
    readonly jobCategory: string;
    readonly tag: string;
    /** The spec's salary (US dollars an hour); `pay` replaces it. */
    readonly salary?: number;
    readonly pay?: { readonly amount: number; readonly currency: 'SAR' | 'USD'; readonly basis: string };
  },
): Promise<PostedJob> {
  const headers = { authorization: `Bearer ${token}` };
  const tag = await request.post(`${API}/tags`, { headers, data: { title: job.tag } });
  expect(tag.ok(), await tag.text()).toBe(true);
  const response = await request.post(`${API}/jobs`, {
    headers,
    data: {
      title: job.title,
      jobCategory: job.jobCategory,
      requiredExperience: { minimum: 1, maximum: 4 },
      jobDuration: { minimum: 1, minimumPrefix: 'WEEK', maximum: 2, maximumPrefix: 'MONTH' },
      careerLevel: 'MID_LEVEL',
      location: 'SA',
      ...(job.pay === undefined ? { salary: job.salary ?? 500 } : { pay: job.pay }),
      educationLevel: 'OTHER',
      description: 'A week of work with our team in AlUla, paid on completion.',
      requirements: [
        { id: 1, content: 'A portfolio of past work' },
        { id: 2, content: 'Available in December' },
        { id: 3, content: 'Able to travel to AlUla' },
        { id: 4, content: 'Own equipment' },
      ],
      tags: [(await tag.json()).data.id],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as PostedJob;
}
