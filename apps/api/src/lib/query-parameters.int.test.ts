import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { apply, postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';

let t: TestApp;
let headers: Record<string, string>;
let chatId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const organization = await onboardedOrganization(t);
  const talent = await onboardedTalent(t);
  headers = organization.headers;
  chatId = (await apply(t, talent.headers, await postJob(t, organization.headers))).json<{
    data: { chatId: string };
  }>().data.chatId;
});

afterAll(async () => {
  await t.close();
});

describe('query parameters the server cannot use', () => {
  const cases: readonly [string, string][] = [
    ['/individuals?filter[individualCategory]=ASTRONAUT', 'filter[individualCategory] must be one of MODEL,'],
    ['/individuals?filter[shoeSize]=99', 'filter[shoeSize] must be a whole number from 20 to 50.'],
    ['/individuals?filter[dressSize]=big', 'filter[dressSize] must be a whole number from 4 to 64.'],
    ['/individuals?filter[gender]=ROBOT', 'filter[gender] must be one of MALE, FEMALE, OTHER.'],
    [
      `/individuals?filter[searchKey]=${'a'.repeat(101)}`,
      'filter[searchKey] must be at most 100 characters.',
    ],
    ['/individuals?paginate[limit][]=1', 'Unknown parameter: paginate[limit][].'],
    [
      '/individuals?paginate[limit]=1&paginate[limit]=2',
      'paginate[limit] must be a whole number from 1 to 50.',
    ],
    ['/jobs?filter[jobCategory]=CHEF', 'filter[jobCategory] must be one of MODEL,'],
    [`/jobs?filter[searchKey]=${'a'.repeat(101)}`, 'filter[searchKey] must be at most 100 characters.'],
    ['/jobs?paginate[page]=0', 'paginate[page] must be a whole number of at least 1.'],
    ['/jobs?sort=salary', 'Unknown parameter: sort.'],
    [`/tags?searchKey=${'a'.repeat(51)}`, 'searchKey must be at most 50 characters.'],
    ['/chats?paginate[limit]=two', 'paginate[limit] must be a whole number from 1 to 50.'],
    [
      '/chats/CHAT/messages?paginate[direction]=SIDEWAYS',
      'paginate[direction] must be one of AFTER, BEFORE.',
    ],
  ];
  for (const [url, message] of cases) {
    it(`answers 400 naming the parameter: ${url.slice(0, 70)}`, async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}${url.replace('CHAT', chatId)}`,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((response.json().message as string[])[0]).toContain(message);
    });
  }

  it('still serves the parameters as the web app and the spec send them', async () => {
    for (const url of [
      '/individuals?paginate[page]=1&paginate[limit]=15&filter[individualCategory]=MODEL&filter[searchKey]=no',
      '/individuals?filter[shoeSize]=38&filter[gender]=FEMALE',
      '/jobs?filter[jobCategory]=MODEL&filter[searchKey]=&paginate[page]=1&paginate[limit]=15',
      '/tags?searchKey=run',
      '/chats?paginate[page]=1&paginate[limit]=5',
      `/chats/${chatId}/messages?paginate[limit]=20&paginate[direction]=AFTER`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });
});
