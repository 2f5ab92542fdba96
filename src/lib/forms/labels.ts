/**
 * Field labels, shared by the forms (what the visitor reads next to each field) and the
 * studio's email (what the team reads next to each answer).
 */
import type { ConsultationPayload, RequestPayload } from './schemas.ts';

export const CONSULTATION_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  date: 'Preferred date',
  time: 'Preferred time',
  message: 'Message',
  topic: 'Topic',
  language: 'Language',
} as const satisfies Partial<Record<keyof ConsultationPayload, string>>;

export const REQUEST_LABELS = {
  businessName: 'Business name',
  businessType: 'Business type',
  contactName: 'Contact name',
  email: 'Email',
  phone: 'Phone',
  projectType: 'Project type',
  projectDescription: 'Project description',
  budget: 'Budget',
  timeline: 'Timeline',
  technologies: 'Technologies',
  features: 'Key features',
  additionalInfo: 'Additional information',
  termsAccepted: 'Terms accepted',
  language: 'Language',
} as const satisfies Record<keyof Omit<RequestPayload, 'formType' | 'subject'>, string>;
