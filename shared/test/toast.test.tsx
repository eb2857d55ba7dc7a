import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { appBus } from '@erep/shared/bus';
import { dismissAllToasts, notify, Toaster } from '@erep/shared/ui';

afterEach(() => {
  act(() => {
    dismissAllToasts();
    toast.remove();
  });
});

const visibleMessages = () => [...document.querySelectorAll('.erep-toast__message')].map((el) => el.textContent);

describe('toasts', () => {
  it('uses the spec offset and z-index on the container', () => {
    render(<Toaster />);
    act(() => {
      notify('info', 'Hello');
    });
    const container = document.querySelector('.erep-toaster') as HTMLElement;
    expect(container.style.zIndex).toBe('2000');
    expect(container.style.top).toBe('16px');
    expect(container.style.right).toBe('16px');
    expect(screen.getByRole('status')).toHaveTextContent('Hello');
  });

  it('groups identical messages with a repeat counter', () => {
    render(<Toaster />);
    let first = '';
    let again = '';
    act(() => {
      first = notify('error', 'Server unreachable');
      notify('error', 'Server unreachable');
      again = notify('error', 'Server unreachable', 'Oops');
      notify('warning', 'Server unreachable');
      notify('success', 'Saved');
    });
    expect(again).toBe(first);
    expect(visibleMessages().sort()).toEqual(['Saved', 'Server unreachable', 'Server unreachable ×3'].sort());
    expect(screen.getByText('Oops')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('dismisses every toast on Escape, and starts a new group afterwards', async () => {
    render(<Toaster />);
    let first = '';
    act(() => {
      first = notify('info', 'Copied');
      notify('info', 'Copied');
      notify('success', 'Done');
    });
    expect(visibleMessages().sort()).toEqual(['Copied ×2', 'Done']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(visibleMessages()).toEqual([]), { timeout: 3000 });

    let second = '';
    act(() => {
      second = notify('info', 'Copied');
    });
    expect(second).not.toBe(first);
    expect(visibleMessages()).toEqual(['Copied']);
  });

  it('closes one toast with its dismiss button', async () => {
    render(<Toaster />);
    act(() => {
      notify('warning', 'Check the form');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(visibleMessages()).toEqual([]), { timeout: 3000 });
    // Hovering the toaster pauses the timers: leave it so later tests start unpaused.
    fireEvent.mouseLeave(document.querySelector('.erep-toaster') as HTMLElement);
  });

  it('auto-closes after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Toaster />);
      act(() => {
        notify('success', 'Saved');
      });
      expect(visibleMessages()).toEqual(['Saved']);
      act(() => {
        vi.advanceTimersByTime(2900);
      });
      expect(visibleMessages()).toEqual(['Saved']);
      act(() => {
        vi.advanceTimersByTime(200);
      });
      // Dismissed at 3000 ms (no longer in the active layer), removed after its exit animation.
      expect(document.querySelector('.erep-toaster > div')?.className).toBe('');
      act(() => {
        vi.advanceTimersByTime(1100);
      });
      expect(visibleMessages()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('groups by lifetime when no Toaster is mounted', () => {
    vi.useFakeTimers();
    try {
      const first = notify('info', 'Queued');
      expect(notify('info', 'Queued')).toBe(first);
      vi.advanceTimersByTime(3001);
      expect(notify('info', 'Queued')).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows toasts any remote emits on the app bus', () => {
    render(<Toaster />);
    act(() => {
      appBus.emit('toast', { kind: 'warning', message: 'Insufficient permissions to access the app!' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient permissions to access the app!');
  });
});
