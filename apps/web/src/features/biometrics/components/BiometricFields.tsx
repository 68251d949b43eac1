// The fields every biometric form shares (enrol at the lock, a face photo, a reader's fingerprint to many locks):
// the optional name, the validity (permanent / limited / cycle, the card forms' fields) and the REQUIRED consent box
// — "<person> agreed that their fingerprint is stored in this lock …", naming the person once a name is typed.
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CredentialNameField } from '../../../components/credential/CredentialNameField';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import type { Problems } from '../../../lib/credentials/credentialPeriod';
import type { BiometricKind } from '../api/biometricApi';
import type { BiometricField, BiometricValues } from '../biometricForm';
import { kindKey } from '../biometricView';

type Props = {
  kind: BiometricKind;
  idPrefix: string;
  values: BiometricValues;
  onChange: (patch: Partial<BiometricValues>) => void;
  problems: Problems<BiometricField | 'form'>;
  /** Which clock the times are in ("Lock time (UTC+01:00)"). */
  timeNote: string;
  /** Several locks: "stored in these locks". */
  severalLocks?: boolean;
};

export function BiometricFields({ kind, idPrefix, values, onChange, problems, timeNote, severalLocks }: Props) {
  const { t } = useTranslation();
  const person = values.name.trim() || t('biometrics.consent.thePerson');
  return (
    <>
      <CredentialNameField
        id={`${idPrefix}-name`}
        label={t('biometrics.form.name')}
        value={values.name}
        onChange={(name) => onChange({ name })}
        problem={problems.name}
      />
      <CredentialPeriodFields
        idPrefix={idPrefix}
        value={values.period}
        onChange={(period) => onChange({ period })}
        problems={problems}
        timeNote={timeNote}
      />
      <Form.Item
        label={t('biometrics.consent.label')}
        required
        validateStatus={problems.consent ? 'error' : undefined}
        help={problems.consent ? <span role="alert">{problems.consent}</span> : t('biometrics.consent.help')}
      >
        <Checkbox
          checked={values.consent}
          onChange={(e) => onChange({ consent: e.target.checked })}
          data-testid={`${idPrefix}-consent`}
        >
          {t(kindKey(kind, severalLocks ? 'consentLocks' : 'consent'), { person })}
        </Checkbox>
      </Form.Item>
    </>
  );
}
