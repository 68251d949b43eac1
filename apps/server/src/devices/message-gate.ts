// How many device messages a node handles at once (#13.3). A burst — 1,000 gateways uploading their records at the
// same moment — used to start every handler at once: each held its message and waited for the database pool, the
// node's memory grew with the burst, and a command's answer someone waits for at a door queued in the pool behind
// them all. Now at most `width` run; the others wait in arrival order, and a gateway that sent an answer (`result`,
// `progress`) goes ahead with the message it is handling or waiting with — its line must reach the answer first
// (messages of one gateway stay in order: hub.ts).
export type MessageGate = {
  /** Runs `f` once a turn is free (gateway `key`'s messages come one at a time, from the hub's line per gateway). */
  run<T>(key: string, f: () => Promise<T>): Promise<T>;
  /**
   * Gateway `key` sent an answer: its messages go before the others' until the answer is handled (call the function
   * returned then).
   */
  hurry(key: string): () => void;
  waiting(): number;
};

export function createMessageGate(width: number): MessageGate {
  let running = 0;
  const urgent: (() => void)[] = [];
  const normal: { key: string; go: () => void }[] = [];
  /** Answers on their way per gateway. */
  const hurried = new Map<string, number>();
  const next = () => {
    const first = urgent.shift() ?? normal.shift()?.go;
    if (first) first();
    else running--;
  };
  return {
    async run(key, f) {
      if (running < width) running++;
      else
        await new Promise<void>((resolve) => {
          if (hurried.has(key)) urgent.push(resolve);
          else normal.push({ key, go: resolve });
        });
      try {
        return await f();
      } finally {
        next();
      }
    },
    hurry(key) {
      hurried.set(key, (hurried.get(key) ?? 0) + 1);
      for (let i = normal.findIndex((w) => w.key === key); i >= 0; i = normal.findIndex((w) => w.key === key))
        urgent.push(normal.splice(i, 1)[0]!.go);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = (hurried.get(key) ?? 1) - 1;
        if (left > 0) hurried.set(key, left);
        else hurried.delete(key);
      };
    },
    waiting: () => urgent.length + normal.length,
  };
}
