import {
  apiErrorSchema,
  DEFAULT_LEGAL_LINKS,
  LEGAL_LINK_KEYS,
  sharedClientConfigResponseSchema,
} from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';

const defaults = useTestApp();
const overridden = useTestApp({
  settings: {
    ENHANCED_PRIVACY_POLICY_URL: 'https://legal.kennel.example/privacy',
    GLBA_PRIVACY_NOTICE_URL: '/legal/glba',
  },
});

describe('GET /v1/shared-client-config', () => {
  it('returns the six legal links, by default the built-in documents', async () => {
    const response = await defaults.current.app.inject({
      method: 'GET',
      url: '/v1/shared-client-config?api_version=v1&client_type=web',
    });
    expect(response.statusCode).toBe(200);
    const { data } = sharedClientConfigResponseSchema.parse(response.json());
    expect(Object.keys(data).sort()).toEqual([...LEGAL_LINK_KEYS].sort());
    expect(data).toEqual(DEFAULT_LEGAL_LINKS);
  });

  it('defaults the API version and client type when they are left out', async () => {
    const response = await defaults.current.app.inject({ method: 'GET', url: '/v1/shared-client-config' });
    expect(response.json()).toEqual({ data: DEFAULT_LEGAL_LINKS });
  });

  it('serves the links set in the settings', async () => {
    const response = await overridden.current.app.inject({ method: 'GET', url: '/v1/shared-client-config' });
    expect(response.json()).toEqual({
      data: {
        ...DEFAULT_LEGAL_LINKS,
        enhanced_privacy_policy_url: 'https://legal.kennel.example/privacy',
        glba_privacy_notice_url: '/legal/glba',
      },
    });
  });

  it('refuses an API version or client type it does not serve', async () => {
    const response = await defaults.current.app.inject({
      method: 'GET',
      url: '/v1/shared-client-config?api_version=v2&client_type=ios',
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.api_code).toBe('invalid_request');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['api_version', 'client_type']);
  });

  it('is never cached', async () => {
    const response = await defaults.current.app.inject({ method: 'GET', url: '/v1/shared-client-config' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
