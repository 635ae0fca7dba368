import { z } from 'zod';
import { zLine, zText } from './text';

/** POST /generate-encrypted-data: tracking sends e-mail, names and phone only hashed. */
export const ZEncryptedDataRequest = z.object({ data: zLine().min(1).max(1024) });
/** A keyed one-way hash (hex HMAC-SHA256): the input never comes back. */
export const ZEncryptedData = z.object({ hashedData: zText().regex(/^[0-9a-f]{64}$/) });

export type TEncryptedDataRequest = z.infer<typeof ZEncryptedDataRequest>;
export type TEncryptedData = z.infer<typeof ZEncryptedData>;
