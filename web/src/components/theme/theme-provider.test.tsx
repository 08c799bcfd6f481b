import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

describe('theme', () => {
  beforeEach(() => {
    document.documentElement.className = '';
  });

  it('defaults to dark', () => {
    renderToggle();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('saves the choice under "theme" and restores it on the next visit', async () => {
    const first = renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    first.unmount();

    // A "reload": a fresh provider reads the stored value.
    document.documentElement.className = '';
    renderToggle();
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem('theme', 'purple');
    renderToggle();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
