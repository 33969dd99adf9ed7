import { DecryptError, decryptPayload } from '../crypto';
import { badRequest, jsonBody } from './respond';

/** The plaintext of an encrypted body (x-encrypted operations), checked with its generated schema; else the contract's 400. */
export async function decrypted<T>(request: Request, schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }) {
  try {
    const parsed = schema.safeParse(await decryptPayload(await jsonBody(request)));
    if (parsed.success) return parsed.data;
  } catch (error) {
    if (error instanceof DecryptError) throw badRequest(error.message, { code: error.code });
    throw error;
  }
  throw badRequest('Invalid request');
}
