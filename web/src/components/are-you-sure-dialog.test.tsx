import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { flaggedCategories } from '@/lib/moderation';
import { AreYouSureDialog } from './are-you-sure-dialog';

describe('AreYouSureDialog', () => {
  it('names what was found and offers Edit and Send anyway', () => {
    const onEdit = vi.fn();
    const onSendAnyway = vi.fn();
    render(<AreYouSureDialog categories={['harassment', 'threat']} onEdit={onEdit} onSendAnyway={onSendAnyway} />);
    expect(screen.getByRole('dialog', { name: 'Are you sure? This may be hurtful' })).toBeTruthy();
    expect(screen.getByText(/insulting and threatening/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send anyway' }));
    expect(onSendAnyway).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('is closed without categories', () => {
    render(<AreYouSureDialog categories={null} onEdit={() => {}} onSendAnyway={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('flaggedCategories', () => {
  it('reads the categories of a 422 MESSAGE_FLAGGED, and nothing else', () => {
    expect(flaggedCategories(new ApiError(422, JSON.stringify({ code: 'MESSAGE_FLAGGED', message: 'Are you sure?', categories: ['hate'] }), ''))).toEqual(['hate']);
    expect(flaggedCategories(new ApiError(422, JSON.stringify({ code: 'UNPROCESSABLE', message: 'x' }), ''))).toBeNull();
    expect(flaggedCategories(new ApiError(403, JSON.stringify({ code: 'MESSAGE_FLAGGED' }), ''))).toBeNull();
    expect(flaggedCategories(new Error('boom'))).toBeNull();
  });
});
