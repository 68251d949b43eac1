// Reading a list again because an event said it changed: a read already under way when the event came started
// before it, and its answer may not hold what the event announced. TanStack Query joins a refetch to the read in
// flight while the list has no data yet (its first load), so "refetch on event" could end with the list as it was
// before the event — a record that arrived while the page was loading stayed invisible until the next one (the
// "record arrives live" journeys' flake). This reads once more after such a read, and folds a burst of events into
// at most one read after the current one.
export function freshRefetch(d: { isFetching: () => boolean; refetch: () => Promise<unknown> }): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const joined = d.isFetching();
    void d
      .refetch()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again || joined) {
          again = false;
          run();
        }
      });
  };
  return run;
}
