import { z } from './zod.ts';

/**
 * API keys: what a key may do. A key acts only on its owner's
 * data, under their plan and quotas, and never on the auth or admin routes.
 */
export const apiKeyScopes = ['documents:read', 'documents:write', 'generate', 'export', 'applications:read', 'applications:write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Each scope's name in the locale files, where its explanation is (i18next reads ':' as a namespace separator). */
export const apiKeyScopeKeys = {
  'documents:read': 'documentsRead',
  'documents:write': 'documentsWrite',
  generate: 'generate',
  export: 'export',
  'applications:read': 'applicationsRead',
  'applications:write': 'applicationsWrite',
} as const satisfies Record<ApiKeyScope, string>;

/** A key reads `ink_<id>_<secret>`: the id finds its row, the secret is checked against a hash. */
export const apiKeyPattern = /^ink_([A-Za-z0-9]{12})_([A-Za-z0-9]{43})$/;

export const apiKeyLimits = { name: 80, perUser: 25, maxExpiryDays: 3650 } as const;

export const createApiKeySchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(apiKeyLimits.name, { message: 'validation.tooLong' }),
  scopes: z
    .array(z.enum(apiKeyScopes, { message: 'validation.invalidChoice' }))
    .min(1, { message: 'apiKeys.scopesRequired' })
    .max(apiKeyScopes.length)
    .transform((scopes) => [...new Set(scopes)]),
  /** Days until it stops working; none: until revoked. */
  expiresInDays: z.number().int().min(1, { message: 'validation.invalidChoice' }).max(apiKeyLimits.maxExpiryDays, { message: 'validation.invalidChoice' }).nullable().optional(),
});
export type CreateApiKeyInput = z.output<typeof createApiKeySchema>;

export interface ApiKeySummary {
  id: string;
  name: string;
  /** What the list shows of the key: `ink_<id>_` and the secret's first characters. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** The answer to creating a key: the only time its secret is shown. */
export interface CreatedApiKey extends ApiKeySummary {
  key: string;
}
