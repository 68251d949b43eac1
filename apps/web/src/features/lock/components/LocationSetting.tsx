// The lock's city (issue 19): stored on the server only (no gateway), chosen from the city list by name; the public
// map counts the lock there — never its name or address. Cleared with "Remove". Plain (#26): an ARIA combobox —
// type two letters or more, then pick with the arrow keys and Enter or with a click; Escape closes the list.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@lockconsole/shared/geo/countries';
import type { City, LockCity } from '@lockconsole/shared/map/map';
import { Button } from '../../../components/ui/Button';
import { TextInput } from '../../../components/ui/TextInput';
import { toast } from '../../../lib/toast';
import { getLockLocation, searchCity, updateLockLocation } from '../../map/api/mapApi';
import { SettingRow } from './SettingRow';

type Props = { lockId: number };

/** Cities whose name starts with `keyword` (two letters or more), asked 250 ms after the typing stops. */
function useCitySearch(keyword: string): City[] | null {
  const k = keyword.trim();
  const [answer, setAnswer] = useState<{ keyword: string; list: City[] } | null>(null);
  useEffect(() => {
    if (k.length < 2) return;
    let stale = false;
    const wait = setTimeout(() => {
      searchCity(k).then(
        (r) => !stale && setAnswer({ keyword: k, list: r.list }),
        () => !stale && setAnswer({ keyword: k, list: [] }),
      );
    }, 250);
    return () => {
      stale = true;
      clearTimeout(wait);
    };
  }, [k]);
  // Null while the answer for what is typed now has not come.
  return answer?.keyword === k ? answer.list : null;
}

export function LocationSetting({ lockId }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = useQuery({ queryKey: ['lock-location', lockId], queryFn: () => getLockLocation(lockId) });
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState(false);
  const found = useCitySearch(keyword);
  const choices = found ?? [];
  const label = (c: Pick<City, 'name' | 'country'>) => `${c.name}, ${countryName(c.country, i18n.language)}`;

  const save = async (cityId: number) => {
    setSaving(true);
    setOpen(false);
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
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => (open ? setActive((a) => Math.min(a + 1, choices.length - 1)) : setOpen(true)),
      ArrowUp: () => setActive((a) => Math.max(a - 1, 0)),
      Enter: () => {
        const c = open ? choices[active] : undefined;
        if (c) void save(c.cityId);
      },
      Escape: () => setOpen(false),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };
  const city: LockCity | null = current.data?.city ?? null;
  const typed = keyword.trim();
  const note =
    typed.length < 2
      ? t('locks.settings.location.typeToSearch')
      : found === null
        ? null
        : found.length === 0
          ? t('locks.settings.location.none')
          : null;
  const showList = open && (choices.length > 0 || note !== null);
  return (
    <SettingRow id="location" label={t('locks.settings.location.label')} help={t('locks.settings.location.help')}>
      {city && <strong>{label(city)}</strong>}
      <span className="city-picker">
        <TextInput
          role="combobox"
          aria-label={t('locks.settings.location.label')}
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={showList && choices[active] ? `${id}-${choices[active].cityId}` : undefined}
          aria-busy={saving || current.isLoading || (typed.length >= 2 && found === null) || undefined}
          placeholder={t('locks.settings.location.placeholder')}
          autoComplete="off"
          disabled={saving}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <ul
            className="ui-menu city-picker__list"
            role="listbox"
            id={`${id}-list`}
            aria-label={t('locks.settings.location.label')}
          >
            {note !== null && <li className="city-picker__note">{note}</li>}
            {choices.map((c, i) => (
              <li
                key={c.cityId}
                id={`${id}-${c.cityId}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'city-picker__option city-picker__option--active' : 'city-picker__option'}
                // Chosen before the field's blur closes the list. The pointer's hover is CSS only: an option
                // appearing under a resting pointer must not take the keyboard's place.
                onMouseDown={(e) => {
                  e.preventDefault();
                  void save(c.cityId);
                }}
              >
                {label(c)}{' '}
                <span className="text-secondary">
                  {t('locks.settings.location.population', {
                    count: c.population,
                    n: c.population.toLocaleString(i18n.language),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </span>
      {city && (
        <Button onClick={() => void save(0)} disabled={saving}>
          {t('locks.settings.location.clear')}
        </Button>
      )}
      {!city && !current.isLoading && <span className="text-secondary">{t('locks.settings.location.notSet')}</span>}
    </SettingRow>
  );
}
