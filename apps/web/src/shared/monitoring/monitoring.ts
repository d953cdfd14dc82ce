import type { MonitoringSettings } from '../config/index.ts';

export type LogLevel = 'info' | 'warn' | 'error';
export type MonitoringContext = Record<string, unknown>;

/** Where reports go once a monitoring service has started. */
export interface MonitoringSink {
  addError(error: unknown, context?: MonitoringContext): void;
  log(level: LogLevel, message: string, context?: MonitoringContext): void;
}

export interface Monitoring {
  /** Starts monitoring when settings are given; without them every report is dropped. */
  start(settings: MonitoringSettings | null): Promise<boolean>;
  reportError(error: unknown, context?: MonitoringContext): void;
  logger: Record<LogLevel, (message: string, context?: MonitoringContext) => void>;
  readonly status: 'pending' | 'on' | 'off';
}

// Reports made before start-up decides (for example the shared config failing) wait here.
const MAX_QUEUED_REPORTS = 50;

/**
 * Resolves once the page has loaded and the browser is idle (or after `timeout` ms of waiting for
 * idle): Datadog's ~190 KB of script is not needed for the first paint or the page's takeover, so
 * it must not compete with them; reports made meanwhile wait in the queue.
 */
export function afterPageLoad(timeout = 5000): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

export function createMonitoring(
  startSink: (settings: MonitoringSettings) => Promise<MonitoringSink> = async (settings) => {
    await afterPageLoad();
    return (await import('./datadog.ts')).startDatadog(settings);
  },
): Monitoring {
  let status: Monitoring['status'] = 'pending';
  let sink: MonitoringSink | null = null;
  const queue: Array<(sink: MonitoringSink) => void> = [];

  function send(report: (sink: MonitoringSink) => void) {
    if (sink) report(sink);
    else if (status === 'pending' && queue.length < MAX_QUEUED_REPORTS) queue.push(report);
  }

  const log = (level: LogLevel) => (message: string, context?: MonitoringContext) =>
    send((s) => s.log(level, message, context));

  return {
    get status() {
      return status;
    },
    async start(settings) {
      if (!settings) {
        status = 'off';
        queue.length = 0;
        return false;
      }
      try {
        const started = await startSink(settings);
        sink = started;
        status = 'on';
        for (const report of queue.splice(0)) report(started);
        return true;
      } catch (error) {
        status = 'off';
        queue.length = 0;
        console.warn('Monitoring could not start; continuing without it.', error);
        return false;
      }
    },
    reportError: (error, context) => send((s) => s.addError(error, context)),
    logger: { info: log('info'), warn: log('warn'), error: log('error') },
  };
}

/** The app's monitoring; started by start-up, silent when no client token is configured. */
export const monitoring = createMonitoring();

export const reportError: Monitoring['reportError'] = (error, context) =>
  monitoring.reportError(error, context);
export const logger: Monitoring['logger'] = monitoring.logger;
