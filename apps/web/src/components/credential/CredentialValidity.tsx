// A credential's validity in one cell: permanent, the period, or the cycle's dates with its days and daily windows
// ("Mon–Fri 08:00–18:00"), all in the given time zone (the lock's).
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CredentialItem } from '@lockconsole/shared/credential/credential';
import { CREDENTIAL_VALIDITY } from '@lockconsole/shared/credential/credential';
import { cycleGroups, dayKey, validityView } from '../../lib/credentials/credentialView';

type Props = {
  card: Pick<CredentialItem, 'validityType' | 'startDate' | 'endDate' | 'cyclicConfig'>;
  tz: number;
};

export function CredentialValidity({ card, tz }: Props) {
  const { t } = useTranslation();
  const v = validityView(card, tz);
  const days = (runs: [number, number][]) =>
    runs
      .map(([a, b]) => (a === b ? t(dayKey(a)) : t('cards.cycle.dayRange', { from: t(dayKey(a)), to: t(dayKey(b)) })))
      .join(t('cards.cycle.separator'));
  return (
    <span style={{ fontSize: 13 }} data-testid="card-validity">
      {t(v.key, v.vars)}
      {card.validityType === CREDENTIAL_VALIDITY.cycle &&
        cycleGroups(card.cyclicConfig).map((g) => (
          <Typography.Text key={g.runs.join()} type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {t('cards.cycle.window', { days: days(g.runs), from: g.from, to: g.to })}
          </Typography.Text>
        ))}
    </span>
  );
}
