// The key fob tab of /manage/:name (issue 16): the lock's key fobs, then its wireless keypads — both accessories the
// lock pairs with over its own radio through a gateway. Only for those who may manage the lock (the endpoints answer
// −2018 to anyone else).
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { KeyfobSection } from './KeyfobSection';
import { KeypadSection } from './KeypadSection';

export function AccessoryPanel({ lock }: { lock: LockDetail }) {
  const { t } = useTranslation();
  if (!lock.abilities.manage) return <Alert type="info" showIcon message={t('keyfobs.panel.noRight')} />;
  return (
    <>
      <KeyfobSection lock={lock} />
      <KeypadSection lock={lock} />
    </>
  );
}
