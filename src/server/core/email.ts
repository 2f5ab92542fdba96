/**
 * Composes the email the studio receives for a submission: a plain-text and an HTML body with
 * every answer labelled. Every visitor value is escaped in the HTML; the subject is fixed per
 * form type, and addresses come from the site config, so a visitor can never add a header.
 */
import { escapeHtml } from '../../lib/html-text.ts';
import { CONSULTATION_LABELS, REQUEST_LABELS } from '../../lib/forms/labels.ts';
import {
  BUDGET_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  labelOf,
} from '../../lib/forms/options.ts';
import { SUBJECTS, normaliseLineBreaks, type FormPayload } from '../../lib/forms/schemas.ts';

export interface EmailAddress {
  name: string;
  address: string;
}

export interface EmailMessage {
  from: string;
  to: string;
  replyTo: EmailAddress;
  subject: string;
  text: string;
  html: string;
}

export interface MailSettings {
  /** The studio inbox (MAIL_TO). */
  to: string;
  /** The sender the mail server accepts (MAIL_FROM). */
  from: string;
  /** Named in the footer: "Sent from the ... website". */
  siteName: string;
}

const NOT_PROVIDED = 'Not provided';

/** A display name safe for an address header: no control characters, bounded length. */
export function safeDisplayName(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100)
  );
}

type Row = readonly [label: string, value: string];

function rowsOf(payload: FormPayload): Row[] {
  if (payload.formType === 'consultation') {
    const l = CONSULTATION_LABELS;
    const rows: Row[] = [
      [l.name, payload.name],
      [l.email, payload.email],
      [l.phone, payload.phone],
      [l.date, payload.formattedDate],
      [l.time, payload.time],
    ];
    if (payload.topic) rows.push([l.topic, payload.topic]);
    rows.push([l.message, payload.message], [l.language, languageName(payload.language)]);
    return rows;
  }
  const l = REQUEST_LABELS;
  return [
    [l.businessName, payload.businessName],
    [l.businessType, payload.businessType && labelOf(BUSINESS_TYPE_OPTIONS, payload.businessType)],
    [l.contactName, payload.contactName],
    [l.email, payload.email],
    [l.phone, payload.phone],
    [l.projectType, payload.projectType && labelOf(PROJECT_TYPE_OPTIONS, payload.projectType)],
    [l.projectDescription, payload.projectDescription],
    [l.budget, payload.budget && labelOf(BUDGET_OPTIONS, payload.budget)],
    [l.timeline, payload.timeline && labelOf(TIMELINE_OPTIONS, payload.timeline)],
    [l.technologies, payload.technologies.join(', ')],
    [l.features, payload.features],
    [l.additionalInfo, payload.additionalInfo],
    [l.termsAccepted, payload.termsAccepted ? 'Yes' : 'No'],
    [l.language, languageName(payload.language)],
  ];
}

/** The language the visitor used, named in English for the studio: "German (de)". */
export function languageName(code: string): string {
  const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

function senderName(payload: FormPayload): string {
  return payload.formType === 'consultation' ? payload.name : payload.contactName;
}

function textBody(subject: string, rows: Row[], footer: string): string {
  const lines = [subject, '='.repeat(subject.length), ''];
  for (const [label, raw] of rows) {
    const value = raw.trim() || NOT_PROVIDED;
    if (value.includes('\n')) {
      lines.push(`${label}:`, ...value.split('\n').map((line) => `  ${line}`));
    } else {
      lines.push(`${label}: ${value}`);
    }
  }
  lines.push('', '--', footer);
  return `${lines.join('\n')}\n`;
}

function htmlBody(subject: string, rows: Row[], footer: string): string {
  const cell = 'padding:8px 12px;border-bottom:1px solid #e2e8f0;vertical-align:top;text-align:left';
  const body = rows
    .map(([label, raw]) => {
      const value = raw.trim();
      const shown = value
        ? escapeHtml(value).replace(/\r?\n/g, '<br>')
        : `<em style="color:#64748b">${NOT_PROVIDED}</em>`;
      return `<tr><th scope="row" style="${cell};width:200px;color:#334155">${escapeHtml(label)}</th><td style="${cell};color:#0f172a">${shown}</td></tr>`;
    })
    .join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>' + escapeHtml(subject) + '</title></head>',
    '<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5">',
    `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(subject)}</h1>`,
    '<table role="presentation" style="border-collapse:collapse;width:100%;max-width:720px;background:#ffffff;border:1px solid #e2e8f0">',
    body,
    '</table>',
    `<p style="margin:16px 0 0;color:#64748b;font-size:13px">${escapeHtml(footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
}

export function composeEmail(payload: FormPayload, settings: MailSettings, receivedAt: Date): EmailMessage {
  const subject = SUBJECTS[payload.formType];
  // One kind of line break (the schemas already normalise; a payload built elsewhere may not).
  const rows = rowsOf(payload).map(([label, value]): Row => [label, normaliseLineBreaks(value)]);
  const name = safeDisplayName(senderName(payload));
  const footer = `Sent from the ${settings.siteName} website on ${receivedAt.toISOString()}. Reply to this email to answer ${name || payload.email}.`;
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: payload.email },
    subject,
    text: textBody(subject, rows, footer),
    html: htmlBody(subject, rows, footer),
  };
}
