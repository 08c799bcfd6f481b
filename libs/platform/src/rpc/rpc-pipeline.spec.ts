import { z } from 'zod';
import { RpcError } from '@converge/contracts';
import { admit } from './rpc-pipeline.js';

const person = { userId: '0b6f8d4e-2f7a-4c8e-9a51-2f0c1d6e7a10', roles: ['user'] };
const businessAdmin = { userId: person.userId, roles: ['user', 'business_admin'] };
const input = z.object({ name: z.string().trim().min(1, 'Please enter a name.'), limit: z.coerce.number().int().default(20) });

const failure = (run: () => unknown): RpcError => {
  try {
    run();
  } catch (error) {
    return error as RpcError;
  }
  throw new Error('expected admit to refuse');
};

describe('admit: who may call, then what they sent', () => {
  test('actor required: no actor, or a malformed one, is 401', () => {
    expect(failure(() => admit({ actor: 'required' }, {})).status).toBe(401);
    expect(failure(() => admit({ actor: 'required' }, { actor: { userId: 42 } })).status).toBe(401);
    expect(failure(() => admit({ actor: 'required' }, null)).status).toBe(401);
  });

  test('actor admin: a person without an admin role is 403 with the dashboard sentence; an admin passes', () => {
    const refused = failure(() => admit({ actor: 'admin' }, { actor: person }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe("You don't have permission to access the admin dashboard.");
    expect(failure(() => admit({ actor: 'admin' }, {})).status).toBe(401);
    expect(admit({ actor: 'admin' }, { actor: businessAdmin })).toEqual({ actor: businessAdmin });
  });

  test('actor optional: a call without an actor (another service) passes as it came', () => {
    expect(admit({ actor: 'optional' }, { venueId: 'v' })).toEqual({ venueId: 'v' });
  });

  test('the actor is checked before the input: a stranger learns nothing about the fields', () => {
    expect(failure(() => admit({ actor: 'required', input }, { name: '' })).status).toBe(401);
  });

  test('the handler receives the parsed input (trimmed, defaulted, undeclared fields dropped) with the actor beside it', () => {
    expect(admit({ actor: 'required', input }, { actor: person, name: '  Ada ', extra: 'x' })).toEqual({ name: 'Ada', limit: 20, actor: person });
    expect(admit({ actor: 'optional', input }, { name: 'Ada', limit: '5' })).toEqual({ name: 'Ada', limit: 5 });
  });

  test('bad input is a 400 naming the field, with the schema sentence', () => {
    const refused = failure(() => admit({ actor: 'required', input }, { actor: person, name: '   ' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('Please enter a name.');
    expect(refused.fields).toEqual({ name: 'Please enter a name.' });
  });
});
