// The simulator console's card encoder commands (`enc …`, `tap <lock>`): put cards on the simulated encoder's reader
// for the console's card encoder page, and carry a written card to a lock's reader. Plain English output.
import type { SimEncoder } from './sim-encoder';
import type { SimLock } from './sim-lock';

export const ENCODER_HELP = `Card encoder (the console's encoder page connects to ws://127.0.0.1:<port>/encoder):
  enc place <number> | enc place-cpu <number> | enc remove | enc show | enc unplug | enc plug
  tap <lock>          take the card off the encoder and present it at the lock (with what was written on it)`;

export function runEncoderCommand(
  encoder: SimEncoder | undefined,
  [sub = '', arg = '']: string[],
  out: (s: string) => void,
) {
  if (!encoder) return out('no encoder (started with --encoder-port 0)');
  switch (sub) {
    case 'place':
    case 'place-cpu':
      if (!/^\d{1,20}$/.test(arg)) return out('give a card number (digits)');
      encoder.placeCard(arg, { ic: sub === 'place' });
      return out(`card ${arg} is on the encoder`);
    case 'remove':
      encoder.removeCard();
      return out('reader empty');
    case 'show': {
      const c = arg ? encoder.cardOf(arg) : undefined;
      return out(
        c
          ? `card ${c.cardNumber}: ${c.cardData ? `data ${c.cardData}` : 'blank'}`
          : `encoder ${encoder.version}, ${encoder.connected ? 'plugged in' : 'unplugged'}`,
      );
    }
    case 'unplug':
    case 'plug':
      encoder.plug(sub === 'plug');
      return out(`encoder ${sub === 'plug' ? 'plugged in' : 'unplugged'}`);
    default:
      return out(ENCODER_HELP);
  }
}

/** `tap <lock>`: the card on the encoder, with its data, at the lock's reader. */
export function tapCard(encoder: SimEncoder | undefined, lock: SimLock, out: (s: string) => void) {
  const card = encoder?.takeCard();
  if (!card) return out('no card on the encoder');
  const ok = lock.presentCard(card.cardNumber, card.cardData);
  out(ok ? (lock.lockStatus === 1 ? 'unlocked' : 'locked') : 'refused');
}
