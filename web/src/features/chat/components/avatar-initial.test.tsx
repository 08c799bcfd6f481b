import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvatarInitial } from './avatar-initial';

describe('AvatarInitial (conversation rows and the chat header)', () => {
  it("shows the person's main photo when they have one", () => {
    render(<AvatarInitial name="Maya" photoUrl="/api/photos/abc_t.webp" />);
    expect(screen.getByTestId('avatar-photo').getAttribute('src')).toBe('/api/photos/abc_t.webp');
    expect(screen.queryByText('M')).toBeNull();
  });
  it('falls back to the initial without a photo', () => {
    render(<AvatarInitial name="maya" photoUrl={null} />);
    expect(screen.getByText('M')).toBeTruthy();
    expect(screen.queryByTestId('avatar-photo')).toBeNull();
  });
});
