import { randomUUID } from 'node:crypto';
import {
  type DOCUMENT_TYPES,
  type DocumentCheckDecision,
  sandboxDocumentDecision,
  sandboxIdentityDecision,
  type VerificationDecision,
} from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';

export interface IdentityDetails {
  legalFirstName: string;
  legalLastName: string;
  dateOfBirth: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  ssnLast4: string;
}

export interface IdentityDocument {
  documentType: (typeof DOCUMENT_TYPES)[number];
  frontImage: string;
  frontFileName: string | null;
  backImage: string | null;
  backFileName: string | null;
}

export interface IdentityCheck {
  decision: VerificationDecision;
  /** The provider's id for this check, kept to follow up with them. */
  reference: string;
}

/**
 * A KYC provider (Persona, Socure, ...): checks details, then a document when details are not enough.
 * A document it does not reject outright (or approve) goes to an operator's review.
 */
export interface IdentityProvider {
  readonly name: string;
  checkDetails(details: IdentityDetails): Promise<IdentityCheck>;
  checkDocument(reference: string, document: IdentityDocument): Promise<DocumentCheckDecision>;
}

/**
 * The provider when IDENTITY_SANDBOX is off and no KYC vendor was plugged in: every check answers
 * 503 `identity_check_unavailable`, so nobody is verified by default (fail closed) while the rest
 * of Kennel runs; documents already under review stay with the operators.
 */
export const unconfiguredIdentityProvider: IdentityProvider = {
  name: 'unconfigured',
  async checkDetails() {
    throw new ApiProblem('identity_check_unavailable');
  },
  async checkDocument() {
    throw new ApiProblem('identity_check_unavailable');
  },
};

/** The sandbox provider: core's test data (the SSN's last four, the document's file name) picks the outcome; documents go to review. */
export function createSandboxIdentityProvider(): IdentityProvider {
  return {
    name: 'sandbox',
    async checkDetails(details) {
      return { decision: sandboxIdentityDecision(details.ssnLast4), reference: `idv_${randomUUID()}` };
    },
    async checkDocument(_reference, document) {
      return sandboxDocumentDecision(document.frontFileName ?? '');
    },
  };
}
