import { act, render, screen } from '@testing-library/react';
import { APP_EVENTS, appBus, createEventBus, replayed, transient, useBusValue } from '@erep/shared/bus';

const TEST_EVENTS = { count: replayed<number>(), name: replayed<string>(), ping: transient<string>() };

describe('createEventBus', () => {
  it('delivers payloads to subscribers of that event only', () => {
    const bus = createEventBus(TEST_EVENTS);
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
    const bus = createEventBus(TEST_EVENTS);
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

  it('never replays a transient event, nor keeps its last value', () => {
    const bus = createEventBus(TEST_EVENTS);
    const early = vi.fn();
    bus.on('ping', early);
    bus.emit('ping', 'hello');
    const late = vi.fn();
    bus.on('ping', late);
    expect(early).toHaveBeenCalledWith('hello');
    expect(late).not.toHaveBeenCalled();
    bus.emit('ping', 'again');
    expect(late).toHaveBeenCalledWith('again');
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus(TEST_EVENTS);
    const handler = vi.fn();
    const off = bus.on('count', handler);
    bus.emit('count', 1);
    off();
    bus.emit('count', 2);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(1);
  });

  it('keeps calling other handlers when one throws, and logs the error', () => {
    const bus = createEventBus(TEST_EVENTS);
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
    const bus = createEventBus(TEST_EVENTS);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.emit('name', 'x');
    const off = bus.on('name', () => {
      throw new Error('boom');
    });
    expect(typeof off).toBe('function');
  });

  it('clear forgets last values but keeps subscriptions', () => {
    const bus = createEventBus(TEST_EVENTS);
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

describe('the app events', () => {
  it('declare which keep their last value', () => {
    expect(Object.fromEntries(Object.entries(APP_EVENTS).map(([name, def]) => [name, def.replay]))).toEqual({
      'session:changed': true,
      loading: true,
      breadcrumbs: true,
      toast: false,
    });
  });

  it('shows a toast once: a toaster connected later does not see an old one', () => {
    appBus.emit('toast', { kind: 'info', message: 'Saved' });
    const late = vi.fn();
    const off = appBus.on('toast', late);
    off();
    expect(late).not.toHaveBeenCalled();
  });

  it('hands the current breadcrumbs to a header mounted after the page', () => {
    appBus.emit('breadcrumbs', [{ label: 'Offers' }]);
    const late = vi.fn();
    const off = appBus.on('breadcrumbs', late);
    off();
    expect(late).toHaveBeenCalledWith([{ label: 'Offers' }]);
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
