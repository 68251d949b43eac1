// Which brokers the device integration tests run against: the embedded one always, a private Mosquitto (with
// password file and ACL) when the binary is installed, and the broker at MQTT_URL when set (CI: the system
// Mosquitto, anonymous, shared subscriptions, no ACL — the hub's signature check is the only guard). Tests only.
import { hasMosquitto } from './mosquitto';
import type { BrokerKind } from './device-stack';

export const BROKERS: BrokerKind[] = [
  'embedded',
  ...(hasMosquitto() ? (['mosquitto'] as const) : []),
  ...(process.env.MQTT_URL ? (['external'] as const) : []),
];
/** Brokers the tests can stop and start again. */
export const RESTARTABLE: BrokerKind[] = BROKERS.filter((b) => b !== 'external');
