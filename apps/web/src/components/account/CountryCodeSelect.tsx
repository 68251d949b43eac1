// Country code picker: every region with a calling code, named in the current language (Intl.DisplayNames).
// A native select: light, keyboard-friendly (type-ahead on "+61" or a name). The value is the region
// (ISO alpha-2) because several regions share a calling code.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryByAlpha2, countryName } from '@lockconsole/shared/geo/countries';

type Props = { value: string; onChange: (region: string) => void; id?: string };

export function CountryCodeSelect({ value, onChange, id }: Props) {
  const { t, i18n } = useTranslation();
  const options = useMemo(
    () =>
      COUNTRIES.filter((c) => c.callingCode)
        .map((c) => ({
          value: c.alpha2,
          label: t('common.country.option', { name: countryName(c.alpha2, i18n.language), code: c.callingCode }),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [t, i18n.language],
  );
  return (
    <select
      id={id}
      className="native-select country-code-select"
      aria-label={t('common.country.codeLabel')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid="country-code"
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The calling code of a picked region, for the API's countryCode. */
export const callingCodeOf = (region: string | undefined): string | undefined =>
  region ? (countryByAlpha2(region)?.callingCode ?? undefined) : undefined;
