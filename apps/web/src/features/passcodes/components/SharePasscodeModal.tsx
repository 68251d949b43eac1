// Sharing a passcode: the message to copy (lock, code, validity in lock time, first-use deadline), or sent by the
// server by e-mail or SMS (/keyboardPwd/share) in the caller's language, or in the words of one of the caller's
// passcode templates of that channel (issue 19). Field problems show under the fields.
import { Alert, Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryByAlpha2 } from '@lockconsole/shared/geo/countries';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { shareKeyboardPwdRequestSchema, type PasscodeShareChannel } from '@lockconsole/shared/passcode/share';
import { OPEN_METHOD, TEMPLATE_TYPE } from '@lockconsole/shared/template/template';
import { TemplateSelect, useTemplateChoice } from '../../../components/TemplateSelect';
import { CountryCodeSelect } from '../../../components/account/CountryCodeSelect';
import { isApiError } from '../../../lib/api/ApiError';
import { serverFieldErrors } from '../../../lib/forms/serverErrors';
import { sharePasscode } from '../api/passcodeApi';
import { copyText } from '../../../lib/copyText';
import { firstUseView, isCustom, validityView } from '../passcodeView';

type Props = { passcode: PasscodeItem | null; lockName: string; tz: number; onClose: () => void };

export function SharePasscodeModal({ passcode, lockName, tz, onClose }: Props) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<PasscodeShareChannel>('email');
  const [to, setTo] = useState('');
  const [region, setRegion] = useState('AU');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'copied' | 'sent' | null>(null);
  const template = useTemplateChoice(
    channel === 'email' ? TEMPLATE_TYPE.email : TEMPLATE_TYPE.sms,
    OPEN_METHOD.passcode,
    !!passcode,
  );
  if (!passcode) return null;
  const v = validityView(passcode, tz);
  const note = isCustom(passcode) ? '' : t(firstUseView(passcode, tz).key, firstUseView(passcode, tz).vars);
  const text = t('passcodes.share.text', {
    lock: lockName,
    code: passcode.keyboardPwd,
    validity: t(v.key, v.vars),
    note,
  });
  const send = async () => {
    const req = {
      lockId: passcode.lockId,
      keyboardPwdId: passcode.keyboardPwdId,
      channel,
      to: to.trim(),
      countryCode: channel === 'sms' ? (countryByAlpha2(region)?.callingCode ?? '') : undefined,
      templateId: template.chosen || undefined,
    };
    const parsed = shareKeyboardPwdRequestSchema.safeParse(req);
    if (!parsed.success) {
      setProblem(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await sharePasscode(req);
      setResult('sent');
    } catch (e) {
      const fields = serverFieldErrors(e);
      setProblem(fields.to ?? fields.countryCode ?? (isApiError(e) || e instanceof Error ? e.message : String(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('passcodes.share.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('passcodes.share.copyHelp')}</Typography.Paragraph>
      <Input.TextArea
        readOnly
        value={text}
        autoSize
        aria-label={t('passcodes.share.message')}
        data-testid="share-text"
      />
      <Button
        style={{ marginTop: 8 }}
        icon={<CopyOutlined />}
        onClick={() => void copyText(text).then((ok) => ok && setResult('copied'))}
      >
        {t('passcodes.share.copy')}
      </Button>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('passcodes.share.sendTitle')}
      </Typography.Title>
      <Form layout="vertical" onFinish={() => void send()} requiredMark={false}>
        <Form.Item label={t('passcodes.share.channel')}>
          <Radio.Group
            value={channel}
            onChange={(e) => {
              setChannel(e.target.value as PasscodeShareChannel);
              template.choose(0);
              setProblem(null);
            }}
            options={[
              { value: 'email', label: t('passcodes.share.email') },
              { value: 'sms', label: t('passcodes.share.sms') },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t(channel === 'email' ? 'passcodes.share.toEmail' : 'passcodes.share.toMobile')}
          htmlFor="share-to"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? undefined}
        >
          <Space.Compact style={{ width: '100%' }}>
            {channel === 'sms' && <CountryCodeSelect value={region} onChange={setRegion} />}
            <Input
              id="share-to"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              inputMode={channel === 'sms' ? 'tel' : 'email'}
            />
          </Space.Compact>
        </Form.Item>
        <TemplateSelect
          id="share-template"
          label={t('passcodes.share.template')}
          standardLabel={t('passcodes.share.standardWording')}
          choice={template}
        />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('passcodes.share.send')}
        </Button>
      </Form>
      {result && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          role="status"
          message={t(result === 'copied' ? 'passcodes.share.copied' : 'passcodes.share.sent')}
        />
      )}
    </Modal>
  );
}
