import { describe, expect, it } from 'vitest';
import { monitoringIntakeOrigins } from './security-headers.ts';

describe('monitoringIntakeOrigins', () => {
  it.each([
    ['datadoghq.com', 'browser-intake-datadoghq.com'],
    ['us3.datadoghq.com', 'browser-intake-us3-datadoghq.com'],
    ['us5.datadoghq.com', 'browser-intake-us5-datadoghq.com'],
    ['datadoghq.eu', 'browser-intake-datadoghq.eu'],
  ] as const)('allows the %s intake host and its subdomains', (site, host) => {
    expect(monitoringIntakeOrigins(site)).toEqual([`https://${host}`, `https://*.${host}`]);
  });
});
