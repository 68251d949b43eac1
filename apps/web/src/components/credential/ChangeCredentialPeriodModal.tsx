// Changing a credential's validity (a card's, a key fob's, a QR code's, …): the validity fields in the lock's time,
// starting from the item's period, checked with the shared period rules unless the kind brings its own, sent with the
// kind's call. A refusal lands on its field; one about a field the dialog does not show, under the form. For kinds
// whose change goes to the lock, an unchanged validity sends nothing and just closes.
import { Form, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { offsetLabel } from '@lockconsole/lockcore/lock-time';
import {
  cardPeriodProblems,
  cardPeriodRequest,
  periodFieldOf,
  type CardPeriodValues,
  type PeriodField,
  type Problems,
} from '../../lib/credentials/credentialPeriod';
import { CredentialPeriodFields } from './CredentialPeriodFields';
import { useCredentialForm } from './useCredentialForm';

type Props<F extends string> = {
  /** The item's validity as it stands at `now` (periodFromCard): the form starts from it. */
  period: (now: number) => CardPeriodValues;
  /** The lock's offset from UTC in minutes: the times are typed in the lock's time. */
  tz: number;
  title: string;
  intro: string;
  okText: string;
  idPrefix: string;
  /** Sends the new validity (with whatever `extra` holds). */
  submit: (period: CardPeriodValues) => Promise<unknown>;
  /** Problems as i18n keys by field (default: the shared period rules). */
  check?: (period: CardPeriodValues, now: number) => Problems<F | PeriodField>;
  /** Request fields → form fields (default: only the period's; the others show under the form). */
  fieldOf?: (apiField: string) => F | PeriodField | undefined;
  /** The change goes to the lock: when the validity did not change, nothing is sent. */
  skipUnchanged?: boolean;
  /** The type cannot change (a QR code's): it shows as text. */
  fixedType?: boolean;
  /** More fields under the validity (a QR code's refresh interval), given the problems of the last attempt. */
  extra?: (problems: Problems<F | PeriodField | 'form'>) => ReactNode;
  onClose: () => void;
  onDone: () => void;
};

export function ChangeCredentialPeriodModal<F extends string = PeriodField>({
  period,
  tz,
  title,
  intro,
  okText,
  idPrefix,
  submit,
  check,
  fieldOf = periodFieldOf,
  skipUnchanged = false,
  fixedType = false,
  extra,
  onClose,
  onDone,
}: Props<F>) {
  const { t } = useTranslation();
  const form = useCredentialForm<{ period: CardPeriodValues }, F | PeriodField>({
    initial: (now) => ({ period: period(now) }),
    check: (v, now) =>
      check ? check(v.period, now) : (cardPeriodProblems(v.period, now, tz) as Problems<F | PeriodField>),
    fieldOf,
    send: async (v) => {
      const unchanged =
        JSON.stringify(cardPeriodRequest(v.period, tz)) === JSON.stringify(cardPeriodRequest(period(Date.now()), tz));
      // Nothing changed: nothing to send through the gateway.
      if (!(skipUnchanged && unchanged)) {
        await submit(v.period);
        onDone();
      }
      onClose();
    },
  });
  const { problems } = form;
  return (
    <Modal
      open
      width={640}
      title={title}
      okText={okText}
      cancelText={t('common.actions.cancel')}
      confirmLoading={form.busy}
      onOk={() => void form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={() => void form.submit()}>
        <CredentialPeriodFields
          idPrefix={idPrefix}
          fixedType={fixedType}
          value={form.values.period}
          onChange={(p) => form.set({ period: p })}
          problems={problems}
          timeNote={t('cards.form.lockTime', { offset: offsetLabel(tz) })}
        />
        {extra?.(problems)}
        {problems.form && (
          <Typography.Text type="danger" role="alert">
            {problems.form}
          </Typography.Text>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}
