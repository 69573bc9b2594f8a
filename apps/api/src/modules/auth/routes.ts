import {
  changePasswordBody,
  errorBody,
  meAnswer,
  okBody,
  signInAnswer,
  signInBody,
  updateMeBody,
} from '@tiraj/domain/contracts';
import { deviceOf } from '../../auth/device.ts';
import { userOf } from '../../auth/guards.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { changePassword, presentMe, setLanguage, signIn } from './service.ts';

export function authRoutes(app: App, ctx: Context) {
  app.post(
    '/auth/signin',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in (every role; sellers also send their device imei); the user carries its chosen language',
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
        ctx,
        request.body,
        { address: request.ip, device: deviceOf(request, request.body.imei) },
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
        config: { capability: 'self' },
        schema: {
          summary: 'Revoke the token this request carries',
          response: { 200: okBody },
        },
      },
      async (request) => {
        const user = userOf(request);
        // Coarse: every cached session of the user goes, this one with them.
        await ctx.caches.changing([{ what: 'user-sessions', userId: user.id }], () =>
          revokeSession(ctx.db, user.sessionId),
        );
        return { success: true as const, message: 'Signed out' };
      },
    );

    scope.get(
      '/auth/me',
      {
        schema: {
          summary: 'Who the token belongs to, with the language the user chose',
          response: { 200: meAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        user: presentMe(userOf(request), ctx.config.timeZone),
      }),
    );

    scope.patch(
      '/auth/me',
      {
        config: { capability: 'self' },
        schema: {
          summary: "Set the signed-in user's language (ht, fr, en; null: not chosen), any role",
          body: updateMeBody,
          response: { 200: meAnswer },
        },
      },
      async (request) => {
        const me = userOf(request);
        const user = await ctx.caches.changing([{ what: 'user-sessions', userId: me.id }], () =>
          setLanguage(ctx.db, me, request.body.language),
        );
        return { success: true as const, user: presentMe(user, ctx.config.timeZone) };
      },
    );

    scope.patch(
      '/auth/changepassword',
      {
        config: { capability: 'self' },
        schema: {
          summary:
            "Change one's own password (any role); 403 `auth.wrong_password`; one's other sessions end",
          body: changePasswordBody,
          response: { 200: okBody, 400: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const me = userOf(request);
        await ctx.caches.changing([{ what: 'user-sessions', userId: me.id }], () =>
          changePassword(ctx.db, me, request.body),
        );
        return { success: true as const, message: 'Password changed.' };
      },
    );
  });
}
