import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Checkbox, cn } from '../../../shared/ui/index.ts';

/** Signs that gambling is becoming a problem, in plain words. */
export const WARNING_SIGNS: readonly string[] = [
  'Thinking about playing most of the day, or planning the next entry while doing other things',
  'Needing bigger entries or more bets to feel the same excitement',
  'Chasing losses: playing again soon to win back what you lost',
  'Playing with money meant for rent, bills or food, or borrowing to play',
  'Hiding how much you play, or lying about it to people close to you',
  'Feeling restless, irritable or low when you try to cut down',
  'Trying to cut back or stop, and not managing to',
  'Missing work, school or time with family because of playing',
];

/** A short self-check, in Kennel's words; any "yes" is worth a conversation. */
export const SELF_CHECK_QUESTIONS: readonly string[] = [
  'In the last 12 months, have you played with more money than you could afford to lose?',
  'Have you needed to play with larger amounts to get the same feeling?',
  'Have you gone back another day to try to win back money you lost?',
  'Have you borrowed money or sold anything to get money to play?',
  'Have you felt that you might have a problem with gambling?',
  'Has gambling caused you stress, anxiety or trouble sleeping?',
  'Have people criticised your gambling, or told you it was a problem?',
  'Has your gambling caused money problems for you or your household?',
  'Have you felt guilty about the way you gamble or what happens when you do?',
];

/** The self-check: tick what applies; the answer stays on this device and is never sent. */
export function SelfCheck({ onHelp }: { onHelp: string }) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const resultId = useId();
  const count = ticked.size;
  function toggle(index: number, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  }
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-describedby={resultId} className="flex flex-col gap-1">
        <legend className="sr-only">Self-check questions</legend>
        {SELF_CHECK_QUESTIONS.map((question, index) => (
          <Checkbox
            key={question}
            label={question}
            checked={ticked.has(index)}
            onChange={(event) => toggle(index, event.target.checked)}
            className="rounded-xl px-2 py-2.5 hover:bg-surface-2"
          />
        ))}
      </fieldset>
      <div
        id={resultId}
        data-testid="self-check-result"
        aria-live="polite"
        className={cn(
          'flex items-start gap-3 rounded-2xl border p-4 text-sm',
          count === 0 ? 'border-border bg-surface-2/60' : 'border-warning/40 bg-warning/8',
        )}
      >
        {count === 0 ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        ) : (
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        )}
        <p className="text-pretty">
          {count === 0
            ? 'Tick any that are true for you. Your answers stay on this screen: nothing is saved or sent.'
            : `You answered yes to ${count} of ${SELF_CHECK_QUESTIONS.length}. That's worth talking about. `}
          {count > 0 && (
            <a href={onHelp} className="font-semibold text-brand hover:underline">
              Talk to someone for free, today.
            </a>
          )}
        </p>
      </div>
    </div>
  );
}
