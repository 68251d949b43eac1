// A yes/no question in the browser's own modal dialog (<dialog>), without antd (#26: the lock page's ekey tab). The
// browser keeps the focus inside and closes it on Escape; the confirm button spins while its action runs and the
// dialog closes when the action is done (a failure is shown by the API client, the dialog stays to try again).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

type Props = {
  title: string;
  children?: ReactNode;
  okText: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

export function ConfirmDialog({ title, children, okText, danger, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The API client showed the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog
      ref={ref}
      className="ui-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 className="ui-dialog__title" id={`${id}-title`}>
        {title}
      </h2>
      {children && <div className="ui-dialog__body">{children}</div>}
      <div className="ui-dialog__actions">
        <Button onClick={onClose} disabled={busy}>
          {t('common.actions.cancel')}
        </Button>
        <Button look="primary" className={danger ? 'ui-btn--danger' : undefined} loading={busy} onClick={confirm}>
          {okText}
        </Button>
      </div>
    </dialog>
  );
}
