// Verification code input with its "Send code" button (slider check first).
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeType } from '@lockconsole/shared/user/account-fields';
import { validationCodeSchema } from '@lockconsole/shared/schemas/common';
import { requiredRule, zodRule } from '../../lib/forms/rules';
import { SendCodeButton, type CodeTarget } from './SendCodeButton';

type Props = { type: CodeType; resolveTarget: () => Promise<CodeTarget | null>; name?: string };

export function CodeField({ type, resolveTarget, name = 'validationCode' }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('common.code.label')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={[requiredRule(t), zodRule(validationCodeSchema, t)]}>
          <Input
            id={name}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-label={t('common.code.label')}
            placeholder={t('common.code.placeholder')}
          />
        </Form.Item>
        <SendCodeButton type={type} resolveTarget={resolveTarget} />
      </Space.Compact>
    </Form.Item>
  );
}
