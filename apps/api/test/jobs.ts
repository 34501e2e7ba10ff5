import type { TestApp } from './build-test-app';
import { API } from './accounts';

export async function createTag(t: TestApp, headers: Record<string, string>, title: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `${API}/tags`, headers, payload: { title } });
  if (response.statusCode !== 200) throw new Error(`tag failed: ${response.body}`);
  return response.json<{ data: { id: string } }>().data.id;
}

export async function jobBody(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  return {
    title: 'Runway models for Riyadh Fashion Week',
    jobCategory: 'MODEL',
    requiredExperience: { minimum: 1, maximum: 5 },
    jobDuration: { minimum: 1, minimumPrefix: 'WEEK', maximum: 2, maximumPrefix: 'MONTH' },
    careerLevel: 'MID_LEVEL',
    location: 'SA',
    salary: 450,
    educationLevel: 'OTHER',
    description: 'Three shows over two weeks with fittings.',
    requirements: [
      { id: 1, content: 'Runway experience' },
      { id: 2, content: 'Available in October' },
      { id: 3, content: 'Comfortable with heels' },
      { id: 4, content: 'Portfolio' },
    ],
    tags: [await createTag(t, headers, 'runway')],
    ...overrides,
  };
}

export async function postJob(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/jobs`,
    headers,
    payload: await jobBody(t, headers, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`post job failed: ${response.body}`);
  return response.json<{ data: { id: string; organization: { id: string } } }>().data;
}

export async function apply(
  t: TestApp,
  headers: Record<string, string>,
  job: { id: string; organization: { id: string } },
  content = 'I would love to walk in your show.',
) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/chats/${job.organization.id}/messages`,
    headers,
    payload: { messageType: 'REQUEST', jobId: job.id, content },
  });
}
