import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App } from './types.ts';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, browsable at /api/docs. */
export async function registerDocs(app: App) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tiraj API',
        version: '1.0.0',
        description:
          'Borlette lottery management. Send `Authorization: Bearer <token>` from POST /api/auth/signin. ' +
          'Errors answer `{ success: false, message, errors? }`. Money is a decimal number of HTG; dates are YYYY-MM-DD in the operator time zone.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
