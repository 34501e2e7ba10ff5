// Its own module, so the status refresh loads this descriptor alone rather than the whole contract.
export { usersApi } from '@casting/contract';
