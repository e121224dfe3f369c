import type { z } from 'zod';
import type { supportTicketSchema } from '../../../shared/contact.ts';
import type { Database } from '../../db/client.ts';
import { supportTickets } from '../../db/schema.ts';

export async function openTicket(
  db: Database,
  input: z.output<typeof supportTicketSchema>,
  userId: string | null,
): Promise<{ id: string; priority: string }> {
  const [row] = await db
    .insert(supportTickets)
    .values({ ...input, userId })
    .returning({ id: supportTickets.id, priority: supportTickets.priority });
  if (!row) throw new Error('insert returned no row');
  return row;
}
