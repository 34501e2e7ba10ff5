import type { TestApp } from './build-test-app';
import { API } from './accounts';
import { apply, postJob } from './jobs';
import { onboardedOrganization, onboardedTalent } from './onboarded';

type Headers = Record<string, string>;

/** One API call; `body` is sent as JSON. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  body?: object,
) {
  return t.app.inject({
    method,
    url: `${API}${url}`,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** An organization with one open job and `count` talents who applied for it, oldest first. */
export async function jobWithApplicants(
  t: TestApp,
  count: number,
  jobOverrides: Record<string, unknown> = {},
) {
  const organization = await onboardedOrganization(t);
  const job = await postJob(t, organization.headers, jobOverrides);
  const talents = [];
  for (let index = 0; index < count; index += 1) {
    const talent = await onboardedTalent(t, 'MODEL', { firstName: `Talent${'abcdefghij'[index] ?? 'z'}` });
    const response = await apply(t, talent.headers, job, `Cover letter ${String(index + 1)}`);
    if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
    const { chatId, jobRequest } = response.json<{ data: { chatId: string; jobRequest: { id: string } } }>()
      .data;
    talents.push({ ...talent, chatId, requestId: jobRequest.id });
    t.clock.advance(1000);
  }
  return { organization, job, talents };
}

/** The texts of a chat's latest messages, newest first. */
export async function chatTexts(t: TestApp, headers: Headers, chatId: string): Promise<string[]> {
  const response = await call(t, 'GET', `/chats/${chatId}/messages`, headers);
  return response.json<{ data: { items: { content: string }[] } }>().data.items.map((item) => item.content);
}
