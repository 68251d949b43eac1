// What a list shows where its rows would be: the reason it could not be loaded (the API's message, in the user's
// language) and a way to try again — never its "nothing here yet" text, which would say something false.
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of a list query this needs (a TanStack Query result is one). */
export type ListLoad = { isError: boolean; error: Error | null; refetch: () => unknown; isFetching?: boolean };

function LoadFailed({ load }: { load: ListLoad }) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span role="alert">{load.error?.message}</span>}>
      <Button onClick={() => void load.refetch()} loading={load.isFetching} data-testid="list-retry">
        {t('common.errorPage.retry')}
      </Button>
    </Empty>
  );
}

export function emptyOrFailed(load: ListLoad | undefined, empty: ReactNode): ReactNode {
  return load?.isError ? <LoadFailed load={load} /> : empty;
}
