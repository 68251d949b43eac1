// What a fingerprint sent to several locks asks (a reader's template or a received one): the locks the caller manages
// (GET /lock/list queryType 3), then the shared biometric fields in the browser's time.
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { offsetLabel } from '@lockconsole/lockcore/lock-time';
import { LockPicker } from '../../../components/LockPicker';
import type { Problems } from '../../../lib/credentials/credentialPeriod';
import type { BiometricField, BiometricValues } from '../biometricForm';
import { BiometricFields } from './BiometricFields';

type Values = BiometricValues & { lockIds: number[] };

type Props = {
  idPrefix: string;
  values: Values;
  onChange: (patch: Partial<Values>) => void;
  problems: Problems<BiometricField | 'locks' | 'form'>;
  /** The browser's offset from UTC in minutes. */
  tz: number;
};

export function FingerprintLocksFields({ idPrefix, values, onChange, problems, tz }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('biometrics.reader.locks')} required>
        <LockPicker
          mode="several"
          need="manage"
          queryType={3}
          label={t('biometrics.reader.locks')}
          empty={t('biometrics.reader.noLocks')}
          value={values.lockIds}
          error={problems.locks}
          onChange={(lockIds) => onChange({ lockIds })}
        />
      </Form.Item>
      <BiometricFields
        kind="fingerprint"
        idPrefix={idPrefix}
        values={values}
        onChange={onChange}
        problems={problems}
        severalLocks
        timeNote={t('cards.form.browserTime', { offset: offsetLabel(tz) })}
      />
    </>
  );
}
