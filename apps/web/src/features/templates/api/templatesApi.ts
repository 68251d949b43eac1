// Message template writes (/template/*, issue 19; schemas in packages/shared/src/template/template.ts; the list is
// lib/templates). Silent: the form shows refusals under its fields.
import type { z } from 'zod';
import type { AddTemplateRequest, addTemplateResponseSchema } from '@lockconsole/shared/template/template';
import { apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export const addTemplate = (t: AddTemplateRequest) =>
  apiPost<z.infer<typeof addTemplateResponseSchema>>('/template/add', t, quiet);
export const updateTemplate = (t: AddTemplateRequest & { templateId: number }) =>
  apiPost<null>('/template/update', t, quiet);
export const deleteTemplate = (templateId: number) => apiPost<null>('/template/delete', { templateId }, quiet);
