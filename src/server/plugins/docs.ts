import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas the routes validate with, served at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Canadian citizenship test practice API',
        description: 'Learner calls are public; /api/admin calls need the admin session cookie.',
        version: '1.0.0',
      },
      tags: [
        { name: 'learner', description: 'Public learner calls' },
        { name: 'admin', description: 'Admin calls (session cookie)' },
        { name: 'system', description: 'Operations' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
