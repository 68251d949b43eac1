// Message template endpoints (/template/*, issue 19). Thin: schema, auth, one service call. Every template is the
// caller's own; another account's reads as not found.
import {
  addTemplateRequestSchema,
  addTemplateResponseSchema,
  deleteTemplateRequestSchema,
  deleteTemplateResponseSchema,
  listTemplateRequestSchema,
  listTemplateResponseSchema,
  updateTemplateRequestSchema,
  updateTemplateResponseSchema,
} from '@lockconsole/shared/template/template';
import { defineRoute } from '../../http/route';
import type { TemplatesService } from './templates.service';

const tag = 'template';

export const templateRoutes = (s: TemplatesService) => [
  defineRoute({
    method: 'GET',
    path: '/template/list',
    auth: 'user',
    tag,
    summary: 'The caller’s SMS or e-mail templates, newest first',
    request: listTemplateRequestSchema,
    response: listTemplateResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/template/add',
    auth: 'user',
    tag,
    summary: 'Create a message template (premium)',
    request: addTemplateRequestSchema,
    response: addTemplateResponseSchema,
    handler: (input, ctx) => s.add(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/template/update',
    auth: 'user',
    tag,
    summary: 'Change one of the caller’s message templates (premium)',
    request: updateTemplateRequestSchema,
    response: updateTemplateResponseSchema,
    handler: (input, ctx) => s.update(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/template/delete',
    auth: 'user',
    tag,
    summary: 'Delete one of the caller’s message templates',
    request: deleteTemplateRequestSchema,
    response: deleteTemplateResponseSchema,
    handler: (input, ctx) => s.delete(ctx, input),
  }),
];
