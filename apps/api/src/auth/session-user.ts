import type { StaffRole } from '@tiraj/domain';
import type { Language, Role } from '@tiraj/domain/contracts';

/** Who is calling, as the authenticate hook found them. The tenant always comes from here. */
export interface SessionUser {
  id: string;
  role: Role;
  userName: string;
  /** null for the platform admin */
  companyId: string | null;
  companyName: string | null;
  supervisorId: string | null;
  /** the language the user chose; null: not chosen yet */
  language: Language | null;
  sessionId: string;
  /** Issue 39: a staff account's role (its role stays subadmin or admin); null or absent: the owner */
  staffRole?: StaffRole | null;
  /** Issue 39: the branch a staff account is bound to: its lists and reports keep to it */
  staffBranchId?: string | null;
  /** signed in from LotterySoft's seller app (issue 27): shared paths answer in its shapes */
  lotterySoft?: boolean;
  /** the device the session was opened from (issue 29): a seller's device ID or a browser summary */
  device?: string | null;
  /** this request's address (issue 29), which the journal keeps with each action */
  address?: string;
}

/**
 * A subadmin, supervisor or seller: someone of a company. Company-scoped
 * services take this, so the tenant every query filters on is never null.
 */
export type CompanyUser = SessionUser & {
  companyId: string;
  /** Issue 39: a list or report asked for one branch (`?branch`): only its sellers' (company-branch.ts). */
  branchId?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
}
