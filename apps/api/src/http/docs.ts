import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Capability } from '@tiraj/domain';
import { capabilityOf } from '../auth/guards.ts';
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
          'Errors answer `{ success: false, message, code, params?, errors? }`: `message` is English; `code` (stable) and `params` let a client say it in its own language, ' +
          'and each `errors[]` entry has its own `field`, `message`, `code` and `params`. Money is a decimal number of HTG; dates are YYYY-MM-DD in the operator time zone.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (document) => {
      const result = jsonSchemaTransform(document);
      const doc = document.route.config as
        { multipartDoc?: MultipartDoc; capability?: Capability } | undefined;
      if (doc?.multipartDoc)
        result.schema = { ...result.schema, body: multipartJsonSchema(doc.multipartDoc) };
      // Issue 39: what a staff account's role must allow (a guarded route's; GET: `read`).
      if ((result.schema as { security?: unknown }).security) {
        const capability = capabilityOf(document.route.method as string, doc);
        const extension = { 'x-capability': capability ?? 'none (owner only)' };
        result.schema = { ...result.schema, ...extension };
      }
      return result;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

interface MultipartDoc {
  fields: z.ZodType;
  files: Record<string, z.ZodType>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a multipart route's fields and files, for the OpenAPI document only (not validated by Fastify) */
    multipartDoc?: MultipartDoc;
    /** Issue 39: what a staff account's role must allow to call the route (auth/guards.ts) */
    capability?: Capability;
  }
}

/** Route `config` describing a multipart body: its text fields (a zod object) and its files. */
export function multipartDoc(fields: z.ZodType, files: Record<string, z.ZodType>) {
  return { multipartDoc: { fields, files } };
}

function multipartJsonSchema({ fields, files }: MultipartDoc) {
  const schema = z.toJSONSchema(fields, {
    io: 'input',
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as {
    properties?: Record<string, unknown>;
  };
  const properties = { ...schema.properties };
  for (const [name, file] of Object.entries(files)) {
    properties[name] = { type: 'string', format: 'binary', description: file.description };
  }
  return { ...schema, properties };
}
