import { defineEndpoint } from '../http/endpoint';
import { UserStatusSchema } from '../domain/user-status';

export const usersApi = {
  me: defineEndpoint({
    method: 'GET',
    path: '/users/me',
    summary: "The signed-in account's user status.",
    tag: 'users',
    auth: 'session',
    step: 'unverified',
    data: UserStatusSchema,
    successStatus: 200,
    errors: [],
  }),
};
