// A dialog holding one small form: OK submits it, Cancel closes it. Focus moves into the dialog.
import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

type Props<V> = {
  open: boolean;
  title: string;
  form: FormInstance<V>;
  busy: boolean;
  onSubmit: (values: V) => void;
  onCancel: () => void;
  children: ReactNode;
  okText?: string;
};

export function FormModal<V>({ open, title, form, busy, onSubmit, onCancel, children, okText }: Props<V>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onSubmit} preserve={false}>
        {children}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
