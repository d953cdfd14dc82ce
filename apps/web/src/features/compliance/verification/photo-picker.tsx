import { Camera, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { cn, Spinner } from '../../../shared/ui/index.ts';
import { PhotoProblem, photoForUpload } from './photo.ts';

export interface PickedPhoto {
  dataUrl: string;
  fileName: string;
}

export interface PhotoPickerProps {
  label: string;
  hint: string;
  value: PickedPhoto | null;
  onChange: (photo: PickedPhoto | null) => void;
  error?: string;
}

/** Takes (on a phone) or chooses a photo, shows it, and lets the player retake it. */
export function PhotoPicker({ label, hint, value, onChange, error }: PhotoPickerProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className={cn(
          'relative flex aspect-[8/5] cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-2xl border-2 border-dashed text-center transition-colors',
          'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/25',
          shown
            ? 'border-danger/60'
            : value
              ? 'border-transparent'
              : 'border-border-strong hover:border-brand/60 hover:bg-surface-2',
        )}
      >
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          capture="environment"
          className="sr-only"
          aria-invalid={shown ? true : undefined}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setBusy(true);
            setProblem(null);
            try {
              onChange({ dataUrl: await photoForUpload(file), fileName: file.name });
            } catch (caught) {
              setProblem(
                caught instanceof PhotoProblem ? caught.message : "We couldn't use that photo. Try another.",
              );
            } finally {
              setBusy(false);
            }
          }}
        />
        {value ? (
          <>
            <img
              src={value.dataUrl}
              alt={`${label} of your document`}
              className="absolute inset-0 size-full object-cover"
            />
            <span className="absolute right-2 bottom-2 flex items-center gap-1.5 rounded-full bg-bg/90 px-3 py-1.5 font-semibold text-xs shadow-sm">
              <RefreshCw aria-hidden="true" className="size-3.5" />
              Retake
            </span>
          </>
        ) : busy ? (
          <Spinner label="Preparing photo" />
        ) : (
          <>
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand/10 text-brand">
              <Camera aria-hidden="true" className="size-5" />
            </span>
            <span className="font-semibold text-sm">{label}</span>
            <span className="px-4 text-muted text-xs">{hint}</span>
          </>
        )}
      </label>
      {shown && <p className="font-medium text-[13px] text-danger">{shown}</p>}
    </div>
  );
}
