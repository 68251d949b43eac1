// The card /card/send issues (spec §2): kept in session storage when "Send" is chosen on /card/manage, read by the
// send page (which goes back to /card/manage without it). A stored value that is not a card number counts as none.
import { cardNumberParam } from '@lockconsole/shared/card/card';

const KEY = 'lc.cardToSend';

export type CardToSend = { cardNumber: string; cardName: string };

export function rememberCardToSend(card: CardToSend): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ cardNumber: card.cardNumber, cardName: card.cardName }));
  } catch {
    // storage unavailable: the send page then goes back to the list
  }
}

export function cardToSend(): CardToSend | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<CardToSend> | null;
    const number = cardNumberParam().safeParse(v?.cardNumber);
    if (!number.success) return null;
    return { cardNumber: number.data, cardName: typeof v?.cardName === 'string' ? v.cardName : '' };
  } catch {
    return null;
  }
}
