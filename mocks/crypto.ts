import { DEMO_KEY_ID, DEMO_PRIVATE_KEY_PKCS8, DEMO_PUBLIC_KEY_PEM } from './demo-key';

/**
 * The mock server's side of the payload encryption the contract describes:
 * an RSA-OAEP (SHA-256) key pair (the fixed demo key of demo-key.ts), whose public half is served
 * by getPublicKey; encrypted bodies carry an AES-256-GCM key wrapped with it.
 */
import { db } from './db/store';

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

/** A new key pair, as a server rotating its key: bodies sealed with the old key id answer UNKNOWN_KEY. */
export function rotateMockKeys(): Promise<KeyState> {
  state = rotatedKeys();
  return state;
}

/** A fresh key pair with a new id: only a rotation makes one (generating 2048 bits takes a while). */
async function rotatedKeys(): Promise<KeyState> {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ]);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const body = btoa(String.fromCharCode(...spki)).replace(/(.{64})/g, '$1\n');
  return {
    keyId: `mock-${crypto.randomUUID().slice(0, 8)}`,
    publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`,
    privateKey: pair.privateKey,
  };
}

/** How far a body's timestamp may be from the server clock, and how long its nonce is remembered. */
export const REPLAY_WINDOW_MS = 5 * 60_000;

export class DecryptError extends Error {
  constructor(
    message: string,
    readonly code: 'INVALID_REQUEST' | 'UNKNOWN_KEY' | 'PAYLOAD_REPLAYED' | 'PAYLOAD_EXPIRED' = 'INVALID_REQUEST',
  ) {
    super(message);
  }
}

export type EncryptedBody = { keyId: string; key: string; iv: string; data: string; timestamp: number; nonce: string };

/** Keeps a nonce for the replay window; false when it was already seen (a replayed body). */
function firstUse(nonce: string): boolean {
  const now = Date.now();
  return db.update((draft) => {
    const seen = (draft.nonces ??= {});
    for (const [old, at] of Object.entries(seen)) if (now - at > REPLAY_WINDOW_MS) delete seen[old];
    if (seen[nonce] !== undefined) return false;
    seen[nonce] = now;
    return true;
  });
}

/**
 * Reads what a client sealed, without the server's checks or spending the
 * nonce: for tests that look at what was sent.
 */
export async function openPayload<T>(body: EncryptedBody): Promise<T> {
  const { privateKey } = await mockKeys();
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(body.key));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const additionalData = new TextEncoder().encode(`${body.keyId}.${body.timestamp}.${body.nonce}`);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(body.iv), additionalData }, aesKey, fromBase64(body.data));
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}

/**
 * Opens an EncryptedPayload; throws DecryptError on anything malformed, an
 * unknown key, a stale timestamp or a nonce already seen (the contract's
 * replay rule: timestamp and nonce are the AES-GCM additional data).
 */
export async function decryptPayload<T>(body: unknown): Promise<T> {
  const { privateKey, keyId } = await mockKeys();
  const payload = body as Partial<EncryptedBody> | null;
  if (
    !payload ||
    typeof payload.key !== 'string' ||
    typeof payload.iv !== 'string' ||
    typeof payload.data !== 'string' ||
    typeof payload.keyId !== 'string' ||
    typeof payload.timestamp !== 'number' ||
    typeof payload.nonce !== 'string' ||
    !/^[A-Za-z0-9_-]{22}$/.test(payload.nonce)
  ) {
    throw new DecryptError('The body is not an EncryptedPayload');
  }
  if (payload.keyId !== keyId) throw new DecryptError('Unknown key id: fetch the public key again', 'UNKNOWN_KEY');
  if (Math.abs(Date.now() - payload.timestamp) > REPLAY_WINDOW_MS) throw new DecryptError('The request is too old', 'PAYLOAD_EXPIRED');
  let plain: ArrayBuffer;
  try {
    const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(payload.key));
    const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const additionalData = new TextEncoder().encode(`${payload.keyId}.${payload.timestamp}.${payload.nonce}`);
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(payload.iv), additionalData }, aesKey, fromBase64(payload.data));
  } catch (cause) {
    throw new DecryptError(`Cannot decrypt the payload: ${String(cause)}`);
  }
  // Only a body that really opened spends its nonce: garbage cannot burn someone else's.
  if (!firstUse(payload.nonce)) throw new DecryptError('This request was already received', 'PAYLOAD_REPLAYED');
  return JSON.parse(new TextDecoder().decode(plain)) as T;
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
