// The broker address a gateway is told: the configured URL without the hub's own credentials.
/** MQTT_URL without its credentials: what a gateway is told. */
export function publicBrokerUrl(url: string): string {
  const u = new URL(url);
  u.username = '';
  u.password = '';
  return u.toString().replace(/\/$/, '');
}
