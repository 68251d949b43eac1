// Runs an account change: shows field errors inline (or the reason as a toast), refreshes the user on
// success and confirms with "Operation succeeded".
import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/ApiError';
import { applyFieldErrors } from '../../../lib/forms/rules';
import { toast } from '../../../lib/toast';
import { getInfo } from '../api/getInfoForAccount';
import { appState } from '../../../lib/session/appState';

export function useAccountAction<V>(form: FormInstance, action: (values: V) => Promise<unknown>, onDone: () => void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (values: V) => {
      await action(values);
      appState.set({ user: await getInfo() });
    },
    onSuccess: () => {
      toast.success(t('common.api.success'));
      form.resetFields();
      onDone();
    },
    onError: (e) => {
      if (applyFieldErrors(form, e)) return;
      if (isApiError(e) && e.outcome.type === 'logout') return;
      toast.error(e instanceof Error ? e.message : t('common.api.failed'));
    },
  });
}
