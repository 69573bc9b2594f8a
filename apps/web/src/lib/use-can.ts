import { staffCan, type Capability } from '@tiraj/domain';
import { readSession } from './session.ts';

/**
 * Issue 39: may the signed-in account use this capability (its staff role; the owner, the first
 * admin and supervisors may)? The screen only hides what the server would refuse anyway.
 */
export const can = (capability: Capability): boolean =>
  staffCan(readSession()?.staffRole, capability);

/** `can`, for a component: a button or a menu entry the role may not use is not shown. */
export function useCan(capability: Capability): boolean {
  return can(capability);
}
