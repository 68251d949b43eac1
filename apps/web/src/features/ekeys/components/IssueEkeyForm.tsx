// The issue-ekey form (spec §2): receiver (mobile with country code, or e-mail), name, validity, remote unlock,
// authorized admin (owner only), remarks; the spec §5 time rules inline; spec §8 "not registered" choice.
// Reusable: `target` is one lock (issueEKey) or a lock picker (issueEKeyBatch, /ekey/send, other features).
import { Alert, Button, Checkbox, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { EkeyBatchResult } from '@lockconsole/shared/ekey/ekey';
import type { LockListItem } from '@lockconsole/shared/lock/lock';
import { AccountField } from '../../../components/account/AccountField';
import { initialAccount } from '../../../components/account/accountValue';
import { LockPicker } from '../../../components/LockPicker';
import { UnregisteredReceiverModal } from '../../../components/UnregisteredReceiverModal';
import { appState } from '../../../lib/session/appState';
import { useStore } from '../../../lib/store';
import { TemplateSelect, useTemplateChoice } from '../../../components/TemplateSelect';
import { OPEN_METHOD, TEMPLATE_TYPE } from '@lockconsole/shared/template/template';
import { issueProblems, type IssueField, type IssueForm } from '../issueForm';
import { newPeriod, type Problems } from '../periodForm';
import { useIssueSend, type SendOutcome } from '../hooks/useIssueSend';
import { BatchResults } from './BatchResults';
import { PeriodFields } from './PeriodFields';

export type IssueTarget =
  | { mode: 'lock'; lockId: number; tzOffsetMinutes: number; tzLabel: string; isOwner: boolean }
  | { mode: 'picker'; initialLockIds?: number[] };

type Props = {
  target: IssueTarget;
  /** After a successful send (one lock: its keyId; many: every lock's result). */
  onSent?: (r: { keyId?: number; results?: EkeyBatchResult[] }) => void;
};

/** The browser's own offset now: a batch is typed in it, each lock applies it as it is. */
const browserOffsetMinutes = () => -new Date().getTimezoneOffset();

/** The caller's role on a lock of the picker. */
function RoleTag({ lock }: { lock: LockListItem }) {
  const { t } = useTranslation();
  return lock.userType === 'owner' ? (
    <Tag color="blue">{t('ekeys.picker.owner')}</Tag>
  ) : (
    <Tag>{t('ekeys.picker.authorizedAdmin')}</Tag>
  );
}

const translate = (p: Problems<IssueField>, t: TFunction): Problems<IssueField> =>
  Object.fromEntries(Object.entries(p).map(([f, key]) => [f, t(key)]));

export function IssueEkeyForm({ target, onSent }: Props) {
  const { t } = useTranslation();
  const accountType = useStore(appState, (s) => s.site?.accountType ?? 0);
  const tz = target.mode === 'lock' ? target.tzOffsetMinutes : browserOffsetMinutes();
  const [form, setForm] = useState<IssueForm>(() => ({
    receiver: initialAccount(accountType),
    keyName: '',
    period: newPeriod(Date.now(), tz),
    remoteEnable: false,
    keyRight: false,
    remarks: '',
  }));
  const [lockIds, setLockIds] = useState<number[]>(target.mode === 'picker' ? (target.initialLockIds ?? []) : []);
  const [pickedLocks, setPickedLocks] = useState<LockListItem[]>([]);
  const [problems, setProblems] = useState<Problems<IssueField>>({});
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [unregistered, setUnregistered] = useState<{ lockIds?: number[] } | null>(null);
  const [results, setResults] = useState<EkeyBatchResult[]>();
  const { send, busy } = useIssueSend();
  // The caller's ekey templates of the receiver's channel (issue 19): offered for a key on one lock.
  const template = useTemplateChoice(
    form.receiver.kind === 'mobile' ? TEMPLATE_TYPE.sms : TEMPLATE_TYPE.email,
    OPEN_METHOD.ekey,
    target.mode === 'lock',
  );
  const chosenTemplate = template.chosen;

  const picker = target.mode === 'picker';
  // Only the owner makes authorized admins (spec §6; the server's abilities); in a batch, on every chosen lock.
  const canGrantAdmin = picker
    ? lockIds.length > 0 && lockIds.every((id) => pickedLocks.find((l) => l.lockId === id)?.abilities.own)
    : target.isOwner;

  const check = (f: IssueForm, ids: number[]) => {
    const found: Problems<IssueField> = issueProblems(f, Date.now(), tz);
    if (picker && ids.length === 0) found.locks = 'validation.lock.lockIdList';
    return translate(found, t);
  };
  const update = (patch: Partial<IssueForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (attempted) setProblems(check(next, lockIds));
  };

  const handle = (outcome: SendOutcome) => {
    if (outcome.kind === 'sent') {
      setUnregistered(null);
      setResults(outcome.results);
      onSent?.({ keyId: outcome.keyId, results: outcome.results });
    } else if (outcome.kind === 'unregistered') {
      setResults(outcome.results);
      setUnregistered({ lockIds: outcome.lockIds });
    } else if (outcome.kind === 'problems') {
      setUnregistered(null);
      setProblems(outcome.problems);
    } else {
      setUnregistered(null);
      setFailure(outcome.message);
    }
  };

  const submit = async () => {
    setAttempted(true);
    setFailure(undefined);
    const found = check(form, lockIds);
    setProblems(found);
    if (Object.keys(found).length) return;
    const sendForm = { ...form, keyRight: canGrantAdmin && form.keyRight };
    handle(
      await send(target.mode === 'lock' ? { lockId: target.lockId } : { lockIds }, sendForm, tz, 0, chosenTemplate),
    );
  };

  /** Spec §8: confirm sending to the unregistered account (createUser=1), to the locks that refused only. */
  const confirmUnregistered = async () => {
    const ids = unregistered?.lockIds;
    const outcome = await send(
      target.mode === 'lock' ? { lockId: target.lockId } : { lockIds: ids ?? lockIds },
      { ...form, keyRight: canGrantAdmin && form.keyRight },
      tz,
      1,
      chosenTemplate,
    );
    if (outcome.kind === 'sent' && outcome.results && results) {
      // Merge the resent locks' answers into the first round's table.
      const merged = results.map((r) => outcome.results!.find((x) => x.lockId === r.lockId) ?? r);
      handle({ ...outcome, results: merged });
    } else handle(outcome);
  };

  const mobile = form.receiver.kind === 'mobile';
  const editReceiver = () => {
    setUnregistered(null);
    document.getElementById(mobile ? 'ekey-receiver-country' : 'ekey-receiver')?.focus();
  };

  const err = (f: IssueField) => problems[f];
  const item = (f: IssueField) =>
    err(f) ? { validateStatus: 'error' as const, help: <span role="alert">{err(f)}</span> } : {};

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} style={{ maxWidth: 720 }}>
      {picker && (
        <Form.Item label={t('ekeys.form.locks')} required>
          <LockPicker
            mode="several"
            need="manage"
            label={t('ekeys.form.locks')}
            empty={t('ekeys.picker.empty')}
            columns={[{ key: 'role', title: t('ekeys.picker.role'), render: (_, l) => <RoleTag lock={l} /> }]}
            value={lockIds}
            error={err('locks')}
            onChange={(ids, locks) => {
              setLockIds(ids);
              setPickedLocks(locks);
              if (attempted) setProblems(check(form, ids));
            }}
          />
        </Form.Item>
      )}
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px', minWidth: 0 }}>
        <legend style={{ fontSize: 14, marginBottom: 8, border: 0, color: 'inherit' }}>
          {t('ekeys.form.receiver')}
        </legend>
        <AccountField
          id="ekey-receiver"
          autoComplete="new"
          accountType={accountType}
          value={form.receiver}
          error={err('receiver')}
          onChange={(receiver) => update({ receiver })}
        />
      </fieldset>
      <Form.Item label={t('ekeys.form.name')} htmlFor="ekey-name" {...item('keyName')}>
        <Input
          id="ekey-name"
          maxLength={50}
          value={form.keyName}
          placeholder={t('ekeys.form.namePlaceholder')}
          onChange={(e) => update({ keyName: e.target.value })}
        />
      </Form.Item>
      <PeriodFields
        value={form.period}
        onChange={(period) => update({ period })}
        problems={problems}
        timeNote={target.mode === 'lock' ? target.tzLabel : t('ekeys.form.browserTime')}
      />
      <Form.Item>
        <Space direction="vertical">
          <Checkbox checked={form.remoteEnable} onChange={(e) => update({ remoteEnable: e.target.checked })}>
            {t('ekeys.form.remoteEnable')}
          </Checkbox>
          {canGrantAdmin && (
            <Checkbox checked={form.keyRight} onChange={(e) => update({ keyRight: e.target.checked })}>
              {t('ekeys.form.keyRight')}
            </Checkbox>
          )}
          {form.keyRight && canGrantAdmin && (
            <Typography.Text type="secondary">{t('ekeys.form.keyRightHelp')}</Typography.Text>
          )}
        </Space>
      </Form.Item>
      <Form.Item label={t('ekeys.form.remarks')} htmlFor="ekey-remarks" {...item('remarks')}>
        <Input.TextArea
          id="ekey-remarks"
          rows={2}
          maxLength={200}
          value={form.remarks}
          onChange={(e) => update({ remarks: e.target.value })}
        />
      </Form.Item>
      <TemplateSelect
        id="ekey-template"
        label={t('ekeys.form.template')}
        standardLabel={t('ekeys.form.standardWording')}
        choice={template}
      />
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      {results && <BatchResults results={results} />}
      <Form.Item style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={busy && !unregistered}>
          {t('ekeys.form.send')}
        </Button>
      </Form.Item>
      <UnregisteredReceiverModal
        open={unregistered !== null}
        busy={busy}
        texts={{
          title: t('ekeys.unregistered.title'),
          body: t(mobile ? 'ekeys.unregistered.text' : 'ekeys.unregistered.textEmail', {
            account: form.receiver.account.trim(),
          }),
          note: t('ekeys.unregistered.waiting'),
          change: t(mobile ? 'ekeys.unregistered.changeCountry' : 'ekeys.unregistered.editAccount'),
          confirm: t('ekeys.unregistered.sendAnyway'),
        }}
        onChange={editReceiver}
        onConfirm={() => void confirmUnregistered()}
      />
    </Form>
  );
}
