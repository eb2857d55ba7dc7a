import { act, render, screen } from '@testing-library/react';
import { appBus, createEventBus, useBusValue } from '@erep/shared/bus';

interface TestEvents {
  count: number;
  name: string;
}

describe('createEventBus', () => {
  it('delivers payloads to subscribers of that event only', () => {
    const bus = createEventBus<TestEvents>();
    const counts: number[] = [];
    const names: string[] = [];
    bus.on('count', (n) => counts.push(n));
    bus.on('name', (s) => names.push(s));
    bus.emit('count', 1);
    bus.emit('count', 2);
    bus.emit('name', 'a');
    expect(counts).toEqual([1, 2]);
    expect(names).toEqual(['a']);
  });

  it('replays the last value to late subscribers unless asked not to', () => {
    const bus = createEventBus<TestEvents>();
    bus.emit('count', 1);
    bus.emit('count', 5);
    const replayed = vi.fn();
    const notReplayed = vi.fn();
    bus.on('count', replayed);
    bus.on('count', notReplayed, { replay: false });
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(replayed).toHaveBeenCalledWith(5);
    expect(notReplayed).not.toHaveBeenCalled();
    expect(bus.last('count')).toBe(5);
    expect(bus.last('name')).toBeUndefined();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus<TestEvents>();
    const handler = vi.fn();
    const off = bus.on('count', handler);
    bus.emit('count', 1);
    off();
    bus.emit('count', 2);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(1);
  });

  it('keeps calling other handlers when one throws, and logs the error', () => {
    const bus = createEventBus<TestEvents>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    bus.on('count', () => {
      throw new Error('boom');
    });
    bus.on('count', after);
    expect(() => bus.emit('count', 3)).not.toThrow();
    expect(after).toHaveBeenCalledWith(3);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a throwing replay does not break subscribing', () => {
    const bus = createEventBus<TestEvents>();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.emit('name', 'x');
    const off = bus.on('name', () => {
      throw new Error('boom');
    });
    expect(typeof off).toBe('function');
  });

  it('clear forgets last values but keeps subscriptions', () => {
    const bus = createEventBus<TestEvents>();
    const handler = vi.fn();
    bus.on('count', handler);
    bus.emit('count', 1);
    bus.clear();
    expect(bus.last('count')).toBeUndefined();
    const late = vi.fn();
    bus.on('count', late);
    expect(late).not.toHaveBeenCalled();
    bus.emit('count', 2);
    expect(handler).toHaveBeenLastCalledWith(2);
  });
});

describe('useBusValue', () => {
  function Loading() {
    const value = useBusValue('loading');
    return <p>{value === undefined ? 'unset' : String(value)}</p>;
  }

  it('shows the last value and follows new ones', () => {
    appBus.emit('loading', true);
    render(<Loading />);
    expect(screen.getByText('true')).toBeInTheDocument();
    act(() => appBus.emit('loading', false));
    expect(screen.getByText('false')).toBeInTheDocument();
  });
});
