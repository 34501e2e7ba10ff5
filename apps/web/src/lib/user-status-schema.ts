// Its own module, so the session store can load the schema (and zod) only when a status is stored.
export { UserStatusSchema } from '@casting/contract';
