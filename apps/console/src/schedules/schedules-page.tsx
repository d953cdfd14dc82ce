import { CONSOLE_ENDPOINTS } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../api.ts';
import { ErrorNote } from '../ui.tsx';
import { PayoutEditor } from './payout-editor.tsx';
import { StylesEditor } from './styles-editor.tsx';

/** Schedules as versioned data: pick'em payouts and best ball contest styles. */
export function SchedulesPage() {
  const schedules = useQuery({
    queryKey: ['schedules'],
    queryFn: async () => (await consoleCall(CONSOLE_ENDPOINTS.schedules)).data,
  });
  if (schedules.isError) return <ErrorNote error={schedules.error} />;
  if (!schedules.data) return <p className="text-sm text-muted">Loading the schedules…</p>;
  return (
    <div className="space-y-5">
      <PayoutEditor
        key={`payouts-${schedules.data.pickem_payouts.version}`}
        current={schedules.data.pickem_payouts}
      />
      <StylesEditor
        key={`styles-${schedules.data.contest_styles.version}`}
        current={schedules.data.contest_styles}
      />
    </div>
  );
}
