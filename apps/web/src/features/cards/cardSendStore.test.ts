// The card /card/send issues is kept in session storage; anything else stored there counts as no card.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardToSend, rememberCardToSend } from './cardSendStore';

const store = new Map<string, string>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('card to send', () => {
  it('reads back the card remembered on /card/manage', () => {
    expect(cardToSend()).toBeNull();
    rememberCardToSend({ cardNumber: '3661413478', cardName: 'Reception' });
    expect(cardToSend()).toEqual({ cardNumber: '3661413478', cardName: 'Reception' });
  });

  it('treats a stored value that is not a card number as none', () => {
    store.set('lc.cardToSend', JSON.stringify({ cardNumber: '12ab', cardName: 'x' }));
    expect(cardToSend()).toBeNull();
    store.set('lc.cardToSend', '{not json');
    expect(cardToSend()).toBeNull();
  });
});
