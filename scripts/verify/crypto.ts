/**
 * Payload encryption as the contract describes it (openapi.yaml, info), in
 * Node's WebCrypto: the same scheme as src/api/encryption.ts (which is bound
 * to the app's fetcher), for a checker that talks to any server. A fresh
 * AES-256-GCM key encrypts the JSON; RSA-OAEP (SHA-256) with the server's
 * public key (getPublicKey, PEM/SPKI) wraps that key.
 */
export type EncryptedPayload = { keyId: string; key: string; iv: string; data: string; timestamp: number; nonce: string };
export type ServerKey = { keyId: string; key: CryptoKey };

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return new Uint8Array(Buffer.from(body, 'base64'));
}

/** Imports the public key getPublicKey answers; throws when it is not an RSA SPKI key in PEM. */
export async function importServerKey(publicKey: string, keyId: string): Promise<ServerKey> {
  const key = await crypto.subtle.importKey('spki', pemToDer(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return { keyId, key };
}

export async function encryptPayload(server: ServerKey, plaintext: unknown): Promise<EncryptedPayload> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  // The replay guard of the contract: the time stamp and a fresh nonce, bound as AES-GCM additional data.
  const timestamp = Date.now();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
  const additionalData = new TextEncoder().encode(`${server.keyId}.${timestamp}.${nonce}`);
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, aesKey, new TextEncoder().encode(JSON.stringify(plaintext)));
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, server.key, await crypto.subtle.exportKey('raw', aesKey));
  return { keyId: server.keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data), timestamp, nonce };
}

/** Free play's `random`: a client-generated random string encrypted with RSA-OAEP alone. */
export async function encryptRandomToken(server: ServerKey): Promise<string> {
  const random = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
  return toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, server.key, new TextEncoder().encode(random)));
}
