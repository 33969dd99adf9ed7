import { getPublicKey } from '@generated/api/system/system';
import type { EncryptedPayload } from '@generated/model';
import { isApiError } from './api-error';
import { unwrap } from './unwrap';

/**
 * Payload encryption as the contract describes it (openapi.yaml, info):
 * a fresh AES-256-GCM key encrypts the JSON, RSA-OAEP (SHA-256) with the
 * server's public key wraps that key. The generated types make an encrypted
 * call take an `EncryptedPayload`, so plaintext cannot be sent by mistake.
 */
type ServerKey = { keyId: string; key: CryptoKey };

let serverKey: Promise<ServerKey> | undefined;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  let binary = '';
  for (const byte of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

async function loadServerKey(): Promise<ServerKey> {
  const response = await getPublicKey();
  const { publicKey, keyId } = unwrap(response);
  const key = await crypto.subtle.importKey('spki', pemToDer(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return { keyId, key };
}

function currentKey(): Promise<ServerKey> {
  serverKey ??= loadServerKey().catch((error: unknown) => {
    serverKey = undefined; // let the next call try again
    throw error;
  });
  return serverKey;
}

/** Forgets the cached public key (the server rotated it). */
export function forgetServerKey(): void {
  serverKey = undefined;
}

function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * Seals a plaintext for an x-encrypted operation. The time stamp and a fresh
 * nonce are bound to the ciphertext as AES-GCM additional data, so the server
 * can refuse a captured body sent again (PAYLOAD_REPLAYED) or late
 * (PAYLOAD_EXPIRED), and nobody can swap them without breaking the seal.
 */
export async function encryptPayload(plaintext: unknown): Promise<EncryptedPayload> {
  const { keyId, key } = await currentKey();
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const timestamp = Date.now();
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const additionalData = new TextEncoder().encode(`${keyId}.${timestamp}.${nonce}`);
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, aesKey, new TextEncoder().encode(JSON.stringify(plaintext)));
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, rawKey);
  return { keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data), timestamp, nonce };
}

function isUnknownKey(error: unknown): boolean {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return false;
  return (error.value as { code?: unknown }).code === 'UNKNOWN_KEY';
}

/**
 * Sends an encrypted body; when the server no longer knows the key it was
 * sealed with (it rotated), fetches the public key again and sends a freshly
 * sealed body once more. Every encrypted call goes through here.
 */
export async function sendEncrypted<T>(plaintext: unknown, send: (body: EncryptedPayload) => Promise<T>): Promise<T> {
  try {
    return await send(await encryptPayload(plaintext));
  } catch (error) {
    if (!isUnknownKey(error)) throw error;
    forgetServerKey();
    return send(await encryptPayload(plaintext));
  }
}

/** Free play's `random`: a random string encrypted with RSA-OAEP alone. */
export async function encryptRandomToken(): Promise<string> {
  const { key } = await currentKey();
  const random = toBase64(crypto.getRandomValues(new Uint8Array(24)));
  return toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(random)));
}
