// Changing a custom code: new digits and/or period, sent through the gateway (/keyboardPwd/change). The row then
// shows updating → normal (or update failed with the cause) live; the lock keeps the old code until it confirms.
import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { isApiError } from '../../../lib/api/ApiError';
import { serverFieldErrors } from '../../../lib/forms/serverErrors';
import { appState } from '../../../lib/session/appState';
import { changePasscode } from '../api/passcodeApi';
import { buildChangeRequest, changeInitial, changeProblems, type ChangeValues } from '../changeForm';

type Props = { passcode: PasscodeItem; tz: number; onClose: () => void; onDone: () => void };

const FIELD_OF: Record<string, keyof ChangeValues> = { newKeyboardPwd: 'code', startDate: 'start', endDate: 'end' };

export function ChangePasscodeModal({ passcode, tz, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => changeInitial(passcode, tz));
  const [errors, setErrors] = useState<Partial<Record<keyof ChangeValues | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ChangeValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = async () => {
    const ctx = { now: Date.now(), tzOffsetMinutes: tz, siteMinLength: appState.get().passcodeMinLength };
    const problems = changeProblems(passcode, values, ctx);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.vars)])));
      return;
    }
    const req = buildChangeRequest(passcode, values, ctx);
    if (!req) return onClose();
    setBusy(true);
    try {
      await changePasscode(req);
      onDone();
      onClose();
    } catch (e) {
      const fields = Object.entries(serverFieldErrors(e));
      setErrors(
        fields.length
          ? Object.fromEntries(fields.map(([f, m]) => [FIELD_OF[f] ?? 'form', m]))
          : { form: isApiError(e) || e instanceof Error ? e.message : String(e) },
      );
    } finally {
      setBusy(false);
    }
  };
  const item = (field: keyof ChangeValues) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  return (
    <Modal
      open
      title={t('passcodes.change.title', { name: passcode.keyboardPwdName || passcode.keyboardPwd })}
      okText={t('passcodes.change.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('passcodes.change.intro')}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <Form.Item label={t('passcodes.form.code')} htmlFor="change-code" {...item('code')}>
          <Input
            id="change-code"
            inputMode="numeric"
            maxLength={9}
            value={values.code}
            onChange={(e) => set({ code: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('passcodes.form.start')} htmlFor="change-start" {...item('start')}>
          <Input
            id="change-start"
            type="datetime-local"
            value={values.start}
            onChange={(e) => set({ start: e.target.value })}
          />
        </Form.Item>
        <Checkbox checked={values.permanent} onChange={(e) => set({ permanent: e.target.checked })}>
          {t('passcodes.form.noEnd')}
        </Checkbox>
        {!values.permanent && (
          <Form.Item label={t('passcodes.form.end')} htmlFor="change-end" style={{ marginTop: 12 }} {...item('end')}>
            <Input
              id="change-end"
              type="datetime-local"
              value={values.end}
              onChange={(e) => set({ end: e.target.value })}
            />
          </Form.Item>
        )}
        {errors.form && (
          <Typography.Text type="danger" role="alert">
            {errors.form}
          </Typography.Text>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
