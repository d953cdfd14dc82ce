import { describe, expect, it } from 'vitest';
import {
  HELP_BY_STATE_URL,
  HELP_RESOURCE_STATES,
  type HelpResource,
  hasNamedStateResource,
  NATIONAL_HELP_RESOURCES,
  stateHelpResource,
} from './help-resources.ts';
import { isRegistrationOpen, STATE_CODES } from './states.ts';

const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

/** What a phone dials for a number as people say it: letters by the keypad, separators and extra letters dropped. */
function keypadDigits(display: string): string {
  return [...display.toUpperCase()]
    .map((character) => KEYPAD[character] ?? character)
    .join('')
    .replace(/\D/g, '')
    .slice(0, 11);
}

const every = (): HelpResource[] => [
  ...NATIONAL_HELP_RESOURCES,
  ...HELP_RESOURCE_STATES.map(stateHelpResource),
];

describe('help resources', () => {
  it('names the national lines the rules ask for', () => {
    expect(NATIONAL_HELP_RESOURCES.map((resource) => resource.name)).toEqual([
      '1-800-GAMBLER',
      'National Problem Gambling Helpline',
      'Gamblers Anonymous',
      'GamTalk',
      'Gam-Anon',
    ]);
    expect(NATIONAL_HELP_RESOURCES[0]?.phone).toEqual({ display: '1-800-GAMBLER', dial: '18004262537' });
  });

  it('has a named resource for every state where Kennel operates, and only those', () => {
    expect(HELP_RESOURCE_STATES).toEqual(STATE_CODES.filter(isRegistrationOpen));
    expect(HELP_RESOURCE_STATES).not.toContain('NV');
    for (const state of HELP_RESOURCE_STATES) {
      const resource = stateHelpResource(state);
      expect(resource.name.length, state).toBeGreaterThan(5);
      expect(resource.phone ?? resource.url, state).toBeDefined();
    }
    expect(hasNamedStateResource('NY')).toBe(true);
    expect(stateHelpResource('TX')).toMatchObject({
      name: 'Problem gambling help in Texas',
      phone: { display: '1-800-GAMBLER' },
      url: HELP_BY_STATE_URL,
    });
  });

  it('dials exactly the number it shows, always a US toll-free or area number', () => {
    for (const resource of every()) {
      if (!resource.phone) continue;
      expect(resource.phone.dial, resource.name).toBe(keypadDigits(resource.phone.display));
      expect(resource.phone.dial, resource.name).toMatch(/^1\d{10}$/);
    }
  });

  it('links only over https, and texts through sms:', () => {
    for (const resource of every()) {
      if (resource.url) {
        expect(new URL(resource.url).protocol, resource.name).toBe('https:');
        expect(resource.urlLabel, resource.name).toBeTruthy();
      }
      if (resource.text) expect(resource.text.href, resource.name).toMatch(/^sms:\d+(\?body=[A-Z]+)?$/);
    }
  });
});
