import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  canSubmitDocument,
  canSubmitIdentity,
  isIdentityVerified,
  sandboxDocumentDecision,
  sandboxIdentityDecision,
  VERIFICATION_STATUS_MESSAGES,
  VERIFICATION_STATUSES,
} from '../wallet/identity-verification.ts';
import {
  verificationDocumentRequestSchema,
  verificationRequestSchema,
  verificationResponseSchema,
} from './verification.ts';

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const details = {
  legal_first_name: 'Ana María',
  legal_last_name: "O'Neil-Smith",
  date_of_birth: '1990-04-12',
  address_line1: '1 Main St',
  city: 'Denver',
  state: 'CO',
  postal_code: '80202',
  ssn_last4: '4321',
};

describe('POST /v1/verification', () => {
  it('accepts real-world names and trims fields', () => {
    expect(verificationRequestSchema.parse({ ...details, city: ' Denver ' })).toEqual(details);
  });

  it('says which field to fix', () => {
    expect(issues(verificationRequestSchema.safeParse({ ...details, ssn_last4: '12345' }))).toEqual([
      ['ssn_last4', 'Enter the last 4 digits of your Social Security number.'],
    ]);
    expect(issues(verificationRequestSchema.safeParse({ ...details, legal_first_name: 'R2-D2' }))).toEqual([
      ['legal_first_name', 'Enter your legal first name as it appears on your ID, using letters only.'],
    ]);
    expect(issues(verificationRequestSchema.safeParse({ ...details, postal_code: '8020' }))[0]?.[0]).toBe(
      'postal_code',
    );
    expect(issues(verificationRequestSchema.safeParse({ ...details, city: '  ' }))).toEqual([
      ['city', 'Enter your city.'],
    ]);
  });

  it('answers the status with what to do next', () => {
    for (const status of VERIFICATION_STATUSES) {
      const body = {
        data: {
          status,
          message: VERIFICATION_STATUS_MESSAGES[status],
          submitted_at: null,
          decided_at: null,
          document_submitted_at: null,
          reason: null,
        },
      };
      expect(verificationResponseSchema.parse(body)).toEqual(body);
    }
  });

  it('reads an answer without the review fields as no review and no reason', () => {
    const body = { data: { status: 'approved', message: 'Verified.', submitted_at: null, decided_at: null } };
    expect(verificationResponseSchema.parse(body).data).toMatchObject({
      document_submitted_at: null,
      reason: null,
    });
  });
});

describe('POST /v1/verification/document', () => {
  const photo = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

  it('wants front and back of an ID, the front of a passport', () => {
    expect(
      verificationDocumentRequestSchema.safeParse({ document_type: 'passport', front_image: photo }).success,
    ).toBe(true);
    expect(
      issues(
        verificationDocumentRequestSchema.safeParse({ document_type: 'drivers_license', front_image: photo }),
      ),
    ).toEqual([['back_image', 'Add a photo of the back of your ID.']]);
    // Both photos missing: both asked for at once, not the back only once the front is in.
    expect(issues(verificationDocumentRequestSchema.safeParse({ document_type: 'state_id' }))).toEqual([
      ['front_image', 'Add a photo of your document.'],
      ['back_image', 'Add a photo of the back of your ID.'],
    ]);
    expect(
      issues(
        verificationDocumentRequestSchema.safeParse({
          document_type: 'passport',
          front_image: 'data:application/pdf;base64,AAAA',
        }),
      ),
    ).toEqual([['front_image', 'Upload a JPEG, PNG or WebP photo.']]);
  });
});

describe('identity verification rules', () => {
  it('lets the sandbox test data pick the outcome', () => {
    expect(sandboxIdentityDecision('0000')).toBe('rejected');
    expect(sandboxIdentityDecision('1111')).toBe('needs_document');
    expect(sandboxIdentityDecision('4321')).toBe('approved');
    expect(sandboxDocumentDecision('License-REJECT.jpg')).toBe('rejected');
    expect(sandboxDocumentDecision('license.jpg')).toBe('review');
  });

  it('allows each step only in its status', () => {
    expect(VERIFICATION_STATUSES.filter(isIdentityVerified)).toEqual(['approved']);
    expect(VERIFICATION_STATUSES.filter(canSubmitIdentity)).toEqual(['unverified']);
    expect(VERIFICATION_STATUSES.filter(canSubmitDocument)).toEqual(['needs_document']);
  });
});
