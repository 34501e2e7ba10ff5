// Its own module, so signing out loads this descriptor alone rather than the whole contract.
export { authApi } from '@casting/contract';
