import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps, toast } from '../../../shared/ui/index.ts';

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  text: string;
  /** What is copied, said on the button: "Copy link". */
  label?: string;
};

const COPIED_FOR_MS = 2_000;

/** Copies text to the clipboard and says so on the button for a moment. */
export function CopyButton({ text, label = 'Copy', variant = 'secondary', ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error('Could not copy', { description: 'Select the text and copy it yourself.' });
    }
  };
  return (
    <Button
      {...props}
      variant={variant}
      onClick={copy}
      icon={copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
    >
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </Button>
  );
}
