// Rename an ekey, change its remarks and its remote unlock permission (POST /key/update, server only).
import { Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyNameParam, remarksParam, type EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { FormModal } from '../../../components/FormModal';
import { applyFieldErrors, requiredRule, zodRule } from '../../../lib/forms/rules';
import { updateKey } from '../api/ekeyApi';

type Values = { keyName: string; remarks: string; remote: boolean };
type Props = { item: EkeyItem; onClose: () => void; onSaved: () => void };

export function EditKeyModal({ item, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  return (
    <FormModal
      open
      title={t('ekeys.edit.title')}
      form={form}
      busy={busy}
      onCancel={onClose}
      onSubmit={async (v) => {
        setBusy(true);
        try {
          await updateKey({
            keyId: item.keyId,
            keyName: v.keyName.trim(),
            remarks: (v.remarks ?? '').trim(),
            remoteEnable: v.remote ? 1 : 2,
          });
          onSaved();
          onClose();
        } catch (e) {
          if (!applyFieldErrors(form, e))
            form.setFields([{ name: 'keyName', errors: [e instanceof Error ? e.message : String(e)] }]);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form.Item
        name="keyName"
        label={t('ekeys.form.name')}
        initialValue={item.keyName}
        rules={[requiredRule(t), zodRule(keyNameParam(), t)]}
      >
        <Input autoFocus maxLength={50} />
      </Form.Item>
      <Form.Item
        name="remarks"
        label={t('ekeys.form.remarks')}
        initialValue={item.remarks}
        rules={[zodRule(remarksParam(), t)]}
      >
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      <Form.Item name="remote" valuePropName="checked" initialValue={item.remoteEnable === 1}>
        <Checkbox>{t('ekeys.form.remoteEnable')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
