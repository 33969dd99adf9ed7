/**
 * The mock server's side of the payload encryption the contract describes:
 * an RSA-OAEP (SHA-256) key pair made at start-up, whose public half is served
 * by getPublicKey; encrypted bodies carry an AES-256-GCM key wrapped with it.
 */
type KeyState = { keyId: string; publicKeyPem: string; privateKey: CryptoKey };

let state: Promise<KeyState> | undefined;

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

async function createKeys(): Promise<KeyState> {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ]);
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  const body = toBase64(spki).replace(/(.{64})/g, '$1\n');
  return {
    keyId: `mock-${crypto.randomUUID().slice(0, 8)}`,
    publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`,
    privateKey: pair.privateKey,
  };
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
