import { z } from './zod.ts';

// Messages are i18n keys (validation.*): the forms translate them.
// A NUL character cannot be stored in PostgreSQL text: refuse it up front.
const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' })
    .refine(noNul, { message: 'validation.invalidCharacters' });
export const emailField = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(254, { message: 'validation.tooLong' })
  .refine(noNul, { message: 'validation.invalidCharacters' })
  .pipe(z.email({ message: 'validation.emailInvalid' }));

export const contactLimits = { name: 100, subject: 200, message: 5000 } as const;

export const contactMessageSchema = z.object({
  name: text(contactLimits.name),
  email: emailField,
  subject: text(contactLimits.subject),
  message: text(contactLimits.message),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const ticketPriorities = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

export const supportTicketSchema = contactMessageSchema.extend({
  priority: z.enum(ticketPriorities, { message: 'validation.invalidChoice' }).default('medium'),
});
