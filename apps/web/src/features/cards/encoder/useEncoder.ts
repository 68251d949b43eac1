// The card encoder as React state: connect to the bridge on the chosen port (remembered in this browser), follow
// its events (a card placed or taken away, the device plugged in or out), and run one command at a time with its
// problem kept for the page to show in the user's language.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ENCODER_DEFAULT_PORT } from '@lockconsole/shared/card/encoder-protocol';
import {
  connectEncoder,
  ENCODER_PORT_KEY,
  EncoderFailure,
  type EncoderConnection,
  type EncoderProblem,
} from './encoderClient';

export type EncoderState = {
  status: 'idle' | 'connecting' | 'connected';
  bridge: { name: string; version: string } | null;
  deviceConnected: boolean;
  /** The card on the reader as last read (number and whether data is on it). */
  card: { cardNumber: string; cardData: string | null } | null;
  problem: EncoderProblem | null;
  busy: boolean;
};

const savedPort = () => Number(localStorage.getItem(ENCODER_PORT_KEY)) || ENCODER_DEFAULT_PORT;

export function useEncoder() {
  const [port, setPort] = useState(savedPort);
  const [s, setS] = useState<EncoderState>({
    status: 'idle',
    bridge: null,
    deviceConnected: false,
    card: null,
    problem: null,
    busy: false,
  });
  const conn = useRef<EncoderConnection | null>(null);
  const patch = (p: Partial<EncoderState>) => setS((x) => ({ ...x, ...p }));

  /** Runs a command; a failure becomes the page's problem (and the answer undefined). */
  const run = useCallback(async <T>(f: (c: EncoderConnection) => Promise<T>): Promise<T | undefined> => {
    const c = conn.current;
    if (!c) return undefined;
    patch({ busy: true, problem: null });
    try {
      return await f(c);
    } catch (e) {
      patch({ problem: e instanceof EncoderFailure ? e.problem : 'writeFailed' });
      return undefined;
    } finally {
      patch({ busy: false });
    }
  }, []);

  const read = useCallback(async () => {
    const card = await run((c) => c.readCard());
    if (card) patch({ card });
    return card;
  }, [run]);

  const connect = useCallback(
    async (p: number) => {
      conn.current?.close();
      localStorage.setItem(ENCODER_PORT_KEY, String(p));
      setPort(p);
      patch({ status: 'connecting', problem: null, card: null });
      try {
        const c = await connectEncoder({
          port: p,
          onEvent: (e) => {
            if (e.event === 'closed') patch({ status: 'idle', bridge: null, card: null });
            else if (e.event === 'device') patch({ deviceConnected: e.device.connected });
            else if (e.event === 'cardRemoved') patch({ card: null });
            else if (e.event === 'cardPresent') void read();
          },
        });
        conn.current = c;
        patch({
          status: 'connected',
          bridge: { name: c.hello.name, version: c.hello.version },
          deviceConnected: c.hello.device.connected,
        });
      } catch (e) {
        patch({ status: 'idle', problem: e instanceof EncoderFailure ? e.problem : 'connectionFailed' });
      }
    },
    [read],
  );

  useEffect(() => () => conn.current?.close(), []);

  return {
    ...s,
    port,
    connect,
    read,
    write: (cardNumber: string, cardData: string) => run((c) => c.writeCard(cardNumber, cardData)).then(() => read()),
    clear: () => run((c) => c.clearCard()).then(() => read()),
    init: () => run((c) => c.initCard()).then(() => read()),
    fail: (problem: EncoderProblem) => patch({ problem }),
  };
}

export type Encoder = ReturnType<typeof useEncoder>;
