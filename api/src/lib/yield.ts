/**
 * Lets waiting I/O (requests) run. The embedded database answers in microtasks, so a loop of awaited
 * queries never gives the event loop a turn: background loops call this between items.
 */
export const yieldToRequests = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
