import { describe, expect, it } from 'vitest';
import { allowedJobRequestActions, JOB_REQUEST_TRANSITIONS } from './job-request-lifecycle';

describe('the job-request lifecycle', () => {
  it('lets the organization decline or accept a pending request, in that order', () => {
    expect(allowedJobRequestActions('PENDING', 'ORGANIZATION')).toEqual(['accept', 'reject']);
  });

  it('lets the organization finish an approved request and nothing else', () => {
    expect(allowedJobRequestActions('APPROVED', 'ORGANIZATION')).toEqual(['finish']);
  });

  it('ends at REJECTED and FINISHED', () => {
    expect(allowedJobRequestActions('REJECTED', 'ORGANIZATION')).toEqual([]);
    expect(allowedJobRequestActions('FINISHED', 'ORGANIZATION')).toEqual([]);
  });

  it('never offers talent an action', () => {
    for (const status of ['PENDING', 'APPROVED', 'REJECTED', 'FINISHED'] as const) {
      expect(allowedJobRequestActions(status, 'INDIVIDUAL')).toEqual([]);
    }
  });

  it('moves to the states of the spec', () => {
    expect(JOB_REQUEST_TRANSITIONS.accept.to).toBe('APPROVED');
    expect(JOB_REQUEST_TRANSITIONS.reject.to).toBe('REJECTED');
    expect(JOB_REQUEST_TRANSITIONS.finish.to).toBe('FINISHED');
  });
});
