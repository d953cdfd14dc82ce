import { CircleAlert } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { cn } from './cn.ts';

/** What a form control needs so its label, hint and error are read with it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
};

const FieldContext = createContext<FieldControlProps | null>(null);

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** The message that says what is wrong and how to fix it; marks the control invalid. */
  error?: ReactNode;
  /** Id of the control; generated when absent. */
  id?: string;
  required?: boolean;
  /** Adds a quiet "Optional" beside the label. */
  optional?: boolean;
  className?: string;
  /** A Kennel control (Input, Select) picks the wiring up by itself; others take it from the function. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
};

export function Field({ label, hint, error, id, required, optional, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    required,
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="flex items-baseline gap-2 font-semibold text-sm text-text">
        {label}
        {optional && <span className="font-normal text-muted text-xs">Optional</span>}
      </label>
      <FieldContext.Provider value={control}>
        {typeof children === 'function' ? children(control) : children}
      </FieldContext.Provider>
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 font-medium text-[13px] text-danger">
          <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-[13px] text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

type OwnWiring = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
};

/** Merges a control's own props with the wiring of the Field around it, if any. */
export function useFieldControl<P extends OwnWiring>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
    required: props.required ?? field.required,
  };
}
