/**
 * The staff user an outbox operation names as the clerk who made it (signed in offline at the
 * kiosk), by public id; null when it names none or none the server knows (the operation still
 * applies: the gate event happened).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { users } from '../db/schema/auth';

export async function clerkId(db: Executor, clerkPublicId: string | null): Promise<number | null> {
  if (clerkPublicId === null || !z.uuid().safeParse(clerkPublicId).success) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.public_id, clerkPublicId));
  return user?.id ?? null;
}
