export * from './constants';
export * from './roles';
export * from './http/errors';
export * from './http/endpoint';
export * from './http/pagination';
export * from './domain/user-status';
export * from './api/health';
export * from './api/users';
