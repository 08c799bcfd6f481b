import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { Component as CookiePolicy } from './cookie-policy';

describe('the cookie policy', () => {
  it('promises no switch that does not exist: there are no analytics to turn on', () => {
    render(
      <ThemeProvider>
        <MemoryRouter>
          <CookiePolicy />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.queryByText(/Settings › Privacy/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'No analytics cookies' })).toBeTruthy();
    expect(screen.getByText(/runs no analytics scripts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });
});
