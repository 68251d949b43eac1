// Account input shaped by the site's account type (spec §1): mobile (with country code), e-mail, or a choice
// between both. Form fields: kind, region (for the calling code) and account.
import { Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryByCallingCode } from '@lockconsole/shared/geo/countries';
import { ACCOUNT_TYPE } from '@lockconsole/shared/site/site-info';
import { accountRule, requiredRule } from '../../lib/forms/rules';
import { currentPack } from '../../lib/i18n/language';
import { callingCodeOf, CountryCodeSelect } from './CountryCodeSelect';

export type AccountKindChoice = 'mobile' | 'email';
export type AccountValues = { kind: AccountKindChoice; region?: string; account: string };

export const defaultKind = (accountType: number): AccountKindChoice => (accountType === ACCOUNT_TYPE.email ? 'email' : 'mobile');
export const defaultRegion = () => countryByCallingCode(currentPack().defaultCountryCode)?.alpha2 ?? 'AU';

/** account and countryCode for the API. */
export const accountParams = (v: AccountValues) => ({
  account: v.account.trim(),
  countryCode: v.kind === 'mobile' ? callingCodeOf(v.region) : undefined,
});

export function AccountFields({ accountType, autoComplete = 'username' }: { accountType: number; autoComplete?: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const kind = (Form.useWatch('kind', form) as AccountKindChoice | undefined) ?? defaultKind(accountType);
  return (
    <>
      {accountType === ACCOUNT_TYPE.both ? (
        <Form.Item name="kind" initialValue={defaultKind(accountType)}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            aria-label={t('common.account.kindLabel')}
            options={[
              { value: 'mobile', label: t('common.account.mobile') },
              { value: 'email', label: t('common.account.email') },
            ]}
            onChange={() => form.setFields([{ name: 'account', errors: [] }])}
          />
        </Form.Item>
      ) : (
        <Form.Item name="kind" initialValue={defaultKind(accountType)} hidden>
          <Input />
        </Form.Item>
      )}
      {kind === 'mobile' ? (
        <Form.Item label={t('common.account.mobile')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="region" noStyle initialValue={defaultRegion()} rules={[requiredRule(t)]}>
              <CountryCodeSelect />
            </Form.Item>
            <Form.Item name="account" noStyle rules={[requiredRule(t), accountRule(t, 'mobile')]}>
              <Input
                id="account"
                inputMode="tel"
                autoComplete={autoComplete === 'username' ? 'username' : 'tel-national'}
                aria-label={t('common.account.mobile')}
                placeholder={t('common.account.mobilePlaceholder')}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      ) : (
        <Form.Item name="account" label={t('common.account.email')} rules={[requiredRule(t), accountRule(t, 'email')]}>
          <Input type="email" autoComplete={autoComplete === 'username' ? 'username' : 'email'} placeholder={t('common.account.emailPlaceholder')} />
        </Form.Item>
      )}
    </>
  );
}
