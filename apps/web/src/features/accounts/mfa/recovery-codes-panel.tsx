import { formatRecoveryCode } from '@kennel/core/accounts/recovery-codes';
import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { serverNow } from '../../../shared/clock/index.ts';
import { Button, Checkbox } from '../../../shared/ui/index.ts';
import { CopyButton } from '../components/copy-button.tsx';

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  username: string;
  onDone: () => void;
}

function downloadCodes(codes: readonly string[], username: string): void {
  const text = [
    `Kennel recovery codes for ${username}`,
    `Saved ${new Date(serverNow()).toISOString().slice(0, 10)}. Each code works once.`,
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'kennel-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once: copy or download them, and say so before leaving. */
export function RecoveryCodesPanel({ codes, username, onDone }: RecoveryCodesPanelProps) {
  const [saved, setSaved] = useState(false);
  const shown = codes.map(formatRecoveryCode);
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="recovery-codes-title" className="font-bold text-base">
          Save your recovery codes
        </h3>
        <p className="text-muted text-sm">
          If you lose your phone, each code lets you log in once. Keep them somewhere safe, like a password
          manager.
        </p>
      </div>
      <div className="flex items-start gap-2 rounded-xl border border-warning/30 bg-warning/8 px-3 py-2.5 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-px size-4 shrink-0 text-warning" />
        <p>We show these codes only now. You can’t see them again after you leave this step.</p>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-border bg-surface-2/60 p-4 font-mono text-[15px] tracking-wider sm:grid-cols-2"
      >
        {shown.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={shown.join('\n')} label="Copy codes" size="sm" />
        <Button
          size="sm"
          variant="secondary"
          icon={<Download aria-hidden="true" />}
          onClick={() => downloadCodes(shown, username)}
        >
          Download
        </Button>
      </div>
      <Checkbox
        label="I’ve saved my recovery codes"
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
      />
      <Button size="lg" disabled={!saved} onClick={onDone} className="sm:self-start">
        Done
      </Button>
    </section>
  );
}
