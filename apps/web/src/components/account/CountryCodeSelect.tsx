// Country code picker: every region with a calling code, named in the current language (Intl.DisplayNames).
// The value is the region (ISO alpha-2) because several regions share a calling code.
import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryByAlpha2, countryName } from '@lockconsole/shared/geo/countries';

type Props = { value?: string; onChange?: (region: string) => void; id?: string; 'aria-label'?: string };

export function CountryCodeSelect({ value, onChange, id, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const options = useMemo(
    () =>
      COUNTRIES.filter((c) => c.callingCode)
        .map((c) => ({
          value: c.alpha2,
          code: c.callingCode!,
          label: t('common.country.option', { name: countryName(c.alpha2, i18n.language), code: c.callingCode }),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [t, i18n.language],
  );
  return (
    <Select
      id={id}
      aria-label={rest['aria-label'] ?? t('common.country.codeLabel')}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      options={options}
      labelRender={({ value: v }) => `+${countryByAlpha2(String(v))?.callingCode ?? ''}`}
      popupMatchSelectWidth={320}
      style={{ width: 110 }}
      data-testid="country-code"
    />
  );
}

/** The calling code of a picked region, for the API's countryCode. */
export const callingCodeOf = (region: string | undefined): string | undefined =>
  region ? (countryByAlpha2(region)?.callingCode ?? undefined) : undefined;
