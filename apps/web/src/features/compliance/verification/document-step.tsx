import { DOCUMENT_TYPES, type VerificationStatusWire, verificationDocumentRequestSchema } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { z } from 'zod';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useFormField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button, Tabs } from '../../../shared/ui/index.ts';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';
import { ProblemNotice } from './problem-notice.tsx';
import { storeVerification, submitDocument } from './verification-api.ts';

type DocumentType = (typeof DOCUMENT_TYPES)[number];

const DOCUMENT_LABELS: Record<DocumentType, string> = {
  drivers_license: "Driver's license",
  state_id: 'State ID',
  passport: 'Passport',
};

const TIPS = [
  'Lay the document flat on a dark surface, in good light',
  'All four corners in the frame, nothing covered by fingers',
  'No glare across the photo or the text',
];

// Core's contract, naming which photo is missing: the front's own words come first. A missing
// front goes as '' (not absent), so the contract still runs its check for the back.
const documentSchema = z
  .object({ front_image: z.string().min(1, { error: 'Add a photo of the front of your document.' }) })
  .and(verificationDocumentRequestSchema);

interface DocumentValues {
  document_type: DocumentType;
  front: PickedPhoto | null;
  back: PickedPhoto | null;
}

/** The request from the picked photos; the back only for a document that has one. */
function documentRequest({ document_type, front, back }: DocumentValues) {
  const withBack = document_type !== 'passport' && back;
  return {
    document_type,
    front_image: front?.dataUrl ?? '',
    front_file_name: front?.fileName,
    ...(withBack ? { back_image: back.dataUrl, back_file_name: back.fileName } : {}),
  };
}

/** The document check after a needs_document answer: the type, then front (and back) photos. */
export function DocumentStep({ onDecided }: { onDecided?: (status: VerificationStatusWire) => void }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const form = useKennelForm({
    schema: documentSchema,
    toRequest: documentRequest,
    defaultValues: { document_type: 'drivers_license', front: null, back: null } as DocumentValues,
    fieldOf: { front_image: 'front', front_file_name: 'front', back_image: 'back', back_file_name: 'back' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const type = form.watch('document_type');
  const front = useFormField(form.control, 'front');
  const back = useFormField(form.control, 'back');
  const upload = useMutation({
    mutationFn: (request: z.output<typeof documentSchema>) => submitDocument(http, request),
    onSuccess: (status) => {
      storeVerification(queryClient, status);
      onDecided?.(status);
    },
    onError: (error) => form.showServerError(error),
  });

  return (
    <form
      noValidate
      aria-label="Upload your ID"
      className="flex flex-col gap-5"
      onSubmit={form.submitWith((request) => upload.mutate(request))}
    >
      <Tabs
        label="Kind of document"
        variant="pill"
        value={type}
        onValueChange={(value) => form.setValue('document_type', value as DocumentType)}
        items={DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_LABELS[value] }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhotoPicker
          label="Front"
          hint="The side with your photo"
          value={front.value}
          onChange={(photo) => {
            front.onChange(photo);
            form.clearErrors('front');
          }}
          error={front.error}
        />
        {type !== 'passport' && (
          <PhotoPicker
            label="Back"
            hint="The side with the barcode"
            value={back.value}
            onChange={(photo) => {
              back.onChange(photo);
              form.clearErrors('back');
            }}
            error={back.error}
          />
        )}
      </div>
      <ul className="flex flex-col gap-1.5 text-muted text-sm">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {tip}
          </li>
        ))}
      </ul>
      {upload.error && <ProblemNotice error={upload.error} />}
      <Button type="submit" size="lg" fullWidth loading={upload.isPending} disabled={form.refused}>
        Send for review
      </Button>
      <p className="text-muted text-xs">
        Your photos go only to our verification partner and are not kept by Kennel.
      </p>
    </form>
  );
}
