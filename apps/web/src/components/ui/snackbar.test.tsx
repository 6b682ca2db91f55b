import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SNACKBAR_HIDE_MS,
  SnackbarProvider,
  type SnackbarSeverity,
  useSnackbar,
} from '@/components/ui/snackbar';

let api: ReturnType<typeof useSnackbar>;
function Probe() {
  api = useSnackbar();
  return null;
}

function renderSnackbar() {
  render(
    <SnackbarProvider>
      <Probe />
    </SnackbarProvider>,
  );
}

const show = (message: string, severity?: SnackbarSeverity) => act(() => api.show(message, severity));

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides after 6000 ms, not before', () => {
    renderSnackbar();
    show('Saved');
    expect(SNACKBAR_HIDE_MS).toBe(6000);
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('restarts the timer for a new message', () => {
    renderSnackbar();
    show('First');
    act(() => vi.advanceTimersByTime(4000));
    show('Second');
    expect(screen.queryByText('First')).toBeNull();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('restarts the timer when the same message is shown again', () => {
    renderSnackbar();
    show('Again');
    act(() => vi.advanceTimersByTime(5000));
    show('Again');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Again')).toBeInTheDocument();
  });

  it('is a success status by default; an error is an alert', () => {
    renderSnackbar();
    show('Done');
    expect(screen.getByRole('status')).toHaveAttribute('data-severity', 'success');
    show('Failed', 'error');
    expect(screen.getByRole('alert')).toHaveAttribute('data-severity', 'error');
    show('Careful', 'warning');
    expect(screen.getByRole('status')).toHaveAttribute('data-severity', 'warning');
  });

  it('closes with its button and with hide()', () => {
    renderSnackbar();
    show('Bye');
    act(() => screen.getByRole('button').click());
    expect(screen.queryByText('Bye')).toBeNull();
    show('Later');
    act(() => api.hide());
    expect(screen.queryByText('Later')).toBeNull();
  });
});
