// One change of a key from the list (freeze, delete, authorize, …): runs it, toasts the outcome, refreshes.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

export function useKeyAction<A>(run: (arg: A) => Promise<unknown>, onDone: () => unknown, successKey: string) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(t(successKey));
      void onDone();
    },
    onError: (e) => toast.error(e instanceof Error ? e.message : String(e)),
  });
}
