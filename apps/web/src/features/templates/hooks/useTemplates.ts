// Template writes; each refreshes every template list (lib/templates).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEMPLATES_KEY } from '../../../lib/templates/templatesQuery';
import { addTemplate, deleteTemplate, updateTemplate } from '../api/templatesApi';

export function useTemplateWrites() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: TEMPLATES_KEY });
  return {
    add: useMutation({ mutationFn: addTemplate, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateTemplate, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteTemplate, onSuccess: refresh }),
  };
}
