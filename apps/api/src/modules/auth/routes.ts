import { z } from 'zod';
import { errorBody, okBody, sessionUser, signInAnswer, signInBody } from '@tiraj/domain/contracts';
import { userOf } from '../../auth/guards.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { signIn } from './service.ts';

export function authRoutes(app: App, ctx: Context) {
  app.post(
    '/auth/signin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (every role; sellers also send their device imei)',
        body: signInBody,
        response: {
          200: signInAnswer,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const answer = await signIn(
        ctx.db,
        ctx.throttle,
        request.body,
        request.ip,
        ctx.config.sessionTtlHours,
      );
      // The web app shows today and times in the operator's zone, not the browser's.
      return { ...answer, user: { ...answer.user, timeZone: ctx.config.timeZone } };
    },
  );

  guarded(app, ctx, { roles: 'any', tags: ['auth'], errors: [] }, (scope) => {
    scope.post(
      '/auth/signout',
      {
        schema: {
          summary: 'Revoke the token this request carries',
          response: { 200: okBody },
        },
      },
      async (request) => {
        await revokeSession(ctx.db, userOf(request).sessionId);
        return { success: true as const, message: 'Signed out' };
      },
    );

    scope.get(
      '/auth/me',
      {
        schema: {
          summary: 'Who the token belongs to',
          response: {
            200: z.object({ success: z.literal(true), user: sessionUser }),
          },
        },
      },
      async (request) => {
        const u = userOf(request);
        return {
          success: true as const,
          user: {
            role: u.role,
            userName: u.userName,
            companyName: u.companyName,
            _id: u.id,
            timeZone: ctx.config.timeZone,
          },
        };
      },
    );
  });
}
