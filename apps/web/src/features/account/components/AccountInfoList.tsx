// /account/info content (spec §2): nickname, country or region, mobile and e-mail bindings, sign-in account,
// password — each with its change action. Which identifiers appear follows the site's account type.
import { useState } from 'react';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName } from '@lockconsole/shared/geo/countries';
import { ACCOUNT_TYPE } from '@lockconsole/shared/branding/site-defaults';
import type { UserInfo } from '../../../lib/session/types';
import { BindModal } from './BindModal';
import { ChangeAccountModal } from './ChangeAccountModal';
import { ChangePasswordModal } from './ChangePasswordModal';
import { NicknameModal } from './NicknameModal';
import { RegionModal } from './RegionModal';
import { UnbindModal } from './UnbindModal';

type Dialog =
  | 'nickname'
  | 'region'
  | 'bind-mobile'
  | 'bind-email'
  | 'unbind-mobile'
  | 'unbind-email'
  | 'account'
  | 'password'
  | null;

export function AccountInfoList({ user, accountType }: { user: UserInfo; accountType: number }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const notSet = <Typography.Text type="secondary">{t('account.notSet')}</Typography.Text>;
  const edit = (d: Dialog, label: string) => (
    <Button type="link" onClick={() => setDialog(d)} aria-label={label}>
      {t('common.actions.change')}
    </Button>
  );
  const binding = (kind: 'mobile' | 'email', value: string) => (
    <Space wrap>
      {value ? <span data-testid={`bound-${kind}`}>{value}</span> : notSet}
      <Button type="link" onClick={() => setDialog(`bind-${kind}`)}>
        {t(value ? `account.${kind}.change` : `account.${kind}.bind`)}
      </Button>
      {value && (
        <Button type="link" danger onClick={() => setDialog(`unbind-${kind}`)}>
          {t(`account.${kind}.unbind`)}
        </Button>
      )}
    </Space>
  );
  const mobile = user.mobile ? `+${user.countryCode} ${user.mobile}` : '';
  const items = [
    {
      key: 'account',
      label: t('account.account.label'),
      children: (
        <Space wrap>
          <span data-testid="account-id">{user.userId}</span>
          {edit('account', t('account.changeAccount.title'))}
        </Space>
      ),
    },
    {
      key: 'nickname',
      label: t('account.nickname.label'),
      children: (
        <Space wrap>
          {user.nickname || notSet}
          {edit('nickname', t('account.nickname.edit'))}
        </Space>
      ),
    },
    {
      key: 'region',
      label: t('account.region.label'),
      children: (
        <Space wrap>
          {user.region ? countryName(user.region, i18n.language) : notSet}
          {edit('region', t('account.region.edit'))}
        </Space>
      ),
    },
    ...(accountType !== ACCOUNT_TYPE.email || user.mobile
      ? [{ key: 'mobile', label: t('account.mobile.label'), children: binding('mobile', mobile) }]
      : []),
    ...(accountType !== ACCOUNT_TYPE.mobile || user.email
      ? [{ key: 'email', label: t('account.email.label'), children: binding('email', user.email) }]
      : []),
    {
      key: 'password',
      label: t('account.password.label'),
      children: (
        <Space wrap>
          <span aria-hidden="true">••••••••</span>
          {edit('password', t('account.password.title'))}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Descriptions bordered column={1} items={items} styles={{ label: { width: 220 } }} />
      <NicknameModal open={dialog === 'nickname'} current={user.nickname} onClose={close} />
      <RegionModal open={dialog === 'region'} current={user.region} onClose={close} />
      <BindModal open={dialog === 'bind-mobile'} kind="mobile" onClose={close} />
      <BindModal open={dialog === 'bind-email'} kind="email" onClose={close} />
      <UnbindModal open={dialog === 'unbind-mobile'} kind="mobile" onClose={close} />
      <UnbindModal open={dialog === 'unbind-email'} kind="email" onClose={close} />
      <ChangeAccountModal open={dialog === 'account'} accountType={accountType} onClose={close} />
      <ChangePasswordModal open={dialog === 'password'} onClose={close} />
    </>
  );
}
