import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, TOAST_DURATION } from './toaster';
import { dismissErrorToasts, resetToasts, toast } from './use-toast';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetToasts();
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Profile passed' });
    });
    expect(screen.getByText('Profile passed')).toBeTruthy();

    act(() => {
      toast({ title: 'Interest sent!' });
    });
    expect(screen.getByText('Interest sent!')).toBeTruthy();
    expect(screen.queryByText('Profile passed')).toBeNull();
  });

  it("a new page closes the last page's error toast, but not a confirmation or an account-wide error", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error', description: 'Invalid email or password.', variant: 'destructive' });
    });
    act(() => dismissErrorToasts());
    expect(screen.queryByText('Invalid email or password.')).toBeNull();
    act(() => {
      toast({ title: 'Age verified' });
    });
    act(() => dismissErrorToasts());
    expect(screen.getByText('Age verified')).toBeTruthy();
    act(() => {
      toast({ title: 'Account suspended', variant: 'destructive', keepAcrossPages: true });
    });
    act(() => dismissErrorToasts());
    expect(screen.getByText('Account suspended')).toBeTruthy();
  });

  it('closes after 5000 ms, not before', async () => {
    expect(TOAST_DURATION).toBe(5000);
    render(<Toaster />);
    act(() => {
      toast({ title: 'Age verified' });
    });
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Age verified')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Age verified')).toBeNull();
  });

  it('has a destructive variant and a labelled dismiss button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Verification failed', description: 'Server said no', variant: 'destructive' });
    });
    const title = screen.getByText('Verification failed');
    expect(title.closest('li')?.className).toContain('bg-destructive');
    expect(screen.getByText('Server said no')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.queryByText('Verification failed')).toBeNull();
  });

  it('F8 moves focus to the notification region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Data exported' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: /Notification/ });
    expect(region.contains(document.activeElement)).toBe(true);
  });
});
