import { z } from './zod.ts';

/**
 * A user's own model connection (Settings › AI). The browser sends
 * the key once; the server keeps it encrypted and answers only its last four
 * characters. Contract shared by the Settings tab and `/api/me/model`.
 */
export const modelPresets = ['openai', 'openrouter', 'groq', 'mistral', 'together', 'ollama', 'llamacpp', 'custom'] as const;
export type ModelPreset = (typeof modelPresets)[number];

/** Base URLs of the hosted presets (OpenAI-compatible `/v1` roots); local ones are suggestions the user may edit. */
export const presetBaseUrls: Record<ModelPreset, string> = {
  openai: 'https://api.openai.com/v1',
  openrouter: 'https://openrouter.ai/api/v1',
  groq: 'https://api.groq.com/openai/v1',
  mistral: 'https://api.mistral.ai/v1',
  together: 'https://api.together.xyz/v1',
  ollama: 'http://127.0.0.1:11434/v1',
  llamacpp: 'http://127.0.0.1:8080/v1',
  custom: '',
};

/** What the operator allows (USER_MODELS): none, public https addresses, or any address. */
export type UserModelPolicy = 'off' | 'public' | 'any';

export const userModelLimits = { baseUrl: 500, apiKey: 500, model: 200 } as const;

const baseUrl = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(userModelLimits.baseUrl, { message: 'validation.tooLong' })
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), { message: 'userModel.urlInvalid' });

/** Save (PUT /api/me/model) or try (POST /api/me/model/test, /models): `apiKey` left out keeps the saved one. */
export const userModelInputSchema = z.strictObject({
  preset: z.enum(modelPresets, { message: 'validation.invalidChoice' }),
  baseUrl,
  apiKey: z.string().trim().max(userModelLimits.apiKey, { message: 'validation.tooLong' }).optional(),
  model: z.string().trim().min(1, { message: 'validation.required' }).max(userModelLimits.model, { message: 'validation.tooLong' }),
});
export type UserModelInput = z.output<typeof userModelInputSchema>;

/** Listing a server's models needs no model name yet. */
export const userModelListSchema = userModelInputSchema.omit({ model: true });

export interface UserModelConnection {
  preset: ModelPreset;
  baseUrl: string;
  model: string;
  /** The key's last four characters, or null when none was given. */
  keyLast4: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/me/model. */
export interface UserModelState {
  policy: UserModelPolicy;
  connection: UserModelConnection | null;
  /** Whether the operator configured a model of their own (LLM_BASE_URL). */
  operatorModel: boolean;
}

/** POST /api/me/model/test: one tiny request to the model. */
export interface UserModelTestResult {
  ok: true;
  model: string;
  ms: number;
}
