import { DOCUMENT_TYPES, type VerificationStatusWire } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useHttpClient } from '../../../shared/api/index.ts';
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

/** The document check after a needs_document answer: the type, then front (and back) photos. */
export function DocumentStep({ onDecided }: { onDecided?: (status: VerificationStatusWire) => void }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [type, setType] = useState<DocumentType>('drivers_license');
  const [front, setFront] = useState<PickedPhoto | null>(null);
  const [back, setBack] = useState<PickedPhoto | null>(null);
  const [missing, setMissing] = useState<{ front?: string; back?: string }>({});
  const needsBack = type !== 'passport';
  const upload = useMutation({
    mutationFn: () =>
      submitDocument(http, {
        document_type: type,
        front_image: front?.dataUrl ?? '',
        front_file_name: front?.fileName,
        ...(needsBack && back ? { back_image: back.dataUrl, back_file_name: back.fileName } : {}),
      }),
    onSuccess: (status) => {
      storeVerification(queryClient, status);
      onDecided?.(status);
    },
  });

  return (
    <form
      noValidate
      aria-label="Upload your ID"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const problems = {
          front: front ? undefined : 'Add a photo of the front of your document.',
          back: needsBack && !back ? 'Add a photo of the back of your ID.' : undefined,
        };
        setMissing(problems);
        if (!problems.front && !problems.back) upload.mutate();
      }}
    >
      <Tabs
        label="Kind of document"
        variant="pill"
        value={type}
        onValueChange={(value) => setType(value as DocumentType)}
        items={DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_LABELS[value] }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhotoPicker
          label="Front"
          hint="The side with your photo"
          value={front}
          onChange={(photo) => {
            setFront(photo);
            setMissing((current) => ({ ...current, front: undefined }));
          }}
          error={missing.front}
        />
        {needsBack && (
          <PhotoPicker
            label="Back"
            hint="The side with the barcode"
            value={back}
            onChange={(photo) => {
              setBack(photo);
              setMissing((current) => ({ ...current, back: undefined }));
            }}
            error={missing.back}
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
      <Button type="submit" size="lg" fullWidth loading={upload.isPending}>
        Send for review
      </Button>
      <p className="text-muted text-xs">
        Your photos go only to our verification partner and are not kept by Kennel.
      </p>
    </form>
  );
}
