import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MonitoringSettings } from '../config/index.ts';
import { afterPageLoad, createMonitoring, type MonitoringSink } from './monitoring.ts';

const settings: MonitoringSettings = {
  clientToken: 'pub',
  applicationId: 'app',
  site: 'datadoghq.com',
  service: 'kennel-web',
  env: 'test',
};

function fakeSink() {
  return { addError: vi.fn<MonitoringSink['addError']>(), log: vi.fn<MonitoringSink['log']>() };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('monitoring', () => {
  it('stays off and drops reports without settings (no client token)', async () => {
    const start = vi.fn();
    const monitoring = createMonitoring(start);
    monitoring.reportError(new Error('early'));
    await expect(monitoring.start(null)).resolves.toBe(false);
    monitoring.logger.warn('later');
    expect(start).not.toHaveBeenCalled();
    expect(monitoring.status).toBe('off');
  });

  it('keeps reports made before start-up and sends them once started', async () => {
    const sink = fakeSink();
    const monitoring = createMonitoring(async () => sink);
    const early = new Error('config failed');
    monitoring.logger.warn('shared config failed', { step: 1 });
    monitoring.reportError(early, { where: 'startup' });
    expect(sink.log).not.toHaveBeenCalled();
    await expect(monitoring.start(settings)).resolves.toBe(true);
    expect(sink.log).toHaveBeenCalledWith('warn', 'shared config failed', { step: 1 });
    expect(sink.addError).toHaveBeenCalledWith(early, { where: 'startup' });
    monitoring.logger.info('now direct');
    expect(sink.log).toHaveBeenLastCalledWith('info', 'now direct', undefined);
  });

  it('continues without monitoring when the monitoring code cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const monitoring = createMonitoring(async () => {
      throw new Error('chunk failed');
    });
    await expect(monitoring.start(settings)).resolves.toBe(false);
    expect(monitoring.status).toBe('off');
    expect(warn).toHaveBeenCalled();
    expect(() => monitoring.reportError(new Error('x'))).not.toThrow();
  });
});

describe('afterPageLoad (when Datadog is loaded)', () => {
  it('waits for the page to finish loading, then for the browser to be idle', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let idle: () => void = () => {};
    const requestIdle = vi.fn((callback: IdleRequestCallback) => {
      idle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    let done = false;
    const waited = afterPageLoad().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(requestIdle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(requestIdle).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(done).toBe(false);
    idle();
    await waited;
    expect(done).toBe(true);
  });
});
