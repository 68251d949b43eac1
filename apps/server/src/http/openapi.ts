// OpenAPI 3.1 document generated from the route registry and its zod schemas (zod 4's JSON Schema output).
import { z } from 'zod';
import { envelopeSchema } from '@lockconsole/shared/http/envelope';
import type { RouteDef } from './route';

const toSchema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

const COMMON_PARAMS = [
  { name: 'appId', in: 'header', required: true, schema: { type: 'string' } },
  { name: 'signature', in: 'header', required: true, schema: { type: 'string' }, description: 'See docs/api.md' },
  { name: 'language', in: 'header', required: false, schema: { type: 'string', example: 'en' } },
  { name: 'accessToken', in: 'header', required: false, schema: { type: 'string' } },
];

const dateProp = { type: 'integer', description: 'Client time in ms since the epoch (±5 minutes)' };

export function buildOpenApi(routes: RouteDef[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const req = toSchema(r.request, 'input');
    const props = { ...((req.properties as Record<string, unknown>) ?? {}), date: dateProp };
    const required = [...new Set([...((req.required as string[]) ?? []), 'date'])];
    const op: Record<string, unknown> = {
      operationId: r.path.replace(/^\//, '').replace(/\//g, '_'),
      summary: r.summary,
      tags: [r.tag],
      'x-auth': typeof r.auth === 'object' ? `lock:${r.auth.lock}` : r.auth,
      'x-signed': r.signed !== false,
      parameters: [
        ...COMMON_PARAMS,
        ...(r.method === 'GET'
          ? Object.entries(props).map(([name, schema]) => ({
              name,
              in: 'query',
              required: required.includes(name),
              schema,
            }))
          : []),
      ],
      responses: {
        200: {
          description: 'Envelope; errorCode 0 on success',
          content: { 'application/json': { schema: toSchema(envelopeSchema(r.response), 'input') } },
        },
      },
    };
    if (r.method === 'POST') {
      op.requestBody = {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: { type: 'object', properties: props, required },
          },
        },
      };
    }
    paths[`/api${r.path}`] = { ...(paths[`/api${r.path}`] ?? {}), [r.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lock Console API',
      version,
      description: 'HTTP API of the lock console. Conventions (envelope, signature, date, sessions): docs/api.md.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'ACCESS_TOKEN' },
        header: { type: 'apiKey', in: 'header', name: 'accessToken' },
      },
    },
    paths,
  };
}

export const openApiPage = () => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Lock Console API reference</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main id="app"><h1>Lock Console API reference</h1><p>Loading…</p></main>
<script src="/api/docs.js"></script></body></html>`;
