import { z } from './zod.ts';

/**
 * AI actions in the editors: offered only when a model is connected
 * (the user's own or the operator's). The selected text is data in the prompt;
 * an action never invents facts or citations.
 */
export const textActions = ['improve', 'shorten', 'expand', 'formal', 'grammar', 'continue'] as const;
export const aiActions = [...textActions, 'resume-bullets'] as const;
export type AiAction = (typeof aiActions)[number];

export const aiActionLimits = { text: 20_000, context: 4_000 } as const;

/** POST /api/generate/transform: streamed like the other generations (SSE events of shared/generation.ts). */
export const aiActionRequestSchema = z.strictObject({
  action: z.enum(aiActions, { message: 'validation.invalidChoice' }),
  text: z.string().trim().min(1, { message: 'validation.required' }).max(aiActionLimits.text, { message: 'validation.tooLong' }),
  /** Text around the selection (the paragraph before it), to keep tone and subject; never rewritten. */
  context: z.string().max(aiActionLimits.context, { message: 'validation.tooLong' }).optional(),
});
export type AiActionRequest = z.output<typeof aiActionRequestSchema>;
