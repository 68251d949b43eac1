// The lock's city picker (issue 19), an antd island of the plain settings panel (#26): a search-as-you-type select of
// the city list, "Remove" clears it. Loaded with antd when the lock page shows (LocationSetting).
import { Button, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@lockconsole/shared/geo/countries';
import type { City, LockCity } from '@lockconsole/shared/map/map';
import { toast } from '../../../lib/toast';
import { getLockLocation, searchCity, updateLockLocation } from '../../map/api/mapApi';

type Props = { lockId: number };

export function LocationPicker({ lockId }: Props) {
  const { t, i18n } = useTranslation();
  const current = useQuery({ queryKey: ['lock-location', lockId], queryFn: () => getLockLocation(lockId) });
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const [choices, setChoices] = useState<City[]>([]);
  const label = (c: Pick<City, 'name' | 'country'>) => `${c.name}, ${countryName(c.country, i18n.language)}`;

  useEffect(() => {
    const k = keyword.trim();
    if (k.length < 2) return;
    let stale = false;
    const wait = setTimeout(() => {
      searchCity(k).then(
        (r) => !stale && setChoices(r.list),
        () => !stale && setChoices([]),
      );
    }, 250);
    return () => {
      stale = true;
      clearTimeout(wait);
    };
  }, [keyword]);

  const save = async (cityId: number) => {
    setSaving(true);
    try {
      const { city } = await updateLockLocation(lockId, cityId);
      toast.success(
        city ? t('locks.settings.location.saved', { city: label(city) }) : t('locks.settings.location.cleared'),
      );
      await current.refetch();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
      setKeyword('');
    }
  };
  const city: LockCity | null = current.data?.city ?? null;
  return (
    <>
      <Space wrap>
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
          aria-label={t('locks.settings.location.label')}
          placeholder={t('locks.settings.location.placeholder')}
          value={city?.cityId}
          labelRender={() => (city ? label(city) : '')}
          options={(keyword.trim().length >= 2 ? choices : []).map((c) => ({
            value: c.cityId,
            label: label(c),
            population: c.population,
          }))}
          optionRender={(o) => (
            <span>
              {o.label}{' '}
              <Typography.Text type="secondary">
                {t('locks.settings.location.population', {
                  count: o.data.population as number,
                  n: (o.data.population as number).toLocaleString(i18n.language),
                })}
              </Typography.Text>
            </span>
          )}
          notFoundContent={
            keyword.trim() ? t('locks.settings.location.none') : t('locks.settings.location.typeToSearch')
          }
          loading={saving || current.isLoading}
          disabled={saving}
          style={{ width: 280 }}
          onChange={(v: number) => void save(v)}
        />
        {city && (
          <Button onClick={() => void save(0)} disabled={saving}>
            {t('locks.settings.location.clear')}
          </Button>
        )}
      </Space>
      {!city && !current.isLoading && (
        <Typography.Text type="secondary">{t('locks.settings.location.notSet')}</Typography.Text>
      )}
    </>
  );
}
