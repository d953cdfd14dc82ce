import {
  LOGS_SESSION_SAMPLE_RATE,
  RUM_SESSION_REPLAY_SAMPLE_RATE,
  RUM_SESSION_SAMPLE_RATE,
} from '@kennel/core';
import type { MonitoringSettings } from '../config/index.ts';
import type { MonitoringSink } from './monitoring.ts';

/** Loads and starts Datadog user monitoring and browser logs; only imported when monitoring is on. */
export async function startDatadog(settings: MonitoringSettings): Promise<MonitoringSink> {
  const [{ datadogRum }, { datadogLogs }] = await Promise.all([
    import('@datadog/browser-rum'),
    import('@datadog/browser-logs'),
  ]);
  const common = {
    clientToken: settings.clientToken,
    site: settings.site,
    service: settings.service,
    env: settings.env,
  };
  datadogRum.init({
    ...common,
    applicationId: settings.applicationId,
    sessionSampleRate: RUM_SESSION_SAMPLE_RATE,
    sessionReplaySampleRate: RUM_SESSION_REPLAY_SAMPLE_RATE,
    trackUserInteractions: true,
    defaultPrivacyLevel: 'mask-user-input',
  });
  datadogLogs.init({ ...common, sessionSampleRate: LOGS_SESSION_SAMPLE_RATE, forwardErrorsToLogs: true });
  return {
    addError: (error, context) => datadogRum.addError(error, context),
    log: (level, message, context) => datadogLogs.logger[level](message, context),
  };
}
