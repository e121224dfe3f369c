import type { ContactMessageInput } from '../../../shared/contact.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function saveContactMessage(db: Database, input: ContactMessageInput, userId: string | null): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values({ ...input, userId }).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}
