import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionExpiry } from './expiry';

afterEach(() => {
  vi.useRealTimers();
});

describe('session expiry (spec §4)', () => {
  it('redirects first, clears the user 50 ms later, toasts after 800 ms, once per burst', () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const expiry = createSessionExpiry({
      redirectToLogin: () => events.push('login'),
      clearSession: () => events.push('clear'),
      notify: () => events.push('toast'),
    });
    expiry.trigger();
    expiry.trigger();
    expect(events).toEqual(['login']);
    vi.advanceTimersByTime(49);
    expect(events).toEqual(['login']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['login', 'clear']);
    vi.advanceTimersByTime(750);
    expect(events).toEqual(['login', 'clear', 'toast']);
    expiry.trigger();
    expect(events.at(-1)).toBe('login');
  });
});
