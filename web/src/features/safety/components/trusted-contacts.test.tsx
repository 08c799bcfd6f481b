import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSafetyApiForEachTest, fillAndSubmit, openFormWith, renderWithApp } from '../testing/fake-safety-api';
import { TrustedContacts } from './trusted-contacts';

const api = fakeSafetyApiForEachTest();

const posts = () => api().calls.filter((c) => c.method === 'POST');

const openForm = () => openFormWith('Add trusted contact', 'Add trusted contact');

describe('Trusted contacts', () => {
  it('empty state, then the form checks the name first, then phone or email, then the phone format', async () => {
    renderWithApp(<TrustedContacts />);
    expect(await screen.findByText('No trusted contacts yet')).toBeTruthy();
    const form = await openForm();
    const save = within(form).getByRole('button', { name: 'Save contact' });
    fireEvent.click(save);
    expect(await within(form).findByText('Please enter a contact name')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Mum' } });
    fireEvent.click(save);
    expect(await within(form).findByText('Please enter either a phone number or email')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '555' } });
    fireEvent.click(save);
    expect(await within(form).findByText(/Please enter the phone number with its country code/)).toBeTruthy();
    expect(within(form).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('adds a contact (phone normalised, empty email left out), lists it, and removes it', async () => {
    renderWithApp(<TrustedContacts />);
    const form = await openForm();
    fillAndSubmit(form, { Name: ' Mum ', Phone: '+1 (415) 555-0123' }, 'Save contact');
    const list = await screen.findByRole('list', { name: 'Trusted contacts' });
    await within(list).findByText('Mum');
    expect(within(list).getByText('+14155550123')).toBeTruthy();
    expect(posts()[0]).toEqual({ method: 'POST', url: '/api/safety/contacts', body: { name: 'Mum', phone: '+14155550123' } });
    expect(screen.getByText('Contact added')).toBeTruthy();
    expect(screen.getByText('1/5')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Mum' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Trusted contacts' })).toBeNull());
    expect(api().calls.some((c) => c.method === 'DELETE' && c.url.startsWith('/api/safety/contacts/'))).toBe(true);
    expect(screen.getByText('No trusted contacts yet')).toBeTruthy();
  });

  it('at 5 contacts there is no Add button, and it says why', async () => {
    api().contacts = Array.from({ length: 5 }, (_, i) => ({ id: `c${i}`, name: `Friend ${i}`, phone: null, email: `f${i}@example.com`, createdAt: '', emailsStopped: false }));
    renderWithApp(<TrustedContacts />);
    await screen.findByText('Friend 4');
    expect(screen.queryByRole('button', { name: 'Add trusted contact' })).toBeNull();
    expect(screen.getByText(/You have 5 trusted contacts, the most you can add/)).toBeTruthy();
  });

  it("the server's refusal is shown as it said it", async () => {
    api().override = (c) => (c.method === 'POST' ? Response.json({ code: 'LIMIT', message: 'You can have at most 5 trusted contacts.' }, { status: 409 }) : undefined);
    renderWithApp(<TrustedContacts />);
    const form = await openForm();
    fillAndSubmit(form, { Name: 'Jo', Email: 'jo@example.com' }, 'Save contact');
    expect(await screen.findByText('You can have at most 5 trusted contacts.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add trusted contact' })).toBeTruthy();
  });

  it('a contact who stopped Converge emails says so next to them, and what it means for an alert', async () => {
    api().contacts = [
      { id: 'c1', name: 'Mum', phone: null, email: 'mum@example.com', createdAt: '', emailsStopped: true },
      { id: 'c2', name: 'Jo', phone: '+14155550123', email: 'jo@example.com', createdAt: '', emailsStopped: true },
      { id: 'c3', name: 'Sam', phone: null, email: 'sam@example.com', createdAt: '', emailsStopped: false },
    ];
    renderWithApp(<TrustedContacts />);
    const list = await screen.findByRole('list', { name: 'Trusted contacts' });
    const row = (name: string) => within(list).getByText(name).closest('li')!;
    await within(list).findByText('Mum');
    expect(row('Mum').textContent).toContain('Stopped emails from Converge. Emergency alerts cannot reach them.');
    expect(row('Jo').textContent).toContain('Stopped emails from Converge. Emergency alerts reach them by text only.');
    expect(row('Sam').textContent).not.toContain('Stopped emails');
  });
});
