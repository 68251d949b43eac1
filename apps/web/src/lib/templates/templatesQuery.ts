// The caller's message templates (issue 19), read by the templates pages and by the dialogs that send a passcode or
// an ekey (which offer them): one query key, so a change on the templates page is seen everywhere.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListTemplateRequest, listTemplateResponseSchema } from '@lockconsole/shared/template/template';
import { apiGet } from '../api/client';

export const TEMPLATES_KEY = ['templates'] as const;

export const listTemplates = (q: ListTemplateRequest) =>
  apiGet<z.infer<typeof listTemplateResponseSchema>>('/template/list', q, { silent: true });

export const useTemplates = (q: ListTemplateRequest, enabled = true) =>
  useQuery({
    queryKey: [...TEMPLATES_KEY, q],
    queryFn: () => listTemplates(q),
    placeholderData: keepPreviousData,
    enabled,
  });
