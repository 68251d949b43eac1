// Account input shaped by the site's account type (spec §1): a mobile number with its country code, an
// e-mail address, or a choice between both. Controlled: works in the public forms and inside antd Form.Item.
import { Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE } from '@lockconsole/shared/branding/site-defaults';
import { describe, FieldRow } from '../form/FieldRow';
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

export function AccountField({ accountType, value, onChange, error, id = 'account', autoComplete = 'username' }: Props) {
  const { t } = useTranslation();
  if (!value) return null;
  const update = (patch: Partial<AccountValue>) => onChange?.({ ...value, ...patch });
  const label = t(value.kind === 'mobile' ? 'common.account.mobile' : 'common.account.email');
  return (
    <>
      {accountType === ACCOUNT_TYPE.both && (
        <div className="field-row">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            aria-label={t('common.account.kindLabel')}
            value={value.kind}
            onChange={(e) => update({ kind: e.target.value as AccountValue['kind'] })}
            options={[
              { value: 'mobile', label: t('common.account.mobile') },
              { value: 'email', label: t('common.account.email') },
            ]}
          />
        </div>
      )}
      <FieldRow id={id} label={label} error={error}>
        {value.kind === 'mobile' ? (
          <div className="account-input__mobile">
            <CountryCodeSelect id={`${id}-country`} value={value.region} onChange={(region) => update({ region })} />
            <Input
              {...describe(id, error)}
              inputMode="tel"
              autoComplete={autoComplete === 'username' ? 'username' : 'tel-national'}
              placeholder={t('common.account.mobilePlaceholder')}
              value={value.account}
              onChange={(e) => update({ account: e.target.value })}
            />
          </div>
        ) : (
          <Input
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
