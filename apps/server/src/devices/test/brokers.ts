// Which brokers the device integration tests run against: the embedded one always, a private Mosquitto (with
// password file and ACL) when the binary is installed. Tests only.
import { hasMosquitto } from './mosquitto';
import type { BrokerKind } from './device-stack';

export const BROKERS: BrokerKind[] = hasMosquitto() ? ['embedded', 'mosquitto'] : ['embedded'];
