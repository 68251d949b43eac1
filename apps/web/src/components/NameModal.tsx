// A dialog asking for one name (rename a lock, group or gateway; create a group). Validation is the shared
// schema's; a refused save shows the server's message under the field.
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormModal } from './FormModal';
import { requiredRule, zodRule } from '../lib/forms/rules';

type Props = {
  open: boolean;
  title: string;
  label: string;
  initial?: string;
  schema: z.ZodType;
  okText?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

export function NameModal({ open, title, label, initial, schema, okText, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <FormModal
      open={open}
      title={title}
      form={form}
      busy={busy}
      okText={okText}
      onCancel={onClose}
      onSubmit={async ({ name }) => {
        setBusy(true);
        try {
          await onSubmit(name.trim());
          onClose();
        } catch (e) {
          form.setFields([{ name: 'name', errors: [e instanceof Error ? e.message : String(e)] }]);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form.Item name="name" label={label} initialValue={initial} rules={[requiredRule(t), zodRule(schema, t)]}>
        <Input autoFocus maxLength={50} />
      </Form.Item>
    </FormModal>
  );
}
