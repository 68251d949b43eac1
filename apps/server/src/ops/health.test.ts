// Operations endpoints (issue 24) on the harness: liveness; readiness with its checks, "not ready" while draining;
// /metrics in the Prometheus format with the HTTP series, to loopback only — another address needs the token, and a
// request forwarded by a proxy on this machine counts as another address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const TOKEN = 'metrics-token-for-the-test';

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

describe('health and readiness', () => {
  it('are cheap, uncached answers; ready turns 503 while the node drains', async () => {
    const live = await t.app.inject({ url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true, broker: true, draining: false } });
    expect(ready.headers['cache-control']).toBe('no-store');
    t.services.lifecycle.draining = true;
    const draining = await t.app.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'notReady', checks: { draining: true } });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    t.services.lifecycle.draining = false;
  });
});

describe('metrics', () => {
  it('answer a load balancer probing by address, whatever the Host (other paths still refuse an unknown name)', async () => {
    const ready = await t.app.inject({ url: '/api/ready', headers: { host: '10.0.0.11:3000' } });
    expect(ready.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health', headers: { host: 'probe.invalid' } })).statusCode).toBe(200);
    const other = await t.app.inject({ url: '/api/lock/list', headers: { host: 'probe.invalid' } });
    expect(other.statusCode).toBe(421);
  });

  it('lists HTTP requests by route and status, process figures and the device series, to loopback', async () => {
    await t.get('/lock/list', {});
    const r = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body).toMatch(
      /lockconsole_http_requests_total\{route="\/api\/lock\/list",method="GET",status="200"\} \d+/,
    );
    expect(r.body).toContain('lockconsole_http_request_duration_seconds_bucket');
    expect(r.body).toMatch(/lockconsole_gateways_online \d+/);
    expect(r.body).toMatch(/lockconsole_mqtt_messages_sent \d+/);
    expect(r.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('refuses other addresses and forwarded requests without the token', async () => {
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.0.0.5' })).statusCode).toBe(403);
    const forwarded = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
    const wrong = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(403);
    const withToken = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });
});
