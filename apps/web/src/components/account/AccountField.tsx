// Account input shaped by the site's account type (spec §1): a mobile number with its country code, an
// e-mail address, or a choice between both. Controlled: works in the public forms and inside antd Form.Item.
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE } from '@lockconsole/shared/branding/site-defaults';
import { describe, FieldRow } from '../form/FieldRow';
import { TextInput } from '../ui/TextInput';
import { CountryCodeSelect } from './CountryCodeSelect';
import type { AccountValue } from './accountValue';

type Props = {
  accountType: number;
  value?: AccountValue;
  onChange?: (v: AccountValue) => void;
  error?: string;
  id?: string;
  /** "username" on sign-in, "new" where a new account is typed. */
  autoComplete?: 'username' | 'new';
};

export function AccountField({
  accountType,
  value,
  onChange,
  error,
  id = 'account',
  autoComplete = 'username',
}: Props) {
  const { t } = useTranslation();
  if (!value) return null;
  const update = (patch: Partial<AccountValue>) => onChange?.({ ...value, ...patch });
  const label = t(value.kind === 'mobile' ? 'common.account.mobile' : 'common.account.email');
  return (
    <>
      {accountType === ACCOUNT_TYPE.both && (
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('common.account.kindLabel')}</legend>
          {(['mobile', 'email'] as const).map((kind) => (
            <label
              key={kind}
              className={`segmented__option${value.kind === kind ? ' segmented__option--checked' : ''}`}
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={value.kind === kind}
                onChange={() => update({ kind })}
              />
              {t(kind === 'mobile' ? 'common.account.mobile' : 'common.account.email')}
            </label>
          ))}
        </fieldset>
      )}
      <FieldRow id={id} label={label} error={error}>
        {value.kind === 'mobile' ? (
          <div className="account-input__mobile">
            <CountryCodeSelect id={`${id}-country`} value={value.region} onChange={(region) => update({ region })} />
            <TextInput
              {...describe(id, error)}
              inputMode="tel"
              autoComplete={autoComplete === 'username' ? 'username' : 'tel-national'}
              placeholder={t('common.account.mobilePlaceholder')}
              value={value.account}
              onChange={(e) => update({ account: e.target.value })}
            />
          </div>
        ) : (
          <TextInput
            {...describe(id, error)}
            type="email"
            autoComplete={autoComplete === 'username' ? 'username' : 'email'}
            placeholder={t('common.account.emailPlaceholder')}
            value={value.account}
            onChange={(e) => update({ account: e.target.value })}
          />
        )}
      </FieldRow>
    </>
  );
}
