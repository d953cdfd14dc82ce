import { cents, formatCents, maskTin, TAX_FORM_NAME } from '@kennel/core';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Form1099Recipient } from '../../platform/db/schema/tax.ts';

/** Kennel as the payer: from TAX_PAYER_* settings, or a clearly marked sandbox payer. */
export interface Form1099Payer {
  name: string;
  /** Street, then city, state and ZIP, one per line. */
  addressLines: readonly string[];
  /** `12-3456789`. */
  ein: string;
  /** The form says so in large letters: not a real tax document. */
  sandbox: boolean;
}

/** The names of the form's fields, which carry its figures (a reader, or a test, reads them back). */
export const FORM_1099_FIELDS = {
  taxYear: 'tax_year',
  payer: 'payer_name_address',
  payerTin: 'payer_tin',
  recipientTin: 'recipient_tin',
  recipientName: 'recipient_name',
  recipientStreet: 'recipient_street',
  recipientCity: 'recipient_city_state_zip',
  accountNumber: 'account_number',
  otherIncome: 'box_3_other_income',
  federalTaxWithheld: 'box_4_federal_income_tax_withheld',
} as const;

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 36;
const INK = rgb(0.1, 0.1, 0.12);
const RULE = rgb(0.45, 0.45, 0.5);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  field: string;
  value: string;
  multiline?: boolean;
}

function drawBox(page: PDFPage, font: PDFFont, form: ReturnType<PDFDocument['getForm']>, box: Box) {
  page.drawRectangle({
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  page.drawText(box.label, { x: box.x + 4, y: box.y + box.height - 10, size: 7, font, color: INK });
  const field = form.createTextField(box.field);
  if (box.multiline) field.enableMultiline();
  field.setText(box.value);
  field.addToPage(page, {
    x: box.x + 3,
    y: box.y + 3,
    width: box.width - 6,
    height: box.height - 16,
    borderWidth: 0,
    font,
  });
  field.setFontSize(box.multiline ? 9 : 11);
  field.enableReadOnly();
}

/**
 * The recipient's copy (Copy B) of Form 1099-MISC with the year's net winnings as other income
 * (box 3). The recipient's TIN shows only its last 4 digits, as the IRS allows on recipient copies.
 * A correction says CORRECTED at the top, as the IRS form's box does.
 */
export async function render1099Misc({
  taxYear,
  amountCents,
  payer,
  recipient,
  accountNumber,
  corrected,
}: {
  taxYear: number;
  amountCents: number;
  payer: Form1099Payer;
  recipient: Form1099Recipient;
  accountNumber: string;
  corrected: boolean;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Form ${TAX_FORM_NAME} ${taxYear}: ${recipient.legalName}`);
  pdf.setSubject(
    `${corrected ? 'CORRECTED ' : ''}Form ${TAX_FORM_NAME}, Miscellaneous Information, tax year ${taxYear}, Copy B for recipient`,
  );
  pdf.setAuthor(payer.name);
  pdf.setCreator('Kennel');
  pdf.setCreationDate(new Date(Date.UTC(taxYear + 1, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(taxYear + 1, 0, 1)));
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const form = pdf.getForm();

  let top = PAGE.height - MARGIN;
  if (payer.sandbox) {
    page.drawText('SANDBOX: NOT A REAL TAX DOCUMENT. Do not file.', {
      x: MARGIN,
      y: top - 14,
      size: 14,
      font: bold,
      color: rgb(0.75, 0.1, 0.1),
    });
    top -= 28;
  }
  if (corrected) {
    page.drawText('CORRECTED', { x: MARGIN, y: top - 12, size: 12, font: bold, color: INK });
    top -= 22;
  }
  const title = `Form ${TAX_FORM_NAME}`;
  page.drawText(title, { x: MARGIN, y: top - 20, size: 20, font: bold, color: INK });
  page.drawText('Miscellaneous Information', {
    x: MARGIN + bold.widthOfTextAtSize(title, 20) + 12,
    y: top - 18,
    size: 12,
    font,
    color: INK,
  });
  page.drawText('Copy B For Recipient', {
    x: PAGE.width - MARGIN - 130,
    y: top - 18,
    size: 11,
    font: bold,
    color: INK,
  });
  top -= 36;

  const left = MARGIN;
  const mid = 326;
  const right = PAGE.width - MARGIN;
  const half = (mid - left) / 2;
  const street = [recipient.addressLine1, recipient.addressLine2].filter(Boolean).join(', ');
  const name = recipient.businessName
    ? `${recipient.legalName}\n${recipient.businessName}`
    : recipient.legalName;
  const boxes: Box[] = [
    {
      x: left,
      y: top - 90,
      width: mid - left,
      height: 90,
      multiline: true,
      label: "PAYER'S name, street address, city or town, state, and ZIP code",
      field: FORM_1099_FIELDS.payer,
      value: [payer.name, ...payer.addressLines].join('\n'),
    },
    {
      x: left,
      y: top - 130,
      width: half,
      height: 40,
      label: "PAYER'S TIN",
      field: FORM_1099_FIELDS.payerTin,
      value: payer.ein,
    },
    {
      x: left + half,
      y: top - 130,
      width: half,
      height: 40,
      label: "RECIPIENT'S TIN",
      field: FORM_1099_FIELDS.recipientTin,
      value: maskTin(recipient.tinLast4),
    },
    {
      x: left,
      y: top - 170,
      width: mid - left,
      height: 40,
      label: "RECIPIENT'S name",
      field: FORM_1099_FIELDS.recipientName,
      value: name,
      multiline: Boolean(recipient.businessName),
    },
    {
      x: left,
      y: top - 210,
      width: mid - left,
      height: 40,
      label: 'Street address (including apt. no.)',
      field: FORM_1099_FIELDS.recipientStreet,
      value: street,
    },
    {
      x: left,
      y: top - 250,
      width: mid - left,
      height: 40,
      label: 'City or town, state, and ZIP code',
      field: FORM_1099_FIELDS.recipientCity,
      value: `${recipient.city}, ${recipient.state} ${recipient.postalCode}`,
    },
    {
      x: left,
      y: top - 290,
      width: mid - left,
      height: 40,
      label: 'Account number',
      field: FORM_1099_FIELDS.accountNumber,
      value: accountNumber,
    },
    {
      x: mid,
      y: top - 45,
      width: right - mid,
      height: 45,
      label: 'Tax year',
      field: FORM_1099_FIELDS.taxYear,
      value: String(taxYear),
    },
    {
      x: mid,
      y: top - 130,
      width: right - mid,
      height: 85,
      label: '3 Other income (net winnings)',
      field: FORM_1099_FIELDS.otherIncome,
      value: formatCents(cents(amountCents)),
    },
    {
      x: mid,
      y: top - 170,
      width: right - mid,
      height: 40,
      label: '4 Federal income tax withheld',
      field: FORM_1099_FIELDS.federalTaxWithheld,
      value: formatCents(cents(0)),
    },
  ];
  for (const box of boxes) drawBox(page, font, form, box);

  const notes = [
    'This is important tax information and is being furnished to the IRS. Box 3 shows your net winnings',
    `from Kennel contests and bets in ${taxYear}: winnings minus entry fees and stakes, net of refunds.`,
    'Report it as other income.',
    'Your TIN is shown with only its last 4 digits; Kennel reports the full number to the IRS.',
  ];
  notes.forEach((line, index) => {
    page.drawText(line, { x: MARGIN, y: top - 320 - index * 13, size: 9, font, color: INK });
  });
  form.updateFieldAppearances(font);
  return pdf.save();
}
