import { describe, expect, it } from 'vitest';
import type { ProfessionalEntry } from '@converge/contracts';
import { industryToOpen } from './professional-view';

const at = (industry: string) => ({ professionalProfile: { industry } }) as unknown as ProfessionalEntry;

describe('the Industry tab opens where people are', () => {
  it('on my own industry when someone here works in it', () => {
    expect(industryToOpen('Technology', [at('Finance'), at('Technology')])).toBe('Technology');
  });
  it('else on the industry most people here work in, not on an empty list', () => {
    expect(industryToOpen('Technology', [at('Finance'), at('Hospitality'), at('Hospitality')])).toBe('Hospitality');
    expect(industryToOpen('Technology', [at('Media'), at('Finance')])).toBe('Finance');
  });
  it('with nobody here, on my own', () => {
    expect(industryToOpen('Legal', [])).toBe('Legal');
  });
});
