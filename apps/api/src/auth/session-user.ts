import type { Role } from '@tiraj/domain/contracts';

/** Who is calling, as the authenticate hook found them. The tenant always comes from here. */
export interface SessionUser {
  id: string;
  role: Role;
  userName: string;
  /** null for the platform admin */
  companyId: string | null;
  companyName: string | null;
  supervisorId: string | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
}
