// The lock's city (issue 19): stored on the server only (no gateway), chosen from the city list by name; the public
// map counts the lock there — never its name or address. The row is plain; its search-as-you-type picker is an antd
// island (#26) that takes its place, same size, when antd has loaded.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { antdIsland } from '../../../components/antdIsland';
import { SettingRow } from './SettingRow';

const Picker = antdIsland(() => import('./LocationPicker').then((m) => m.LocationPicker));

export function LocationSetting({ lockId }: { lockId: number }) {
  const { t } = useTranslation();
  return (
    <SettingRow id="location" label={t('locks.settings.location.label')} help={t('locks.settings.location.help')}>
      <Suspense fallback={<span className="location-picker-placeholder" aria-busy="true" />}>
        <Picker lockId={lockId} />
      </Suspense>
    </SettingRow>
  );
}
