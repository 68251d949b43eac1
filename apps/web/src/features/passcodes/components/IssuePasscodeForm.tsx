// The type-specific issue form (spec §3 v4 types, §5 rules): once, permanent, limited, clear, cycle (kind and a
// daily window of whole hours), custom (digits from the site minimum to 9, pushed through the gateway). Problems
// come from the shared rules (issueForm.ts) and show inline; the server's field answers land on the same fields.
import { Alert, Button, Form, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { isApiError } from '../../../lib/api/ApiError';
import { serverFieldErrors } from '../../../lib/forms/serverErrors';
import { appState } from '../../../lib/session/appState';
import { useStore } from '../../../lib/store';
import { addCustomPasscode, issueOfflinePasscode } from '../api/passcodeApi';
import {
  buildIssueRequest,
  customMinLength,
  fieldsOf,
  initialValues,
  ISSUE_TYPES,
  issueProblems,
  lengthOptions,
  type FormField,
  type IssueValues,
} from '../issueForm';
import { passcodeVersionOf } from '../lockVersion';
import { CycleFields } from './CycleFields';

type Props = { lock: LockDetail; onIssued: (p: PasscodeItem) => void };

const OLD_APP = 10801;
const SERVER_FIELD: Record<string, FormField> = {
  keyboardPwd: 'code',
  keyboardPwdName: 'name',
  startDate: 'start',
  endDate: 'end',
  cycleKind: 'cycleKind',
  cycleStartHour: 'cycleEndHour',
  cycleEndHour: 'cycleEndHour',
  keyboardPwdLength: 'length',
  keyboardPwdType: 'type',
};

export function IssuePasscodeForm({ lock, onIssued }: Props) {
  const { t } = useTranslation();
  const siteMinLength = useStore(appState, (s) => s.passcodeMinLength);
  const [values, setValues] = useState<IssueValues>(() => initialValues());
  const [errors, setErrors] = useState<Partial<Record<FormField | 'form', string>>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [oldApp, setOldApp] = useState(passcodeVersionOf(lock) === 0);
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const ctx = () => ({ lockId: lock.lockId, now: Date.now(), tzOffsetMinutes: tz, siteMinLength });
  const check = (v: IssueValues) => Object.fromEntries(issueProblems(v, ctx()).map((p) => [p.field, t(p.key, p.vars)]));
  const set = (patch: Partial<IssueValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first attempt the rules follow every edit, so a fixed field clears at once.
    if (tried) setErrors(check(next));
  };
  const f = fieldsOf(values.type);
  const lengths = lengthOptions(values.type, siteMinLength);

  const submit = async () => {
    setTried(true);
    const problems = check(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const built = buildIssueRequest(values, ctx());
    setBusy(true);
    try {
      const item =
        built.kind === 'custom' ? await addCustomPasscode(built.request) : await issueOfflinePasscode(built.request);
      onIssued(item);
    } catch (e) {
      if (isApiError(e) && e.code === OLD_APP) setOldApp(true);
      const fields = Object.entries(serverFieldErrors(e));
      setErrors(
        fields.length
          ? Object.fromEntries(fields.map(([field, m]) => [SERVER_FIELD[field] ?? 'form', m]))
          : { form: isApiError(e) || e instanceof Error ? e.message : String(e) },
      );
    } finally {
      setBusy(false);
    }
  };

  if (oldApp)
    return <Alert type="warning" showIcon message={t('errors.passcodeOldAppVersion')} data-testid="old-app" />;

  const item = (field: FormField) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} style={{ maxWidth: 640 }}>
      <Form.Item label={t('passcodes.form.type')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={values.type}
          onChange={(e) => {
            setErrors({});
            setTried(false);
            setValues((v) => ({ ...v, type: e.target.value as IssueValues['type'], length: undefined, start: '' }));
          }}
          options={ISSUE_TYPES.map((type) => ({ value: type, label: t(`passcodes.type.${type}`) }))}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="type-help">
          {t(`passcodes.form.help.${values.type}`)}
        </Typography.Paragraph>
      </Form.Item>

      <Form.Item label={t('passcodes.form.name')} htmlFor="issue-name" {...item('name')}>
        <Input id="issue-name" maxLength={50} value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </Form.Item>

      {f.code && (
        <Form.Item
          label={t('passcodes.form.code')}
          htmlFor="issue-code"
          extra={t('passcodes.form.codeHelp', { min: customMinLength(siteMinLength) })}
          {...item('code')}
        >
          <Input
            id="issue-code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={values.code}
            onChange={(e) => set({ code: e.target.value })}
          />
        </Form.Item>
      )}

      <Form.Item
        label={t(f.startIsDay ? 'passcodes.form.startDay' : 'passcodes.form.start')}
        htmlFor="issue-start"
        extra={t(f.startIsDay ? 'passcodes.form.startDayHelp' : 'passcodes.form.startHelp', { offset: offsetText(tz) })}
        {...item('start')}
      >
        <Input
          id="issue-start"
          type={f.startIsDay ? 'date' : 'datetime-local'}
          value={values.start}
          onChange={(e) => set({ start: e.target.value })}
          style={{ maxWidth: 260 }}
        />
      </Form.Item>

      {f.end && values.type === 'custom' && (
        <Form.Item label={t('passcodes.form.validity')}>
          <Radio.Group
            value={values.customPermanent}
            onChange={(e) => set({ customPermanent: e.target.value as boolean })}
            options={[
              { value: true, label: t('passcodes.form.noEnd') },
              { value: false, label: t('passcodes.form.untilEnd') },
            ]}
          />
        </Form.Item>
      )}
      {f.end && !(values.type === 'custom' && values.customPermanent) && (
        <Form.Item
          label={t('passcodes.form.end')}
          htmlFor="issue-end"
          extra={t('passcodes.form.endHelp')}
          {...item('end')}
        >
          <Input
            id="issue-end"
            type="datetime-local"
            value={values.end}
            onChange={(e) => set({ end: e.target.value })}
            style={{ maxWidth: 260 }}
          />
        </Form.Item>
      )}

      {f.cycle && <CycleFields values={values} errors={errors} onChange={set} />}

      {f.length && (
        <Form.Item
          label={t('passcodes.form.length')}
          htmlFor="issue-length"
          extra={t('passcodes.form.lengthHelp')}
          {...item('length')}
        >
          <Select
            id="issue-length"
            style={{ width: 200 }}
            value={values.length ?? lengths[0]}
            onChange={(n: number) => set({ length: n })}
            options={lengths.map((n) => ({ value: n, label: t('passcodes.form.digits', { count: n }) }))}
          />
        </Form.Item>
      )}

      {errors.form && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={errors.form} />}
      <Button type="primary" htmlType="submit" loading={busy} size="large">
        {t(values.type === 'custom' ? 'passcodes.form.submitCustom' : 'passcodes.form.submit')}
      </Button>
    </Form>
  );
}

/** "UTC+10:00" for the hint that times are the lock's. */
export function offsetText(tzMinutes: number): string {
  const sign = tzMinutes < 0 ? '−' : '+';
  const a = Math.abs(tzMinutes);
  return `UTC${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}
