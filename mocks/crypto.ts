import { DEMO_KEY_ID, DEMO_PRIVATE_KEY_PKCS8, DEMO_PUBLIC_KEY_PEM } from './demo-key';

/**
 * The mock server's side of the payload encryption the contract describes:
 * an RSA-OAEP (SHA-256) key pair (the fixed demo key of demo-key.ts), whose public half is served
 * by getPublicKey; encrypted bodies carry an AES-256-GCM key wrapped with it.
 */
type KeyState = { keyId: string; publicKeyPem: string; privateKey: CryptoKey };

let state: Promise<KeyState> | undefined;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

async function createKeys(): Promise<KeyState> {
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    fromBase64(DEMO_PRIVATE_KEY_PKCS8.replace(/\s/g, '')),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['decrypt'],
  );
  return { keyId: DEMO_KEY_ID, publicKeyPem: DEMO_PUBLIC_KEY_PEM, privateKey };
}

export function mockKeys(): Promise<KeyState> {
  state ??= createKeys();
  return state;
}

export class DecryptError extends Error {}

export type EncryptedBody = { keyId?: string; key: string; iv: string; data: string };

/** Opens an EncryptedPayload; throws DecryptError on anything malformed. */
export async function decryptPayload<T>(body: unknown): Promise<T> {
  const { privateKey, keyId } = await mockKeys();
  const payload = body as Partial<EncryptedBody> | null;
  if (!payload || typeof payload.key !== 'string' || typeof payload.iv !== 'string' || typeof payload.data !== 'string') {
    throw new DecryptError('The body is not an EncryptedPayload');
  }
  if (payload.keyId && payload.keyId !== keyId) throw new DecryptError('Unknown key id: fetch the public key again');
  try {
    const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(payload.key));
    const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(payload.iv) }, aesKey, fromBase64(payload.data));
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch (cause) {
    throw new DecryptError(`Cannot decrypt the payload: ${String(cause)}`);
  }
}

/** Opens freeplay's `random`: a string encrypted with RSA-OAEP alone. */
export async function decryptRsa(text: string): Promise<string> {
  const { privateKey } = await mockKeys();
  try {
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(text));
    return new TextDecoder().decode(plain);
  } catch (cause) {
    throw new DecryptError(`Cannot decrypt: ${String(cause)}`);
  }
}
